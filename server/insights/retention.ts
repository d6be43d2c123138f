import { repeatEvery, type Timers } from "../repeating-job.ts";
import { addDays, dayOf } from "./days.ts";
import type { InsightsStore } from "./store.ts";
import type { Clock } from "./visitor-hash.ts";

/**
 * Issue 14: "Raw events are kept 30 days (setting), then only daily aggregates." Every
 * hour: each finished day is rolled up into daily counts, then raw events older than
 * INSIGHTS_RETENTION_DAYS are deleted, and daily counts older than
 * INSIGHTS_DAILY_RETENTION_DAYS (issue 28, finding 11). A day counts as finished a few minutes after
 * midnight UTC, so beacons still being written for it are not left out. Safe on every
 * instance at once (a day is claimed in the same transaction that rolls it up).
 */

export const ROLL_UP_GRACE_MS = 5 * 60 * 1000;
export const INSIGHTS_JOB_INTERVAL_MS = 60 * 60 * 1000;

export type InsightsMaintenanceResult = {
  rolledUp: string[];
  deletedEvents: number;
  deletedDailyRows: number;
};

/**
 * One run: roll finished days up, delete raw events past `retentionDays` and, with
 * `dailyRetentionDays` (INSIGHTS_DAILY_RETENTION_DAYS), daily totals past that.
 */
export async function maintainInsights(
  store: InsightsStore,
  now: Date,
  retentionDays: number,
  dailyRetentionDays?: number,
): Promise<InsightsMaintenanceResult> {
  const firstOpenDay = dayOf(new Date(now.getTime() - ROLL_UP_GRACE_MS));
  const rolledUp = await store.rollUp(firstOpenDay, now);
  const deletedEvents = await store.deleteEventsBefore(addDays(dayOf(now), -retentionDays));
  const deletedDailyRows =
    dailyRetentionDays === undefined
      ? 0
      : await store.deleteDailyBefore(addDays(dayOf(now), -dailyRetentionDays));
  return { rolledUp, deletedEvents, deletedDailyRows };
}

export function startInsightsJob(options: {
  store: InsightsStore;
  retentionDays: number;
  dailyRetentionDays: number;
  logger: { info(details: object, message: string): void; error(details: object, message: string): void };
  clock?: Clock;
  timers?: Timers;
}) {
  const clock = options.clock ?? { now: () => new Date() };
  const runOnce = () =>
    maintainInsights(options.store, clock.now(), options.retentionDays, options.dailyRetentionDays);
  const schedule = repeatEvery(
    INSIGHTS_JOB_INTERVAL_MS,
    async () => {
      const result = await runOnce();
      if (result.rolledUp.length > 0 || result.deletedEvents > 0 || result.deletedDailyRows > 0)
        options.logger.info(
          result,
          "insights: rolled up finished days, deleted old raw events and daily totals",
        );
    },
    (error) => options.logger.error({ err: error }, "insights job failed; retrying next hour"),
    options.timers,
  );
  return { runOnce, stop: schedule.stop };
}
