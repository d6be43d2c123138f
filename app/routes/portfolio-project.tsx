import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { PageHero } from "../components/ui/PageHero";
import { getProject } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/portfolio-project";

export function loader({ params }: Route.LoaderArgs) {
  return { project: getProject(params.slug) ?? null };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const project = loaderData?.project;
  if (!project) {
    return pageMeta({
      title: "Project not found",
      description: "We couldn't find that project.",
      path: `/portfolio/${params.slug}`,
      noindex: true,
    });
  }
  return pageMeta({ title: project.title, description: project.desc, path: `/portfolio/${project.slug}` });
}

export default function PortfolioProject({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  // SPEC §8, unknown portfolio slug.
  if (!project)
    return <NotFoundMessage title="Project not found" backTo="/portfolio" backLabel="Back to portfolio" />;
  return <PageHero eyebrow="Portfolio" title={project.title} lead={project.overview} />;
}
