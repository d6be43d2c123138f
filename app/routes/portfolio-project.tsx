import { Link } from "react-router";
import { BackLink } from "../components/ui/BackLink";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CheckList } from "../components/ui/CheckList";
import { ContentImage } from "../components/ui/ContentImage";
import { Icon } from "../components/ui/Icon";
import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { HeroBand } from "../components/ui/PageHero";
import { getProject } from "../content/index";
import { breadcrumbTrail, notFoundMeta, trailPageMeta } from "../lib/seo";
import type { Route } from "./+types/portfolio-project";

export function loader({ params }: Route.LoaderArgs) {
  return { project: getProject(params.slug) ?? null };
}

const trailOf = (project: { title: string; slug: string }) =>
  breadcrumbTrail(
    { name: "Portfolio", path: "/portfolio" },
    { name: project.title, path: `/portfolio/${project.slug}` },
  );

export function meta({ loaderData, params }: Route.MetaArgs) {
  const project = loaderData?.project;
  if (!project) {
    return notFoundMeta("Project not found", "We couldn't find that project.", `/portfolio/${params.slug}`);
  }
  return trailPageMeta({ title: project.title, description: project.desc, trail: trailOf(project) });
}

/**
 * SPEC §2 Portfolio: "icon, title, overview, short and long description; a Key Features list;
 * Tech Stack and Impact; Project Details as rich HTML; a back button that goes one step back in history."
 */
export default function PortfolioProject({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  // SPEC §8, unknown portfolio slug.
  if (!project)
    return <NotFoundMessage title="Project not found" backTo="/portfolio" backLabel="Back to portfolio" />;
  return (
    <>
      <HeroBand className="py-16 md:py-20">
        <Breadcrumbs items={trailOf(project)} />
        <div className="flex items-center gap-4">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-accent-cyan to-accent-violet text-navy-950">
            <Icon name={project.icon} size={28} />
          </span>
          <p className="eyebrow !text-accent-cyan">{project.category}</p>
        </div>
        <h1 className="mt-5 max-w-4xl text-4xl text-white md:text-5xl">{project.title}</h1>
        <p className="mt-5 max-w-3xl text-xl text-white/85">{project.overview}</p>
      </HeroBand>

      <div className="container-page pt-8">
        <BackLink fallback="/portfolio" />
      </div>

      <div className="container-page grid gap-12 pt-6 pb-16 md:pb-24 wide:grid-cols-[minmax(0,1fr)_22rem] wide:gap-16">
        <div className="min-w-0">
          <ContentImage
            image={project.image}
            load="priority"
            className="h-auto w-full rounded-card border border-line bg-surface"
          />
          <section aria-labelledby="project-overview" className="mt-12">
            <h2 id="project-overview" className="text-3xl">
              Overview
            </h2>
            <p className="mt-4 text-xl font-medium text-ink">{project.desc}</p>
            <p className="mt-4 max-w-[70ch] text-lg">{project.longDesc}</p>
          </section>

          <section aria-labelledby="project-features" className="mt-12">
            <h2 id="project-features" className="text-3xl">
              Key Features
            </h2>
            <CheckList items={project.features} columns={2} className="mt-6" />
          </section>

          <section aria-labelledby="project-details" className="mt-12">
            <h2 id="project-details" className="text-3xl">
              Project Details
            </h2>
            {/* Static HTML from app/content, limited to h3, p, ul and li by the content schema. */}
            <div
              className="prose-body mt-4 max-w-[70ch]"
              dangerouslySetInnerHTML={{ __html: project.details }}
            />
          </section>
        </div>

        <aside aria-label="Project facts" className="self-start wide:sticky wide:top-24">
          <div className="card p-6">
            <h2 className="text-lg">Tech Stack</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {project.tech.map((tech) => (
                <li
                  key={tech}
                  className="rounded-full bg-surface px-3 py-1 text-sm font-medium text-ink ring-1 ring-line"
                >
                  {tech}
                </li>
              ))}
            </ul>
            <h2 className="mt-8 text-lg">Impact</h2>
            <p className="mt-3 text-[0.9875rem]">{project.impact}</p>
          </div>
          <div className="mt-6 rounded-card bg-navy-900 p-6 text-white">
            <h2 className="text-lg text-white">Planning something similar?</h2>
            <p className="mt-2 text-[0.9375rem] text-white/80">
              Tell us about your idea and we will show you how we would build it.
            </p>
            <Link to="/contact" className="btn btn-primary mt-5 w-full">
              Start a conversation
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
