/**
 * SPEC §2 Careers: "an Apply Now link to /apply that carries the job title". The apply form
 * reads the title from the `job` query parameter (its jobTitle field).
 */
export const APPLY_JOB_PARAM = "job";

export function applyHref(title: string): string {
  return `/apply?${new URLSearchParams({ [APPLY_JOB_PARAM]: title })}`;
}
