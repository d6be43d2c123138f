import type { Lead } from "../store/types.ts";

/**
 * CSV as RFC 4180 describes it (CRLF line ends; a field with a comma, quote or line
 * break is quoted, quotes doubled) and safe to open in a spreadsheet: a cell starting
 * with = + - @ (or a tab or carriage return) is a formula to Excel, LibreOffice and
 * Google Sheets, so a visitor could otherwise plant `=HYPERLINK(...)` in their message.
 * Such cells get a leading apostrophe (OWASP's advice), which shows the text as typed.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  let text = typeof value === "string" ? value : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A UTF-8 byte order mark, so Excel reads accented names correctly; other tools ignore it. */
export const CSV_BOM = "\uFEFF";

function field(lead: Lead, key: string): unknown {
  return lead.payload[key];
}

/** One column per field any lead form has; a lead leaves the others empty. */
export const LEAD_CSV_COLUMNS: readonly { header: string; value: (lead: Lead) => unknown }[] = [
  { header: "id", value: (lead) => lead.id },
  { header: "created_at", value: (lead) => lead.createdAt.toISOString() },
  { header: "type", value: (lead) => lead.type },
  { header: "status", value: (lead) => lead.status },
  { header: "name", value: (lead) => lead.name },
  { header: "email", value: (lead) => lead.email },
  { header: "phone", value: (lead) => field(lead, "phone") },
  { header: "company", value: (lead) => field(lead, "company") },
  { header: "topic", value: (lead) => field(lead, "topic") },
  { header: "subject", value: (lead) => field(lead, "subject") },
  { header: "job_title", value: (lead) => field(lead, "jobTitle") },
  { header: "preferred_time", value: (lead) => field(lead, "datetime") },
  { header: "nda", value: (lead) => field(lead, "nda") },
  { header: "message", value: (lead) => field(lead, "message") ?? field(lead, "requirements") },
  { header: "attachment", value: (lead) => lead.attachments.map((file) => file.filename).join("; ") },
  { header: "notes", value: (lead) => lead.notes },
];

export function leadCsvHeader(): string {
  return csvRow(LEAD_CSV_COLUMNS.map((column) => column.header));
}

export function leadCsvRow(lead: Lead): string {
  return csvRow(LEAD_CSV_COLUMNS.map((column) => column.value(lead)));
}
