import { Link } from "react-router";
import { applyHref } from "../components/sections/careers/apply-href";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CheckList } from "../components/ui/CheckList";
import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { PageHero } from "../components/ui/PageHero";
import { getJob } from "../content/index";
import { displayDate } from "../lib/display-date";
import { breadcrumbTrail, notFoundMeta, trailPageMeta } from "../lib/seo";
import { jobPostingJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/job-detail";

export function loader({ params }: Route.LoaderArgs) {
  const job = getJob(params.slug);
  if (!job) return { job: null, jsonLd: [] };
  // Built here, at build time: the browser gets the finished JSON-LD, not the code that makes it.
  return { job: { ...job, posted: displayDate(job.datePosted) }, jsonLd: [jobPostingJsonLd(job)] };
}

const trailOf = (job: { title: string; slug: string }) =>
  breadcrumbTrail({ name: "Careers", path: "/careers" }, { name: job.title, path: `/careers/${job.slug}` });

export function meta({ loaderData, params }: Route.MetaArgs) {
  const job = loaderData?.job;
  if (!job) {
    return notFoundMeta(
      "Job Not Found",
      "Sorry, we couldn't find the opening you were looking for.",
      `/careers/${params.slug}`,
    );
  }
  const trail = trailOf(job);
  return trailPageMeta({
    title: `${job.title} (${job.location})`,
    description: job.description,
    trail,
    jsonLd: loaderData.jsonLd,
  });
}

/**
 * SPEC §2 Careers: "/careers/{slug} shows the job description, responsibilities and
 * qualifications, and an Apply Now link to /apply that carries the job title."
 */
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
  const apply = applyHref(job.title);
  const facts = [
    ["Department", job.department],
    ["Location", job.location],
    ["Workplace", job.workplace],
    ["Type", job.type],
  ] as const;
  return (
    <>
      <PageHero breadcrumbs={<Breadcrumbs items={trailOf(job)} />} eyebrow={job.department} title={job.title}>
        <ul className="mt-5 flex flex-wrap gap-2 text-sm">
          {[job.location, job.workplace, job.type].map((fact) => (
            <li
              key={fact}
              className="rounded-full bg-white/10 px-3 py-1 font-medium text-white ring-1 ring-white/15"
            >
              {fact}
            </li>
          ))}
        </ul>
        <Link to={apply} className="btn btn-primary mt-8">
          Apply Now
        </Link>
      </PageHero>

      <div className="container-page section grid gap-12 wide:grid-cols-[minmax(0,1fr)_20rem] wide:gap-16">
        <div className="min-w-0 max-w-[70ch]">
          <section aria-labelledby="job-description">
            <h2 id="job-description" className="text-3xl">
              About the role
            </h2>
            <p className="mt-4 text-lg">{job.description}</p>
          </section>
          <section aria-labelledby="job-responsibilities" className="mt-12">
            <h2 id="job-responsibilities" className="text-3xl">
              Responsibilities
            </h2>
            <CheckList items={job.responsibilities} className="mt-6" />
          </section>
          <section aria-labelledby="job-qualifications" className="mt-12">
            <h2 id="job-qualifications" className="text-3xl">
              Qualifications
            </h2>
            <CheckList items={job.qualifications} className="mt-6" />
          </section>
          <div className="mt-12 flex flex-wrap items-center gap-4">
            <Link to={apply} className="btn btn-primary">
              Apply Now
            </Link>
            <Link
              to="/careers"
              className="inline-flex min-h-11 items-center font-semibold text-accent-ink hover:underline"
            >
              <span aria-hidden="true">←&nbsp;</span>All open positions
            </Link>
          </div>
        </div>
        <aside aria-labelledby="job-facts" className="self-start wide:sticky wide:top-24">
          <div className="card p-6">
            <h2 id="job-facts" className="text-lg">
              At a glance
            </h2>
            <dl className="mt-4 grid gap-3 text-[0.9375rem]">
              {facts.map(([term, value]) => (
                <div
                  key={term}
                  className="flex justify-between gap-4 border-b border-line pb-3 last:border-0 last:pb-0"
                >
                  <dt className="text-muted">{term}</dt>
                  <dd className="font-semibold text-ink">{value}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4">
                <dt className="text-muted">Posted</dt>
                <dd className="font-semibold text-ink">
                  <time dateTime={job.datePosted}>{job.posted}</time>
                </dd>
              </div>
            </dl>
          </div>
        </aside>
      </div>
    </>
  );
}
