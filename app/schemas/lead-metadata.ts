import { CONTACT_TOPIC_LABELS, type ContactTopic } from "./form-fields.ts";
import type { Contact } from "./leads.ts";

/**
 * What a lead is, written once for everything that shows or checks one: the team's
 * notification e-mail, the admin inbox, the CSV export and the admin API (and the
 * store's types). Plain constants and small functions, no zod, so the admin bundle can
 * import them without the validation library.
 */

/** `chat`: a visitor who left their details in the support chat (issue 13), with its transcript. */
export const LEAD_TYPES = ["quote", "contact", "application", "consultation", "chat"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export function isLeadType(value: unknown): value is LeadType {
  return (LEAD_TYPES as readonly unknown[]).includes(value);
}

/** Also the noun of the team e-mail's subject, lower-cased ("New quote request from …"). */
export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  quote: "Quote request",
  contact: "Contact message",
  application: "Job application",
  consultation: "Consultation request",
  chat: "Chat",
};

/** The team's pipeline: new → contacted → won or lost. */
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

/** Internal notes on a lead: the inbox's textarea and the API accept this many characters. */
export const LEAD_NOTES_MAX_LENGTH = 10_000;

/** Both contact forms post to /api/contact; the stored `form` field says which one it was. */
export type ContactForm = Contact["form"];
export const CONTACT_FORM_LABELS: Record<ContactForm, string> = {
  home: "Home page Contact Us form",
  page: "Contact page form",
};

export type LeadFieldInfo = {
  key: string;
  /** As the visitor's form labels the input (where it has one). */
  label: string;
  /** Column of the CSV export; fields sharing a column fill it in turn. None: not exported. */
  csvColumn?: string;
};

/**
 * Every field a lead form sends, in reading order: the e-mail and the inbox list a lead's
 * fields in this order (anything unknown follows, by name), the CSV export its columns.
 * leads.ts checks at compile time that this lists exactly the fields its schemas have.
 */
export const LEAD_FIELDS = [
  { key: "form", label: "Form" },
  { key: "name", label: "Name", csvColumn: "name" },
  { key: "email", label: "Email", csvColumn: "email" },
  { key: "phone", label: "Phone", csvColumn: "phone" },
  { key: "company", label: "Company", csvColumn: "company" },
  { key: "topic", label: "Topic", csvColumn: "topic" },
  { key: "subject", label: "Subject", csvColumn: "subject" },
  { key: "jobTitle", label: "Position", csvColumn: "job_title" },
  { key: "datetime", label: "Preferred date and time", csvColumn: "preferred_time" },
  { key: "nda", label: "NDA requested", csvColumn: "nda" },
  { key: "message", label: "Message", csvColumn: "message" },
  { key: "requirements", label: "Requirements", csvColumn: "message" },
  { key: "note", label: "Note for the team", csvColumn: "message" },
  { key: "emailTo", label: "Sent to" },
  // Exported as the CSV's last column (server/admin/csv.ts), so earlier columns keep their places.
  { key: "conversationId", label: "Conversation" },
  // Proves the conversation when it is handed off (issue 28); never stored with the lead.
  { key: "conversationToken", label: "Conversation key" },
] as const satisfies readonly LeadFieldInfo[];

export type LeadFieldKey = (typeof LEAD_FIELDS)[number]["key"];

/**
 * A chat lead's copy of its conversation so far (issue 13), added by the server to the
 * stored fields: what the visitor and the assistant said, with when and on which page.
 * Not a form field, so not in LEAD_FIELDS: the inbox and the team's e-mail show it as a
 * conversation of its own.
 */
export const TRANSCRIPT_FIELD = "transcript";
export const TRANSCRIPT_LABEL = "Conversation so far";
export type TranscriptEntry = { sender: "user" | "ai"; text: string; at: string; page?: string };

/**
 * A chat message as plain text: the assistant writes links as [label](address) for the chat
 * window to render; the inbox and the team's e-mail show "label (address)" instead.
 */
