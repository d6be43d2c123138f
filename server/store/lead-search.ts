/**
 * Inbox search (issue 7) behaves the same on SQLite and PostgreSQL because the text it
 * searches is prepared here, in JavaScript, not by either database: the values a
 * person sees (never JSON keys, so "requirements" does not match every quote),
 * NFKC-normalised and lower-cased with JavaScript's full Unicode rules. A query is
 * normalised the same way and every word must occur as a substring (LIKE, with the
 * wildcards of the query escaped). SQLite's lower() folds ASCII only and PostgreSQL's
 * depends on the database locale, so neither is used.
 */

export function normaliseForSearch(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

function collect(value: unknown, into: string[]) {
  if (typeof value === "string") into.push(value);
  else if (typeof value === "number" || typeof value === "bigint") into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (value !== null && typeof value === "object")
    for (const item of Object.values(value)) collect(item, into);
}

/** What a lead is found by: its name, e-mail, every field value, notes and file names. */
export function leadSearchText(lead: {
  name: string;
  email: string;
  payload: unknown;
  notes: string | null;
  filenames?: readonly string[];
}): string {
  const parts: string[] = [lead.name, lead.email];
  collect(lead.payload, parts);
  if (lead.notes) parts.push(lead.notes);
  parts.push(...(lead.filenames ?? []));
  return normaliseForSearch(parts.join("\n"));
}

/** The words of a query, normalised; at most 8, so a pasted paragraph stays cheap. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  return normaliseForSearch(query)
    .split(/\s+/)
    .map((term) => term.trim())
    .filter((term) => term.length > 0)
    .slice(0, 8);
}

/** A LIKE pattern matching the term anywhere, with % _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
