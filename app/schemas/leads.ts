import { z } from "zod";
import { emailAddress, LIMITS, optionalText, requiredText } from "./fields.ts";
import { CONTACT_TOPICS, DEFAULT_JOB_TITLE } from "./form-fields.ts";

export {
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactTopic,
  DEFAULT_JOB_TITLE,
  QUOTE_FILE_FIELD,
  RESUME_FILE_FIELD,
} from "./form-fields.ts";

/**
 * The lead forms of SPEC section 3 (fields) and 5 (required checks), one schema per
 * form, used by the browser before submit and by the API before anything is stored.
 * Unknown fields are dropped (zod objects strip them), never an error.
 */

export const quoteSchema = z.object({
  name: requiredText("Name", LIMITS.name),
  email: emailAddress(),
  requirements: requiredText("Requirements", LIMITS.longText),
});
export type QuoteInput = z.input<typeof quoteSchema>;
export type Quote = z.output<typeof quoteSchema>;

/** Home page "Contact Us": SPEC 7 "JSON: name, email, phone, company, message, topic, nda". */
export const homeContactSchema = z.object({
  form: z.literal("home"),
  topic: z.enum(CONTACT_TOPICS, {
    error: (issue) =>
      issue.input === undefined ? "Topic is required" : `Topic must be one of ${CONTACT_TOPICS.join(", ")}`,
  }),
  name: requiredText("Name", LIMITS.name),
  email: emailAddress(),
  phone: optionalText("Phone", LIMITS.phone),
  company: optionalText("Company", LIMITS.company),
  message: requiredText("Message", LIMITS.longText),
  nda: z.boolean({ error: "NDA must be true or false" }).default(false),
});

/** Contact page form: SPEC 7 "JSON: name, email, subject, message". */
export const pageContactSchema = z.object({
  form: z.literal("page"),
  name: requiredText("Name", LIMITS.name),
  email: emailAddress(),
  subject: requiredText("Subject", LIMITS.subject),
  message: requiredText("Message", LIMITS.longText),
});

/**
 * POST /api/contact takes both shapes of SPEC 7. The browser sends them as SPEC says
 * (no discriminator), so `form` is derived from the shape: a `subject` means the
 * contact page, anything else the home form (which then asks for a topic). A client
 * may also send `form` itself.
 */
export const contactSchema = z.preprocess(
  (input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
    const record = input as Record<string, unknown>;
    if (record.form === "home" || record.form === "page") return record;
    return { ...record, form: "subject" in record && !("topic" in record) ? "page" : "home" };
  },
  z.discriminatedUnion("form", [homeContactSchema, pageContactSchema]),
);
export type ContactInput = z.input<typeof homeContactSchema> | z.input<typeof pageContactSchema>;
export type Contact = z.output<typeof contactSchema>;

export const applicationSchema = z.object({
  name: requiredText("Name", LIMITS.name),
  email: emailAddress(),
  phone: requiredText("Phone", LIMITS.phone),
  jobTitle: optionalText("Job title", LIMITS.jobTitle).transform((value) => value ?? DEFAULT_JOB_TITLE),
});
export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/** An <input type="datetime-local"> value: "2025-07-24T14:30", seconds optional, no zone. */
const datetimeLocal = z
  .string({ error: "Date and time must be text" })
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.iso.datetime({ local: true, error: "Date and time must look like 2025-07-24T14:30" }).optional());

/**
 * PRODUCT-DECISIONS 7: the consultation modal posts name, email, company, datetime,
 * requirements "plus the modal's emailTo". Which addresses emailTo may name is the
 * server's decision (its team list), checked by the API, not here.
 */
export const consultationSchema = z.object({
  name: requiredText("Name", LIMITS.name),
  email: emailAddress(),
  company: optionalText("Company", LIMITS.company),
  datetime: datetimeLocal,
  requirements: requiredText("Requirements", LIMITS.longText),
  emailTo: emailAddress("emailTo").optional(),
});
export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;

/**
 * Field-level messages for a failed parse, keyed by the first path segment: the
 * shape of the API's 400 answer and what a form shows beside each input.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    // The derived discriminator is not a visible field: report the one that picks it.
    const field = key === "form" ? "topic" : key;
    fields[field] ??= field === "topic" && key === "form" ? "Topic is required" : issue.message;
  }
  return fields;
}
