import { LIMITS } from "../../schemas/form-fields";

/**
 * The job title an /apply link carries in `?job=` (the careers pages link Apply Now as
 * `/apply?job=<title>`). Whitespace is tidied and the length capped at what the API
 * accepts; an empty or missing value gives null, and the form then sends the default
 * "a position" (SPEC §3).
 */
export function jobTitleFromQuery(value: string | null): string | null {
  if (value === null) return null;
  const title = value.replace(/\s+/g, " ").trim().slice(0, LIMITS.jobTitle).trim();
  return title === "" ? null : title;
}
