import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { PageHero } from "../components/ui/PageHero";
import { getJob } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/job-detail";

export function loader({ params }: Route.LoaderArgs) {
  return { job: getJob(params.slug) ?? null };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const job = loaderData?.job;
  if (!job) {
    return pageMeta({
      title: "Job Not Found",
      description: "Sorry, we couldn't find the opening you were looking for.",
      path: `/careers/${params.slug}`,
      noindex: true,
    });
  }
  return pageMeta({
    title: `${job.title} (${job.location})`,
    description: job.description,
    path: `/careers/${job.slug}`,
  });
}

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  // SPEC §8, unknown job slug.
  if (!job) {
    return (
      <NotFoundMessage
        title="Job Not Found"
        text="Sorry, we couldn't find the opening you were looking for."
        backTo="/careers"
        backLabel="See all openings"
      />
    );
  }
  return <PageHero eyebrow={job.department} title={job.title} lead={job.description} />;
}
