/**
 * Turns a zod error on a piece of content into lines a person can act on: the file, the
 * field (as a path such as `jobs[1].title`) and what is wrong with it.
 * Plain Node: the build's content check (scripts/check-content.ts) and the blog loader use it.
 */
import type { z } from "zod";

/** A content file that does not match its schema; the message lists every problem. */
export class ContentError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** `jobs[1].title` for the path [1, "title"] under the name "jobs". */
export function fieldPath(name: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : `${out}${out ? "." : ""}${String(key)}`),
    name,
  );
}

/** The slug (or title, or name) of a list item, so `jobs[1]` also says which job it is. */
function itemLabel(value: unknown, path: readonly PropertyKey[]): string {
  const [index] = path;
  if (!Array.isArray(value) || typeof index !== "number") return "";
  const item: unknown = value[index];
  if (!item || typeof item !== "object") return "";
  const { slug, title, name } = item as Record<string, unknown>;
  const label = [slug, title, name].find((candidate) => typeof candidate === "string" && candidate !== "");
  return typeof label === "string" ? ` (${label})` : "";
}

/**
 * One line per issue: `app/content/jobs.ts: jobs[1] (frontend-developer).title: Too small: …`.
 * `topLevel` names the value itself, for issues about it as a whole (e.g. an unknown key).
 */
export function describeIssues(
  file: string,
  name: string,
  error: z.ZodError,
  { value, topLevel = name }: { value?: unknown; topLevel?: string } = {},
): string[] {
  return error.issues.map((issue) => {
    const [first, ...rest] = issue.path;
    const where =
      first === undefined
        ? topLevel
        : `${fieldPath(name, [first])}${itemLabel(value, issue.path)}${rest.length > 0 ? fieldPath("", rest).replace(/^(?!\[)/, ".") : ""}`;
    return `${file}: ${where}: ${issue.message}`;
  });
}
