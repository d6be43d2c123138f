import { describe, expect, it } from "vitest";
import type { WeeklyCounts } from "./api";
import { CHART, layoutAxis, layoutBars, niceMaximum } from "./chart";

/**
 * The widest a tick label can be drawn: 12 px text, every character counted as wide as the
 * widest digit of a common sans-serif (about 0.6 em) with a margin; commas are narrower.
 */
const estimatedLabelWidth = (label: string) => label.length * 12 * 0.62;

const week = (weekStart: string, counts: Partial<WeeklyCounts["counts"]>): WeeklyCounts => ({
  weekStart,
  counts: { quote: 0, contact: 0, application: 0, consultation: 0, chat: 0, ...counts },
});

describe("weekly chart geometry", () => {
  it("rounds the scale up to four whole-number steps", () => {
    expect(niceMaximum(0)).toBe(4);
    expect(niceMaximum(3)).toBe(4);
    expect(niceMaximum(5)).toBe(8);
    expect(niceMaximum(10)).toBe(12);
    expect(niceMaximum(13)).toBe(20);
    expect(niceMaximum(41)).toBe(80);
    expect(niceMaximum(1000)).toBe(1200);
  });

  it("stacks one segment per type with a count, heights proportional to counts", () => {
    const { bars, maximum, ticks } = layoutBars(
      [week("2026-02-23", {}), week("2026-03-02", { quote: 2, application: 1 })],
      ["quote", "contact", "application", "consultation"],
      400,
    );
    expect(maximum).toBe(4);
    expect(ticks.map((tick) => tick.value)).toEqual([0, 1, 2, 3, 4]);
    expect(bars[0]?.segments).toEqual([]);
    const [quote, application] = bars[1]?.segments ?? [];
    expect(quote?.type).toBe("quote");
    expect(application?.type).toBe("application");
    const plotHeight = CHART.height - CHART.top - CHART.bottom;
    expect(quote?.height).toBeCloseTo(plotHeight / 2);
    expect(application?.height).toBeCloseTo(plotHeight / 4);
    // The application segment sits on top of the quote segment, ending at the axis.
    expect((application?.y ?? 0) + (application?.height ?? 0)).toBeCloseTo(quote?.y ?? 0);
    expect((quote?.y ?? 0) + (quote?.height ?? 0)).toBeCloseTo(CHART.top + plotHeight);
    expect(bars[1]?.total).toBe(3);
  });

  it("labels fewer weeks when the drawing is narrow", () => {
    const weeks = Array.from({ length: 12 }, (_, index) =>
      week(`2026-01-${String(index + 1).padStart(2, "0")}`, {}),
    );
    expect(layoutBars(weeks, ["quote"], 900).labelEvery).toBe(1);
    expect(layoutBars(weeks, ["quote"], 320).labelEvery).toBeGreaterThan(1);
  });

  // Issue 11: "the inbox's 'Leads per week' chart clips its y-axis labels once counts reach
  // five digits ('0000', '5000' where 10000 and 15000 are meant)"; acceptance: "The chart
  // shows full labels at any count (unit test of the axis with five- and six-digit counts)."
  it.each([
    [3, ["0", "1", "2", "3", "4"]],
    [14_000, ["0", "5,000", "10,000", "15,000", "20,000"]],
    [180_000, ["0", "50,000", "100,000", "150,000", "200,000"]],
    [2_400_000, ["0", "1,000,000", "2,000,000", "3,000,000", "4,000,000"]],
  ])("labels the axis in full and leaves room for the widest label (busiest week %i)", (busiest, labels) => {
    const { ticks, left } = layoutBars(
      [week("2026-03-02", { quote: busiest })],
      ["quote", "contact", "application", "consultation"],
      360,
    );
    expect(ticks.map((tick) => tick.label)).toEqual(labels);
    // Every label is drawn right-aligned at `left - 6`: all of it must be inside the drawing.
    for (const tick of ticks) expect(left - 6 - estimatedLabelWidth(tick.label)).toBeGreaterThanOrEqual(0);
    expect(left).toBeGreaterThanOrEqual(CHART.left);
  });

  it("does not shrink the plot for short labels", () => {
    expect(layoutBars([week("2026-03-02", { quote: 3 })], ["quote"], 360).left).toBe(CHART.left);
  });
});

// The insights' "Page views per day" chart (issue 14) draws on the same axis: a busy day has
// five-digit views, and its labels had the issue 11 fault (drawn ungrouped from a fixed margin).
describe("the axis both charts share", () => {
  it.each([
    [14_000, ["0", "5,000", "10,000", "15,000", "20,000"]],
    [180_000, ["0", "50,000", "100,000", "150,000", "200,000"]],
  ])("labels a day with %i views in full, with room for the widest label", (views, labels) => {
    const { ticks, left, slot } = layoutAxis(views, 360, 30);
    expect(ticks.map((tick) => tick.label)).toEqual(labels);
    for (const tick of ticks) expect(left - 6 - estimatedLabelWidth(tick.label)).toBeGreaterThanOrEqual(0);
    expect(slot).toBeCloseTo((360 - left - CHART.right) / 30);
  });

  it("is the weekly chart's axis", () => {
    const weekly = layoutBars([week("2026-03-02", { quote: 14_000 })], ["quote"], 360);
    const axis = layoutAxis(14_000, 360, 1);
    expect(weekly.ticks).toEqual(axis.ticks);
    expect(weekly.left).toBe(axis.left);
  });
});
