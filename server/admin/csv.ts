import { ATTRIBUTION_FIELDS, LEAD_FIELDS } from "../../app/schemas/lead-metadata.ts";
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

type CsvColumn = { header: string; value: (lead: Lead) => unknown };

function fieldValue(lead: Lead, key: string): unknown {
  if (key === "name") return lead.name;
  if (key === "email") return lead.email;
  return lead.payload[key];
}

/**
 * One column per exported lead field (app/schemas/lead-metadata.ts), in reading order;
 * fields that share a column (a quote's requirements, a contact's message) fill it in turn.
 */
function fieldColumns(): CsvColumn[] {
  const keysByColumn = new Map<string, string[]>();
  for (const field of LEAD_FIELDS) {
    if (!("csvColumn" in field)) continue;
    keysByColumn.set(field.csvColumn, [...(keysByColumn.get(field.csvColumn) ?? []), field.key]);
  }
  return [...keysByColumn].map(([header, keys]) => ({
    header,
    value: (lead) => keys.map((key) => fieldValue(lead, key)).find((value) => value != null),
  }));
}

/**
 * The lead's own columns, every form field's, then the attachment, the team's notes and
 * where the lead came from; a lead leaves the others empty.
 */
export const LEAD_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: "id", value: (lead) => lead.id },
  { header: "created_at", value: (lead) => lead.createdAt.toISOString() },
  { header: "type", value: (lead) => lead.type },
  { header: "status", value: (lead) => lead.status },
  ...fieldColumns(),
  { header: "attachment", value: (lead) => lead.attachments.map((file) => file.filename).join("; ") },
  { header: "notes", value: (lead) => lead.notes },
  // Issue 13: where the lead came from.
  ...ATTRIBUTION_FIELDS.map(
    (field): CsvColumn => ({ header: field.csvColumn, value: (lead) => lead.attribution[field.key] }),
  ),
  // A chat lead's conversation, also after retention deleted the conversation itself.
  { header: "conversation_id", value: (lead) => lead.conversationId ?? lead.payload.conversationId },
];

export function leadCsvHeader(): string {
  return csvRow(LEAD_CSV_COLUMNS.map((column) => column.header));
}

export function leadCsvRow(lead: Lead): string {
  return csvRow(LEAD_CSV_COLUMNS.map((column) => column.value(lead)));
}
