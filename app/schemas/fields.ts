import { z } from "zod";
import { LIMITS } from "./form-fields.ts";
import { LEAD_FIELD_LABELS } from "./lead-metadata.ts";

/**
 * Building blocks shared by every lead form, in the browser and on the server.
 * Text is trimmed and length-capped but otherwise kept exactly as typed: escaping
 * is the job of whatever renders it later (HTML, e-mail), never of the store.
 */

export { LIMITS };

function requiredMessage(label: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;
}

/** A required single-line or multi-line text field: trimmed, non-empty, capped. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

/**
 * Unicode format characters (category Cf: bidirectional overrides and isolates, marks,
 * zero-width spaces, the BOM) are invisible and can make "cv\u202Efdp.exe" read as
 * "cvexe.pdf" in the inbox, the CSV or an e-mail. They are removed, except the two
 * joiners (ZWNJ U+200C, ZWJ U+200D) that Persian, Indic scripts and emoji spell with.
 */
const FORMAT_CHARACTERS = /(?![\u200C\u200D])\p{Cf}/gu;

export function withoutFormatCharacters(value: string): string {
  return value.replace(FORMAT_CHARACTERS, "");
}

/**
 * A required one-line text shown as a label (a name, a subject): like requiredText, but
 * without format characters, and blank when nothing visible is left.
 */
export function requiredLine(label: string, max: number) {
  return z
    .string({ error: requiredMessage(label) })
    .transform(withoutFormatCharacters)
    .pipe(requiredText(label, max));
}

/**
 * An optional text field. Browsers post empty inputs as "", which means "not given",
 * so an empty value becomes undefined instead of an empty string in the record.
 */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => (value === "" ? undefined : value));
}

export function emailAddress(label = LEAD_FIELD_LABELS.email) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(LIMITS.email, { error: `${label} must be at most ${LIMITS.email} characters` })
    .pipe(z.email({ error: `${label} must be a valid e-mail address` }));
}
