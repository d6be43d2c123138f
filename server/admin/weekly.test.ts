// @vitest-environment node
import { describe, expect, it } from "vitest";
import { firstWeekStart, startOfIsoWeek, weeklyCounts } from "./weekly.ts";

describe("leads per week", () => {
  it("starts weeks on Monday 00:00 UTC", () => {
    expect(startOfIsoWeek(new Date("2026-03-04T12:00:00Z")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(startOfIsoWeek(new Date("2026-03-08T23:59:59Z")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(startOfIsoWeek(new Date("2026-03-02T00:00:00Z")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(firstWeekStart(new Date("2026-03-04T12:00:00Z"), 3).toISOString()).toBe(
      "2026-02-16T00:00:00.000Z",
    );
  });

  it("counts each lead in its week and type, ignoring anything outside the range", () => {
    const weeks = weeklyCounts(
      [
        { type: "quote", createdAt: new Date("2026-03-02T00:00:00Z") },
        { type: "quote", createdAt: new Date("2026-03-03T09:00:00Z") },
        { type: "contact", createdAt: new Date("2026-03-01T23:59:59Z") },
        { type: "application", createdAt: new Date("2025-12-01T00:00:00Z") },
      ],
      new Date("2026-03-04T12:00:00Z"),
      2,
    );
    expect(weeks).toEqual([
      { weekStart: "2026-02-23", counts: { quote: 0, contact: 1, application: 0, consultation: 0, chat: 0 } },
      { weekStart: "2026-03-02", counts: { quote: 2, contact: 0, application: 0, consultation: 0, chat: 0 } },
    ]);
  });
});
