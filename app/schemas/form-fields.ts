/**
 * The forms' plain constants — field names, limits, topics — without zod, so browser
 * code can use them without pulling the validation library into a page's first-load
 * JavaScript (the schemas themselves load on demand; see app/forms/validation.ts).
 * leads.ts and fields.ts re-export everything here; the server keeps importing those.
 */

export const LIMITS = {
  name: 200,
  email: 254, // RFC 5321 path limit
  phone: 50,
  company: 200,
  subject: 300,
  jobTitle: 200,
  longText: 10_000, // message, requirements
  /** The note a visitor may add when passing a chat to the team. */
  note: 2_000,
} as const;

/** The quote form's optional single file (multipart part name). */
export const QUOTE_FILE_FIELD = "document";

/** The apply form's required file (multipart part name). */
export const RESUME_FILE_FIELD = "resume";

/** SPEC 9: "Topic options: project (Start a Project), consult (AI Consultation), partnership, other." */
export const CONTACT_TOPICS = ["project", "consult", "partnership", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  project: "Start a Project",
  consult: "AI Consultation",
  partnership: "Partnership",
  other: "Other",
};

/** SPEC 3: "jobTitle (default "a position" if none is passed)". */
export const DEFAULT_JOB_TITLE = "a position";
