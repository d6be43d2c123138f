/**
 * Field and header names every public form posts besides its own fields, exported
 * so the browser forms and the API can never drift apart.
 *
 * - HONEYPOT_FIELD: a visually hidden input a person never fills. Deliberately not
 *   "website"/"url"/"fax": browsers and password managers autofill such names, and a
 *   filled honeypot silently drops a real lead.
 * - STARTED_AT_FIELD: Date.now() in the browser when the form was rendered; a
 *   submission faster than the server's minimum fill time is treated as a bot.
 * - IDEMPOTENCY_HEADER: a UUID generated once per submission attempt and reused on
 *   retries, so a retried request cannot create a second lead.
 */
export const HONEYPOT_FIELD = "leave_blank";
export const STARTED_AT_FIELD = "startedAt";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
