import { Link } from "react-router";
import type { Image } from "../../../content/schema";
import { useReveal } from "../../../hooks/useReveal";
import { ContentImage } from "../../ui/ContentImage";

export type TechnologyCardData = { slug: string; name: string; summary: string; image: Image };

/** One of the 17 cards of /technologies: the whole card is one link to the detail page. */
export function TechnologyCard({ technology, index }: { technology: TechnologyCardData; index: number }) {
  const ref = useReveal<HTMLElement>(index % 4);
  return (
    <article
      ref={ref}
      className="card group relative flex h-full flex-col overflow-hidden has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-violet"
    >
      <ContentImage
        image={technology.image}
        alt=""
        className="aspect-[8/5] h-auto w-full bg-navy-900 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg">
          <Link
            to={`/technologies/${technology.slug}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-accent-ink focus-visible:outline-none"
          >
            {technology.name}
          </Link>
        </h3>
        <p className="mt-2 text-[0.9375rem] text-body">{technology.summary}</p>
        <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-accent-ink">
          Learn more →
        </span>
      </div>
    </article>
  );
}
