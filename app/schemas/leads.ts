import { z } from "zod";
import { CONVERSATION_TOKEN_PATTERN } from "../chat/limits.ts";
import { type FieldErrors, zodFieldErrors } from "./field-errors.ts";
import { emailAddress, LIMITS, optionalText, requiredLine, requiredText } from "./fields.ts";
import { CONTACT_TOPICS, DEFAULT_JOB_TITLE } from "./form-fields.ts";
import { LEAD_FIELD_LABELS, type LeadFieldKey } from "./lead-metadata.ts";

export { type FieldErrors, zodFieldErrors } from "./field-errors.ts";

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
  name: requiredLine(LEAD_FIELD_LABELS.name, LIMITS.name),
  email: emailAddress(),
  requirements: requiredText(LEAD_FIELD_LABELS.requirements, LIMITS.longText),
});
export type QuoteInput = z.input<typeof quoteSchema>;
export type Quote = z.output<typeof quoteSchema>;

/** Home page "Contact Us": SPEC 7 "JSON: name, email, phone, company, message, topic, nda". */
export const homeContactSchema = z.object({
  form: z.literal("home"),
  topic: z.enum(CONTACT_TOPICS, {
    error: (issue) =>
      issue.input === undefined
        ? `${LEAD_FIELD_LABELS.topic} is required`
        : `${LEAD_FIELD_LABELS.topic} must be one of ${CONTACT_TOPICS.join(", ")}`,
  }),
  name: requiredLine(LEAD_FIELD_LABELS.name, LIMITS.name),
  email: emailAddress(),
  phone: optionalText(LEAD_FIELD_LABELS.phone, LIMITS.phone),
  company: optionalText(LEAD_FIELD_LABELS.company, LIMITS.company),
  message: requiredText(LEAD_FIELD_LABELS.message, LIMITS.longText),
  nda: z.boolean({ error: "NDA must be true or false" }).default(false),
});

/** Contact page form: SPEC 7 "JSON: name, email, subject, message". */
export const pageContactSchema = z.object({
  form: z.literal("page"),
  name: requiredLine(LEAD_FIELD_LABELS.name, LIMITS.name),
  email: emailAddress(),
  subject: requiredLine(LEAD_FIELD_LABELS.subject, LIMITS.subject),
  message: requiredText(LEAD_FIELD_LABELS.message, LIMITS.longText),
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
  name: requiredLine(LEAD_FIELD_LABELS.name, LIMITS.name),
  email: emailAddress(),
  phone: requiredText(LEAD_FIELD_LABELS.phone, LIMITS.phone),
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
  name: requiredLine(LEAD_FIELD_LABELS.name, LIMITS.name),
  email: emailAddress(),
  company: optionalText(LEAD_FIELD_LABELS.company, LIMITS.company),
  datetime: datetimeLocal,
  requirements: requiredText(LEAD_FIELD_LABELS.requirements, LIMITS.longText),
  emailTo: emailAddress("emailTo").optional(),
});
export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;

/**
 * Issue 13: the support chat's inline form, "name, e-mail, optional phone/company,
 * optional note", sent with the conversation it passes to the team (the server copies
 * that conversation's transcript into the lead; the browser never sends it).
 */
export const chatLeadSchema = z.object({
  name: requiredLine(LEAD_FIELD_LABELS.name, LIMITS.name),
  email: emailAddress(),
  phone: optionalText(LEAD_FIELD_LABELS.phone, LIMITS.phone),
  company: optionalText(LEAD_FIELD_LABELS.company, LIMITS.company),
  note: optionalText(LEAD_FIELD_LABELS.note, LIMITS.note),
  conversationId: z.uuid({
    error: (issue) =>
      issue.input === undefined
        ? `${LEAD_FIELD_LABELS.conversationId} is required`
        : `${LEAD_FIELD_LABELS.conversationId} must be a conversation id`,
  }),
  /** The secret the chat API issued with the conversation (issue 28); checked, never stored. */
  conversationToken: z
    .string({ error: `${LEAD_FIELD_LABELS.conversationToken} is required` })
    .regex(CONVERSATION_TOKEN_PATTERN, {
      error: `${LEAD_FIELD_LABELS.conversationToken} must be the one the chat issued`,
    }),
});
export type ChatLeadInput = z.input<typeof chatLeadSchema>;
export type ChatLead = z.output<typeof chatLeadSchema>;

// LEAD_FIELDS (lead-metadata.ts) labels and orders every field these schemas store: a
// field added here without an entry there, or an entry there for no field, fails the typecheck.
type KeysOf<T> = T extends unknown ? keyof T : never;
type SchemaFieldKey = KeysOf<Quote | Contact | Application | Consultation | ChatLead>;
type MustBeEmpty<Keys extends never> = Keys;
export type UnlistedLeadFields = MustBeEmpty<Exclude<SchemaFieldKey, LeadFieldKey>>;
export type LeadFieldsWithoutSchema = MustBeEmpty<Exclude<LeadFieldKey, SchemaFieldKey>>;

/**
 * Field-level messages for a failed parse of a lead form: the shape of the API's 400
 * answer and what a form shows beside each input.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const { form, ...fields } = zodFieldErrors(error);
  // The derived discriminator is not a visible field: report the one that picks it.
  if (form !== undefined) fields.topic ??= `${LEAD_FIELD_LABELS.topic} is required`;
  return fields;
}
