import { leadFieldText } from "../schemas/lead-metadata";

/** A stored field's value in the lead view; an empty one shows as a dash. */
export function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return "—";
  return leadFieldText(key, value);
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

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
