import { usePage } from "./page";
import { Link } from "./router";

export function NotFound() {
  const heading = usePage("Not found");
  return (
    <section>
      <h1 ref={heading} tabIndex={-1} className="text-2xl outline-none">
        Not found
      </h1>
      <p className="mt-2">There is no such page in the admin area.</p>
      <Link to="/admin" className="link mt-4 inline-block">
        Back to the inbox
      </Link>
    </section>
  );
}
