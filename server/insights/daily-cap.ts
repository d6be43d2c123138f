/**
 * A site-wide cap on the raw events stored per UTC day (INSIGHTS_MAX_EVENTS_PER_DAY; issue
 * 28, finding 11: raw events were bounded only per address, so many addresses could fill
 * the table). Past the cap a beacon is still answered 204 but not stored, and the day's
 * counts stop growing; the first refused beacon of a day is logged.
 *
 * Each instance counts what it stores and reads the day's total from the store again at
 * most once a minute, so instances sharing a database overshoot the cap by at most what
 * they store in that minute (which the per-address limit bounds too).
 */
export const RECOUNT_EVERY_MS = 60_000;

export type DailyEventCap = {
  /** Whether one more event of `day` may be stored; counts it when it may. */
  admit(day: string): Promise<boolean>;
};

type Logger = { warn(details: object, message: string): void };

export function dailyEventCap(options: {
  max: number;
  countEventsOn: (day: string) => Promise<number>;
  log: Logger;
  now?: () => number;
}): DailyEventCap {
  const now = options.now ?? Date.now;
  let current: { day: string; stored: number; countedAt: number; refusalLogged: boolean } | undefined;
  let recount: Promise<void> | undefined;

  async function freshCount(day: string) {
    if (current?.day === day && now() - current.countedAt < RECOUNT_EVERY_MS) return;
    recount ??= options
      .countEventsOn(day)
      .then((stored) => {
        const refusalLogged = current?.day === day && current.refusalLogged;
        current = { day, stored, countedAt: now(), refusalLogged };
      })
      .finally(() => {
        recount = undefined;
      });
    await recount;
  }

  return {
    async admit(day) {
      if (options.max <= 0) return true;
      await freshCount(day);
      if (!current || current.day !== day) return true;
      if (current.stored >= options.max) {
        if (!current.refusalLogged) {
          current.refusalLogged = true;
          options.log.warn(
            { day, max: options.max },
            "insights: the day's cap on raw events is reached; further beacons today are not stored",
          );
        }
        return false;
      }
      current.stored += 1;
      return true;
    },
  };
}
