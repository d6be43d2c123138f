import { Link } from "react-router";
import type { IconName, Image, PortfolioCategory } from "../../../content/schema";
import { ContentImage } from "../../ui/ContentImage";
import { Icon } from "../../ui/Icon";

/** SPEC §9: "Portfolio cards start after 100 ms, staggered 80 ms." */
export const PORTFOLIO_CARDS_START_MS = 100;
export const PORTFOLIO_CARDS_STAGGER_MS = 80;

export type ProjectCardData = {
  slug: string;
  anchor: string;
  title: string;
  desc: string;
  icon: IconName;
  category: PortfolioCategory;
  image: Image;
};

export function ProjectCard({ project, index }: { project: ProjectCardData; index: number }) {
  return (
    <article
      id={project.anchor}
      data-testid="portfolio-card"
      className="card animate-card-enter group relative flex h-full flex-col overflow-hidden"
      style={{ animationDelay: `${PORTFOLIO_CARDS_START_MS + index * PORTFOLIO_CARDS_STAGGER_MS}ms` }}
    >
      <ContentImage
        image={project.image}
        className="aspect-[32/21] h-auto w-full border-b border-line bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-accent-cyan/15 to-accent-violet/15 text-accent-ink">
            <Icon name={project.icon} size={20} />
          </span>
          <span className="rounded-full bg-surface px-3 py-1 text-xs font-semibold text-muted ring-1 ring-line">
            {project.category}
          </span>
        </div>
        <h3 className="mt-4 text-xl">{project.title}</h3>
        <p className="mt-2 text-[0.9875rem]">{project.desc}</p>
        <Link
          to={`/portfolio/${project.slug}`}
          aria-label={`View project: ${project.title}`}
          className="mt-auto inline-flex min-h-11 items-center pt-4 font-semibold text-accent-ink after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          View project
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </div>
    </article>
  );
}
