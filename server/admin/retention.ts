import { repeatEvery, type Timers } from "../repeating-job.ts";
import type { AdminStore, RetentionCounts } from "../store/admin-store.ts";
import type { Clock } from "./auth.ts";

export type { Timers } from "../repeating-job.ts";

/**
 * The retention promise of the privacy policy, kept by the server itself: leads older
 * than RETENTION_DAYS (default 730) and chat conversations older than
 * CHAT_RETENTION_DAYS (default 180) are deleted, at start and then once a day. Every
 * instance may run it; the deletes are idempotent. The clock and timers are injectable
 * so tests can move time by hand.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type RetentionJob = {
  /** One pass now; what the schedule runs. */
  runOnce(): Promise<RetentionCounts>;
  /** Cancels the next run and waits for a pass in progress. */
  stop(): Promise<void>;
};

export function retentionCutoffs(now: Date, days: { retentionDays: number; chatRetentionDays: number }) {
  return {
    leadsBefore: new Date(now.getTime() - days.retentionDays * DAY_MS),
    conversationsBefore: new Date(now.getTime() - days.chatRetentionDays * DAY_MS),
  };
}

export function startRetentionJob(options: {
  adminStore: AdminStore;
  retentionDays: number;
  chatRetentionDays: number;
  logger: RetentionLogger;
  clock?: Clock;
  timers?: Timers;
  intervalMs?: number;
}): RetentionJob {
  const clock = options.clock ?? { now: () => new Date() };
  const intervalMs = options.intervalMs ?? DAY_MS;

  async function runOnce(): Promise<RetentionCounts> {
    const now = clock.now();
    const cutoffs = retentionCutoffs(now, options);
    const counts = await options.adminStore.applyRetention({ ...cutoffs, now });
    if (counts.leads > 0 || counts.conversations > 0) {
      options.logger.info(
        { ...counts, leadsBefore: cutoffs.leadsBefore, conversationsBefore: cutoffs.conversationsBefore },
        "retention: deleted old personal data",
      );
    }
    return counts;
  }

  const schedule = repeatEvery(
    intervalMs,
    runOnce,
    (error) => options.logger.error({ err: error }, "retention job failed; retrying at the next run"),
    options.timers,
  );
  return { runOnce, stop: schedule.stop };
}
