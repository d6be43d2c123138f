import { describe, expect, it } from "vitest";
import { OpeningTimesSchema } from "../content/schema.ts";
import { siteConfig } from "../site.config.ts";
import {
  clockTime,
  DAY_CODES,
  type OpeningTime,
  openDays,
  openingHoursSchemaText,
  openingHoursSpecification,
  openingHoursText,
  openingTimesOn,
  weekdayName,
} from "./opening-hours.ts";

const weekdays: OpeningTime[] = [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:30" }];
const split: OpeningTime[] = [
  { days: ["Fr", "Mo", "Tu", "We"], opens: "08:30", closes: "17:00" },
  { days: ["Sa"], opens: "10:00", closes: "14:00" },
];

describe("opening hours as data (issue 29: a content edit touches only content)", () => {
  it("day names come from Intl, Monday first", () => {
    expect(DAY_CODES.map((day) => weekdayName(day))).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(weekdayName("Sa", "short")).toBe("Sat");
  });

  it("times read as a 12-hour clock with plain spaces (the font cut has no narrow no-break space)", () => {
    expect(clockTime("09:00")).toBe("9:00 AM");
    expect(clockTime("17:30")).toBe("5:30 PM");
    expect(clockTime("12:00")).toBe("12:00 PM");
    expect(clockTime("00:15")).toBe("12:15 AM");
  });

  it("the visitor's line joins consecutive days and lists the others", () => {
    expect(openingHoursText(weekdays)).toBe("Mon-Fri 9:00 AM-5:30 PM");
    expect(openingHoursText(split)).toBe("Mon-Wed, Fri 8:30 AM-5:00 PM; Sat 10:00 AM-2:00 PM");
    expect(openingHoursSchemaText(split)).toBe("Mo-We,Fr 08:30-17:00, Sa 10:00-14:00");
  });

  it("schema.org openingHoursSpecification names each open day", () => {
    expect(openingHoursSpecification(weekdays)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: "09:00",
        closes: "17:30",
      },
    ]);
  });

  it("open days and a day's hours", () => {
    expect(openDays(split)).toEqual(["Mo", "Tu", "We", "Fr", "Sa"]);
    expect(openingTimesOn(split, "Th")).toEqual([]);
    expect(openingTimesOn(split, "Sa")).toEqual([split[1]]);
  });

  it("the site's hours are valid data and its texts are derived from them, not written beside them", () => {
    const { openingTimes, openingHours, openingHoursSpec } = siteConfig.contact;
    expect(OpeningTimesSchema.safeParse(openingTimes).success).toBe(true);
    expect(openingHours).toBe(openingHoursText(openingTimes));
    expect(openingHoursSpec).toBe(openingHoursSchemaText(openingTimes));
  });

  it("the schema refuses a day twice, closing before opening and a 25th hour", () => {
    const problems = (times: unknown) =>
      OpeningTimesSchema.safeParse(times).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems([{ days: ["Mo"], opens: "18:00", closes: "09:00" }])).toEqual([
      "opens must be before closes",
    ]);
    expect(problems([{ days: ["Mo", "Mo"], opens: "09:00", closes: "18:00" }])).toEqual([
      "a day is listed twice",
    ]);
    expect(problems([{ days: ["Mo"], opens: "09:00", closes: "25:00" }])).toHaveLength(1);
    expect(problems([...weekdays, { days: ["Fr"], opens: "10:00", closes: "12:00" }])).toEqual([
      "a day appears in two entries: give each day one opening time",
    ]);
  });
});
