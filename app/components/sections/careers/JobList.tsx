import { useId, useState } from "react";
import { Link } from "react-router";
import type { IconName } from "../../../content/schema";
import { useFieldAtHydration } from "../../../hooks/useFieldAtHydration";
import { Icon } from "../../ui/Icon";
import { ALL_DEPARTMENTS, filterJobs } from "./filter-jobs";

export type JobListItem = {
  slug: string;
  title: string;
  department: string;
  location: string;
  workplace: string;
  type: string;
  description: string;
};

/**
 * SPEC §2 Careers: "The list has a search box and a department filter (All Departments,
 * Engineering, Design, Research)"; PRODUCT-DECISIONS 1: they really filter.
 * "Each job has a View link to /careers/{slug}."
 */
export function JobList({
  jobs,
  departments,
  searchPlaceholder,
  emptyText,
  viewLabel,
  jobIcon,
  formAction,
}: {
  jobs: JobListItem[];
  departments: string[];
  searchPlaceholder: string;
  emptyText: string;
  viewLabel: string;
  jobIcon: IconName;
  /** Where the search form sends `?q=…&department=…` before the scripts run, e.g. "#open-positions". */
  formAction?: string;
}) {
  const id = useId();
  const firstDepartment = departments[0] ?? ALL_DEPARTMENTS;
  const [query, setQuery] = useState("");
  const [department, setDepartment] = useState(firstDepartment);
  const queryField = useFieldAtHydration<HTMLInputElement>("", setQuery);
  const departmentField = useFieldAtHydration<HTMLSelectElement>(firstDepartment, setDepartment);
  const visible = filterJobs(jobs, query, department);

  return (
    <div>
      <search aria-label="Open positions">
        {/* A plain GET form: before the scripts run, Enter loads the page with ?q=…, which the
            list reads when it hydrates (issue 31). Once hydrated it filters as the visitor types. */}
        <form
          method="get"
          action={formAction}
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-[var(--shadow-card)] md:grid-cols-[minmax(0,1fr)_16rem] md:p-5"
        >
          <div>
            <label htmlFor={`${id}-q`} className="text-sm font-semibold text-ink">
              Search jobs
            </label>
            <div className="relative mt-1.5">
              <Icon
                name="search"
                size={20}
                className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted"
              />
              <input
                ref={queryField}
                id={`${id}-q`}
                name="q"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={searchPlaceholder}
                autoComplete="off"
                className="min-h-12 w-full rounded-xl border border-line bg-white pr-4 pl-11 text-ink placeholder:text-muted focus-visible:border-accent-violet"
              />
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-department`} className="text-sm font-semibold text-ink">
              Department
            </label>
            <select
              ref={departmentField}
              id={`${id}-department`}
              name="department"
              value={department}
              onChange={(event) => setDepartment(event.target.value)}
              className="mt-1.5 min-h-12 w-full rounded-xl border border-line bg-white px-3 text-ink focus-visible:border-accent-violet"
            >
              {departments.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </form>
      </search>

      <p role="status" className="mt-6 text-sm text-muted">
        {visible.length === 1 ? "1 open position" : `${visible.length} open positions`}
        {department !== ALL_DEPARTMENTS ? ` in ${department}` : ""}
        {query.trim() ? ` matching “${query.trim()}”` : ""}
      </p>

      {visible.length === 0 ? (
        <p className="mt-4 rounded-card border border-dashed border-line bg-white p-8 text-center">
          {emptyText}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {visible.map((job) => (
            <li key={job.slug}>
              <article className="card flex flex-col gap-5 p-6 md:flex-row md:items-center md:gap-8">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent-cyan/15 to-accent-violet/15 text-accent-ink">
                  <Icon name={jobIcon} />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="text-xl">{job.title}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                    {[job.department, job.location, job.workplace, job.type].map((fact) => (
                      <li
                        key={fact}
                        className="rounded-full bg-surface px-3 py-0.5 font-medium text-body ring-1 ring-line"
                      >
                        {fact}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-3 line-clamp-2 text-[0.9875rem]">{job.description}</p>
                </div>
                <Link
                  to={`/careers/${job.slug}`}
                  aria-label={`${viewLabel} ${job.title}`}
                  className="btn btn-outline shrink-0 self-start md:self-center"
                >
                  {viewLabel}
                  <span aria-hidden="true">→</span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
