import { describe, expect, it } from "vitest";
import { siteConfig } from "../../app/site.config.ts";
import { contentOpeningHours, describeOpening, isOpen, nextOpening, parseOpeningHours } from "./hours.ts";
import { liveSettings } from "./settings.ts";

/** Issue 30: "During live-chat hours (by default the opening hours read from the content…)". */
describe("live-chat hours", () => {
  it("reads schema.org opening hours, day ranges and several rules", () => {
    expect(parseOpeningHours("Mo-Fr 09:00-17:30, Sa 10:00-14:00")).toEqual([
      { days: [1, 2, 3, 4, 5], opens: 540, closes: 1050 },
      { days: [6], opens: 600, closes: 840 },
    ]);
    expect(parseOpeningHours("Sa-Mo 10:00-12:00")[0]?.days).toEqual([6, 0, 1]);
  });

  it("the default is the content's own hours, and every content rule is read", () => {
    const hours = contentOpeningHours();
    expect(hours.kind).toBe("weekly");
    expect(hours.kind === "weekly" && hours.rules.length).toBe(
      siteConfig.contact.openingHoursSpec.split(",").length,
    );
  });

  it("is open inside the hours in London time (summer and winter) and says when it opens next", () => {
    const hours = {
      kind: "weekly" as const,
      rules: parseOpeningHours("Mo-Fr 09:00-18:00"),
      timeZone: "Europe/London",
    };
    // Monday 7 December 2026, 09:30 in London (GMT).
    expect(isOpen(hours, new Date("2026-12-07T09:30:00Z"))).toBe(true);
    expect(isOpen(hours, new Date("2026-12-07T08:59:00Z"))).toBe(false);
    // Monday 6 July 2026, 08:30 UTC is 09:30 in London (BST).
    expect(isOpen(hours, new Date("2026-07-06T08:30:00Z"))).toBe(true);
    const friday = new Date("2026-12-11T19:00:00Z");
    const opening = nextOpening(hours, friday);
    expect(opening?.toISOString()).toBe("2026-12-14T09:00:00.000Z");
    expect(describeOpening(opening as Date, friday, "Europe/London")).toBe("9:00 on Monday");
    expect(
      describeOpening(new Date("2026-12-08T09:00:00Z"), new Date("2026-12-07T20:00:00Z"), "Europe/London"),
    ).toBe("9:00 tomorrow");
  });

  it("LIVE_CHAT_HOURS=always|never overrides the content; the wait is configurable", () => {
    expect(liveSettings({ LIVE_CHAT_HOURS: "always" }).hours).toEqual({ kind: "always" });
    expect(liveSettings({ LIVE_CHAT_HOURS: "never" }).hours).toEqual({ kind: "never" });
    expect(liveSettings({}).joinTimeoutMs).toBe(120_000);
    expect(liveSettings({ LIVE_CHAT_JOIN_TIMEOUT_MS: "5000" }).joinTimeoutMs).toBe(5000);
    expect(() => liveSettings({ LIVE_CHAT_HOURS: "sometimes" })).toThrow(/always, never or content/);
  });
});