export function plainChatText(text: string): string {
  return text.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_match, label: string, href: string) =>
    href === "#get-quote" ? `${label} (the quote form)` : `${label} (${href})`,
  );
}

/** The stored transcript of a lead's fields, or none when it has none (or not in this shape). */
export function transcriptOf(fields: Record<string, unknown>): TranscriptEntry[] | undefined {
  const value = fields[TRANSCRIPT_FIELD];
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (entry): entry is TranscriptEntry =>
      typeof entry === "object" &&
      entry !== null &&
      (entry.sender === "user" || entry.sender === "ai") &&
      typeof entry.text === "string" &&
      typeof entry.at === "string",
  );
}

export const LEAD_FIELD_LABELS = Object.fromEntries(
  LEAD_FIELDS.map((field) => [field.key, field.label]),
) as Record<LeadFieldKey, string>;

/** The label of any stored field; one that no form sends is shown by its own name. */
export function leadFieldLabel(key: string): string {
  return Object.hasOwn(LEAD_FIELD_LABELS, key) ? LEAD_FIELD_LABELS[key as LeadFieldKey] : key;
}

function rank(key: string): number {
  const index = LEAD_FIELDS.findIndex((field) => field.key === key);
  return index === -1 ? LEAD_FIELDS.length : index;
}

/** A lead's fields in reading order: the known ones as LEAD_FIELDS lists them, then the rest by name. */
export function orderedLeadFields(fields: Record<string, unknown>): [key: string, value: unknown][] {
  return Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Where a lead came from (issue 13 "Where every lead came from"), recorded with every
 * lead type and kept apart from the visitor's fields: the browser keeps it in
 * sessionStorage (app/forms/attribution.ts), the API checks it (attribution.ts), the store
 * keeps each in its own column, and the lead view, the CSV and the admin API show it.
 * `maxLength` caps what the browser keeps and what the API accepts.
 */
export const ATTRIBUTION_FIELDS = [
  { key: "sourcePage", label: "Sent from page", csvColumn: "source_page", maxLength: 512 },
  { key: "landingPage", label: "Landing page", csvColumn: "landing_page", maxLength: 512 },
  { key: "referrerHost", label: "Referred by (site)", csvColumn: "referrer_host", maxLength: 253 },
  { key: "utmSource", label: "Campaign source (utm_source)", csvColumn: "utm_source", maxLength: 200 },
  { key: "utmMedium", label: "Campaign medium (utm_medium)", csvColumn: "utm_medium", maxLength: 200 },
  { key: "utmCampaign", label: "Campaign name (utm_campaign)", csvColumn: "utm_campaign", maxLength: 200 },
] as const satisfies readonly (LeadFieldInfo & { csvColumn: string; maxLength: number })[];

export type AttributionKey = (typeof ATTRIBUTION_FIELDS)[number]["key"];

export const ATTRIBUTION_KEYS = ATTRIBUTION_FIELDS.map((field) => field.key) as readonly AttributionKey[];

export const ATTRIBUTION_LABELS = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((field) => [field.key, field.label]),
) as Record<AttributionKey, string>;

export const ATTRIBUTION_MAX_LENGTH = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((field) => [field.key, field.maxLength]),
) as Record<AttributionKey, number>;

/** The store's shape: every attribution field, absent ones as undefined. */
export type LeadAttribution = Partial<Record<AttributionKey, string>>;

export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === "string" && Object.hasOwn(CONTACT_TOPIC_LABELS, value);
}

function isContactForm(value: unknown): value is ContactForm {
  return typeof value === "string" && Object.hasOwn(CONTACT_FORM_LABELS, value);
}

/** A field's value as a person reads it: coded values by their label, flags as Yes or No. */
export function leadFieldText(key: string, value: unknown): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (key === "topic" && isContactTopic(value)) return CONTACT_TOPIC_LABELS[value];
  if (key === "form" && isContactForm(value)) return CONTACT_FORM_LABELS[value];
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}
