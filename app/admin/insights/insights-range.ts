import { INSIGHTS_PRESET_DAYS } from "../../schemas/insights-report";

/**
 * The Insights screen's range lives in the URL (?days=7|30|90, or ?from=…&to=…), so a
 * reload, the back button and a shared link keep it, as the inbox's filter does.
 */
export type InsightsRange = { days: number } | { from: string; to: string };

export const DEFAULT_DAYS = 30;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readRange(search: URLSearchParams): InsightsRange {
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  if (ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to) return { from, to };
  const days = Number(search.get("days"));
  return { days: (INSIGHTS_PRESET_DAYS as readonly number[]).includes(days) ? days : DEFAULT_DAYS };
}

export function rangeQuery(range: InsightsRange): Record<string, string> {
  return "days" in range ? { days: String(range.days) } : { from: range.from, to: range.to };
}

export function insightsHref(range: InsightsRange): string {
  return `/admin/insights?${new URLSearchParams(rangeQuery(range)).toString()}`;
}
