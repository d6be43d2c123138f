import { Link } from "react-router";
import type { HomePage, PortfolioProject } from "../../../content/schema";
import { ContentImage } from "../../ui/ContentImage";
import { Icon } from "../../ui/Icon";
import { SectionHeader } from "../../ui/SectionHeader";
import { Tabs } from "../../ui/Tabs";

/** What a home portfolio card needs of a project (the loader sends only this). */
export type ProjectCardData = Pick<
  PortfolioProject,
  "title" | "slug" | "desc" | "category" | "icon" | "image"
>;

/** The projects a tab shows: "All" (the first tab) shows every project, the others one category. */
export function projectsForTab(projects: readonly ProjectCardData[], tab: string, allLabel: string) {
  return tab === allLabel ? [...projects] : projects.filter((project) => project.category === tab);
}

/**
 * Home section 6: the portfolio with tabs All, Web & Mobile, AI Automation filtering the
 * projects by category; each card has Read More to /portfolio/{slug}.
 */
export function PortfolioShowcase({
  portfolio,
  projects,
}: {
  portfolio: HomePage["portfolio"];
  projects: ProjectCardData[];
}) {
  const [allLabel = "All"] = portfolio.tabs;
  return (
    <section aria-labelledby="home-portfolio-title" className="section bg-surface">
      <div className="container-page">
        <SectionHeader id="home-portfolio-title" {...portfolio.header} />
        <Tabs
          label="Filter projects by category"
          tabs={portfolio.tabs}
          panels="shared"
          className="mt-10"
          panelClassName="mt-8"
        >
          {(index) => (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {projectsForTab(projects, portfolio.tabs[index] ?? allLabel, allLabel).map((project) => (
                <li key={project.slug}>
                  <ProjectCard project={project} readMoreLabel={portfolio.readMoreLabel} />
                </li>
              ))}
            </ul>
          )}
        </Tabs>
      </div>
    </section>
  );
}

function ProjectCard({ project, readMoreLabel }: { project: ProjectCardData; readMoreLabel: string }) {
  return (
    <article className="card group flex h-full flex-col overflow-hidden">
      <ContentImage image={project.image} className="aspect-[640/420] w-full bg-navy-900 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-accent-teal">
          <Icon name={project.icon} size={18} />
          {project.category}
        </p>
        <h3 className="mt-2 text-xl">{project.title}</h3>
        <p className="mt-3 text-[0.9875rem]">{project.desc}</p>
        <Link
          to={`/portfolio/${project.slug}`}
          className="mt-auto inline-flex min-h-11 items-center gap-1 self-start pt-4 font-semibold text-accent-ink hover:underline"
        >
          {readMoreLabel}
          <span className="sr-only"> about {project.title}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
