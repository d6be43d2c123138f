import { Link, useSearchParams } from "react-router";
import { PageHero } from "../components/ui/PageHero";
import { careersPage, jobs } from "../content/index";
import { ApplyForm } from "../forms/apply/ApplyForm";
import { jobTitleFromQuery } from "../forms/apply/job-title";
import { useHydrated } from "../forms/use-hydrated";
import { breadcrumbTrail, trailPageMeta } from "../lib/seo";
import type { Route } from "./+types/apply";

export function loader() {
  return {
    apply: careersPage.apply,
    process: careersPage.hiringProcess,
    jobs: jobs.map((job) => ({ title: job.title, slug: job.slug })),
  };
}

export function meta() {
  return trailPageMeta({
    title: "Apply for a position",
    description:
      "Send us your details and your resume. Our hiring team reads every application and replies within a week.",
    trail: breadcrumbTrail({ name: "Careers", path: "/careers" }, { name: "Apply", path: "/apply" }),
  });
}

/** SPEC §2 Careers: "/apply shows the application form." */
export default function Apply({ loaderData }: Route.ComponentProps) {
  const { apply, process, jobs: openings } = loaderData;
  const [searchParams] = useSearchParams();
  // The prerendered page knows no query string: read it once hydrated, so the first
  // render matches the HTML (and at once after a client-side navigation).
  const hydrated = useHydrated();
  const requested = hydrated ? jobTitleFromQuery(searchParams.get("job")) : null;
  const jobTitle = requested ?? apply.defaultJobTitle;
  const job = openings.find((opening) => opening.title.toLowerCase() === jobTitle.toLowerCase());

  return (
    <>
      <PageHero eyebrow="Careers" title={apply.header.title} lead={apply.header.lead} />
      <div className="bg-surface">
        <div className="container-page section grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-14">
          <section aria-labelledby="apply-form-title" className="card p-6 sm:p-8 lg:p-10">
            <h2 id="apply-form-title" className="text-2xl md:text-3xl">
              Your application
            </h2>
            <p className="mt-2 text-body">
              You are applying for <strong className="font-semibold text-ink">{jobTitle}</strong>.
            </p>
            <p className="mt-1 mb-7 text-[0.9375rem] text-muted">
              {job ? (
                <>
                  <Link to={`/careers/${job.slug}`} className="font-semibold text-accent-ink underline">
                    Read the job description
                  </Link>
                  {" · "}
                </>
              ) : null}
              <Link to="/careers" className="font-semibold text-accent-ink underline">
                See all open positions
              </Link>
            </p>
            <ApplyForm jobTitle={jobTitle} />
          </section>
          <aside aria-labelledby="apply-process-title">
            <h2 id="apply-process-title" className="text-xl">
              {process.header.title}
            </h2>
            {process.header.lead ? <p className="mt-2 text-muted">{process.header.lead}</p> : null}
            <ol className="mt-6 grid gap-5">
              {process.steps.map((step) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
                  >
                    {step.step}
                  </span>
                  <div>
                    <h3 className="text-base font-semibold">{step.title}</h3>
                    <p className="mt-1 text-[0.9375rem] text-muted">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      </div>
    </>
  );
}
