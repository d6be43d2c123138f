/**
 * Opening hours as data (app/site.config.ts `contact.openingTimes`) and everything derived
 * from them: the human line shown on the site ("Mon-Sat 9:00 AM-6:00 PM"), schema.org's
 * `openingHours` string and `openingHoursSpecification` objects, and which days are open.
 *
 * Weekday and time names come from Intl.DateTimeFormat, so no list of day names is written
 * by hand. Plain data and functions only: site.config.ts, the server and the browser import it.
 */

/** schema.org day codes, Monday first (the order of the week used everywhere on the site). */
export const DAY_CODES = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type DayCode = (typeof DAY_CODES)[number];

/** One run of opening: these days, from `opens` to `closes` (24-hour "HH:MM", local time). */
export type OpeningTime = {
  days: DayCode[];
  opens: string;
  closes: string;
};

/** 1 January 2024 was a Monday: day codes become dates to format from here. */
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

function dateOf(day: DayCode): Date {
  return new Date(MONDAY + DAY_CODES.indexOf(day) * DAY_MS);
}

/** The day's name in English: "long" gives "Monday", "short" gives "Mon". */
export function weekdayName(day: DayCode, width: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat("en-GB", { weekday: width, timeZone: "UTC" }).format(dateOf(day));
}

/** "09:00" → "9:00 AM" (spaces normalised: ICU puts a narrow no-break space before AM). */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const parts = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: "UTC",
  }).formatToParts(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
  return parts
    .map((part) => (part.type === "literal" ? part.value.replace(/\s/g, " ") : part.value))
    .join("");
}

/** Days in week order, consecutive ones joined: ["Mo","Tu","We","Fr"] → [["Mo","We"],["Fr","Fr"]]. */
function dayRuns(days: readonly DayCode[]): [DayCode, DayCode][] {
  const sorted = DAY_CODES.filter((day) => days.includes(day));
  const runs: [DayCode, DayCode][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && DAY_CODES.indexOf(last[1]) + 1 === DAY_CODES.indexOf(day)) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

function runText([first, last]: [DayCode, DayCode], name: (day: DayCode) => string, join: string): string {
  return first === last ? name(first) : `${name(first)}${join}${name(last)}`;
}

/** The line visitors read: "Mon-Sat 9:00 AM-6:00 PM"; entries with other hours follow after "; ". */
export function openingHoursText(times: readonly OpeningTime[]): string {
  return times
    .map((time) => {
      const days = dayRuns(time.days)
        .map((run) => runText(run, (day) => weekdayName(day, "short"), "-"))
        .join(", ");
      return `${days} ${clockTime(time.opens)}-${clockTime(time.closes)}`;
    })
    .join("; ");
}

/** schema.org `openingHours` text: "Mo-Sa 09:00-18:00". */
export function openingHoursSchemaText(times: readonly OpeningTime[]): string {
  return times
    .map((time) => {
      const days = dayRuns(time.days)
        .map((run) => runText(run, (day) => day, "-"))
        .join(",");
      return `${days} ${time.opens}-${time.closes}`;
    })
    .join(", ");
}

/** schema.org `openingHoursSpecification` for structured data (LocalBusiness, ContactPoint). */
export function openingHoursSpecification(times: readonly OpeningTime[]): Record<string, unknown>[] {
  return times.map((time) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: DAY_CODES.filter((day) => time.days.includes(day)).map(
      (day) => `https://schema.org/${weekdayName(day, "long")}`,
    ),
    opens: time.opens,
    closes: time.closes,
  }));
}

/** Every day on which the office opens at all, in week order. */
export function openDays(times: readonly OpeningTime[]): DayCode[] {
  return DAY_CODES.filter((day) => times.some((time) => time.days.includes(day)));
}

/** The hours of one day ([] when closed that day). */
export function openingTimesOn(times: readonly OpeningTime[], day: DayCode): OpeningTime[] {
  return times.filter((time) => time.days.includes(day));
}
