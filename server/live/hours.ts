import { siteConfig } from "../../app/site.config.ts";

/**
 * When a person can be asked to join the chat. By default the company's opening hours, read
 * here and only here from the content (app/site.config.ts `contact.openingTimes`, in the
 * office's time zone). LIVE_CHAT_HOURS=always|never overrides it (server/live/settings.ts).
 */

export type OpeningRule = {
  /** 0 = Sunday … 6 = Saturday. */
  days: number[];
  /** Minutes after midnight, local time. */
  opens: number;
  closes: number;
};

export type LiveHours =
  | { kind: "always" }
  | { kind: "never" }
  | { kind: "weekly"; rules: OpeningRule[]; timeZone: string };

/** The office's time zone, from the site config. */
export const OFFICE_TIME_ZONE: string = siteConfig.contact.timeZone;

const DAY_CODES = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];

function minutes(text: string): number {
  const [hours, mins] = text.split(":").map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
}

/** Reads schema.org openingHours ("Mo-Sa 09:00-18:00", several separated by commas). */
export function parseOpeningHours(spec: string): OpeningRule[] {
  const rules: OpeningRule[] = [];
  for (const part of spec.split(",")) {
    const match = /^\s*([A-Z][a-z])(?:-([A-Z][a-z]))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})\s*$/.exec(part);
    if (!match) continue;
    const from = DAY_CODES.indexOf(match[1] ?? "");
    const to = match[2] ? DAY_CODES.indexOf(match[2]) : from;
    if (from < 0 || to < 0) continue;
    const days: number[] = [];
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === to) break;
    }
    rules.push({ days, opens: minutes(match[3] ?? "00:00"), closes: minutes(match[4] ?? "00:00") });
  }
  return rules;
}

/** The content's opening times (site config rows), as live-chat hours. */
export function contentOpeningHours(): LiveHours {
  return {
    kind: "weekly",
    rules: siteConfig.contact.openingTimes.map((time) => ({
      days: time.days.map((day) => DAY_CODES.indexOf(day)),
      opens: minutes(time.opens),
      closes: minutes(time.closes),
    })),
    timeZone: OFFICE_TIME_ZONE,
  };
}

type LocalTime = { day: number; minute: number; year: number; month: number; date: number };

function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? "");
  return {
    day,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    year: Number(parts.year),
    month: Number(parts.month),
    date: Number(parts.day),
  };
}

export function isOpen(hours: LiveHours, at: Date): boolean {
  if (hours.kind !== "weekly") return hours.kind === "always";
  const local = localTime(at, hours.timeZone);
  return hours.rules.some(
    (rule) => rule.days.includes(local.day) && local.minute >= rule.opens && local.minute < rule.closes,
  );
}

/** The next moment the hours open after `at` (within a week), or undefined (never, or always open). */
export function nextOpening(hours: LiveHours, at: Date): Date | undefined {
  if (hours.kind !== "weekly") return undefined;
  // Walk forward in quarter hours: simple, exact for hours on the quarter, and at most 672 steps.
  const step = 15 * 60_000;
  let probe = new Date(Math.ceil(at.getTime() / step) * step);
  for (let index = 0; index < 7 * 24 * 4; index += 1) {
    if (isOpen(hours, probe)) return probe;
    probe = new Date(probe.getTime() + step);
  }
  return undefined;
}

/** "9:00 on Monday" / "9:00 tomorrow" in the office's time zone. */
export function describeOpening(opening: Date, now: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    opening,
  );
  const open = localTime(opening, timeZone);
  const today = localTime(now, timeZone);
  const dayDiff =
    (Date.UTC(open.year, open.month - 1, open.date) - Date.UTC(today.year, today.month - 1, today.date)) /
    86_400_000;
  if (dayDiff === 0) return `${time} today`;
  if (dayDiff === 1) return `${time} tomorrow`;
  const weekday = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long" }).format(opening);
  return `${time} on ${weekday}`;
}
