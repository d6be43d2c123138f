/**
 * A failed zod parse as `{ field: message }`: the first message for each top-level field,
 * in the order zod reports them; a problem with the value as a whole goes under `rootKey`.
 * The `fields` of every 400 answer (lead API, admin API, chat) and what a form shows
 * beside each input. Typed by shape, so importing it never loads zod.
 */
export type FieldErrors = Record<string, string>;

type ParseError = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

export function zodFieldErrors(error: ParseError, rootKey = "_form"): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : rootKey;
    fields[key] ??= issue.message;
  }
  return fields;
}
