import type { WeeklyCounts } from "../../app/schemas/admin-api.ts";
import { LEAD_TYPES, type LeadType } from "../store/types.ts";

/**
 * Leads per week by type, for the inbox chart. Weeks start on Monday 00:00 UTC
 * (ISO weeks); the last bucket is the current, partial week.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export function startOfIsoWeek(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The first moment counted when showing `weeks` weeks up to and including now's week. */
export function firstWeekStart(now: Date, weeks: number): Date {
  return new Date(startOfIsoWeek(now).getTime() - (weeks - 1) * WEEK_MS);
}

export function weeklyCounts(
  items: readonly { type: LeadType; createdAt: Date }[],
  now: Date,
  weeks: number,
): WeeklyCounts[] {
  const first = firstWeekStart(now, weeks).getTime();
  const buckets: WeeklyCounts[] = Array.from({ length: weeks }, (_, index) => ({
    weekStart: new Date(first + index * WEEK_MS).toISOString().slice(0, 10),
    counts: Object.fromEntries(LEAD_TYPES.map((type) => [type, 0])) as Record<LeadType, number>,
  }));
  for (const item of items) {
    const index = Math.floor((item.createdAt.getTime() - first) / WEEK_MS);
    const bucket = buckets[index];
    if (bucket) bucket.counts[item.type] += 1;
  }
  return buckets;
}
