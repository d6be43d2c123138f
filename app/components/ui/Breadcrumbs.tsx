import { Link } from "react-router";

export type Crumb = { name: string; path: string };

/** A breadcrumb trail for detail pages (on the dark hero band); the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-white/75">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-2">
              {current ? (
                <span aria-current="page" className="text-white">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link
                    to={item.path}
                    className="-my-3 inline-block py-3 underline-offset-4 hover:text-accent-cyan hover:underline"
                  >
                    {item.name}
                  </Link>
                  <span aria-hidden="true" className="text-white/50">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
