import type { LeadStatus, LeadType } from "./api";

export const TYPE_LABELS: Record<LeadType, string> = {
  quote: "Quote request",
  contact: "Contact message",
  application: "Job application",
  consultation: "Consultation",
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

/** Labels for the fields the forms send; anything else shows its own key. */
export const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  company: "Company",
  topic: "Topic",
  subject: "Subject",
  message: "Message",
  requirements: "Requirements",
  jobTitle: "Position",
  datetime: "Preferred date and time",
  emailTo: "Sent to",
  nda: "NDA requested",
  form: "Form",
};

const TOPICS: Record<string, string> = {
  project: "Start a Project",
  consult: "AI Consultation",
  partnership: "Partnership",
  other: "Other",
};

export function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (key === "topic" && typeof value === "string") return TOPICS[value] ?? value;
  if (key === "form" && typeof value === "string") {
    return value === "home" ? "Home page form" : value === "page" ? "Contact page form" : value;
  }
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A week's first day (a UTC date) as "3 Mar". */
export function formatWeek(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} bytes`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
