/**
 * PRODUCT-DECISIONS 1: "the search box and the department filter really filter
 * (case-insensitive match on title and description; department All/Engineering/Design/Research)".
 */
export const ALL_DEPARTMENTS = "All Departments";

export type FilterableJob = { title: string; description: string; department: string };

export function filterJobs<T extends FilterableJob>(
  jobs: readonly T[],
  query: string,
  department: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase("en-GB");
  return jobs.filter((job) => {
    if (department !== ALL_DEPARTMENTS && job.department !== department) return false;
    if (needle === "") return true;
    return (
      job.title.toLocaleLowerCase("en-GB").includes(needle) ||
      job.description.toLocaleLowerCase("en-GB").includes(needle)
    );
  });
}
