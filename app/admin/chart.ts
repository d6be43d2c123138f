import type { LeadType, WeeklyCounts } from "./api";

/**
 * Geometry of the admin bar charts (the inbox's leads per week, the insights' page views per
 * day), kept apart from the markup so it can be tested.
 */
export const CHART = { height: 180, left: 36, right: 8, top: 12, bottom: 28 } as const;

/** The top of the scale: at least the value, with four whole-number steps (4, 8, 12, 20, 40…). */
export function niceMaximum(value: number): number {
  const step = Math.max(1, value / 4);
  const magnitude = 10 ** Math.floor(Math.log10(step));
  for (const multiple of [1, 2, 3, 5, 10]) {
    const candidate = multiple * magnitude;
    if (candidate >= step) return candidate * 4;
  }
  return 40 * magnitude;
}

export type Segment = { type: LeadType; x: number; y: number; width: number; height: number; count: number };
export type Bar = { weekStart: string; x: number; total: number; segments: Segment[] };

const tickFormat = new Intl.NumberFormat("en-GB");

/**
 * Room a y-axis label needs at the chart's 12 px: every character as wide as a digit
 * (about 0.6 em) with a little margin, so the label is never clipped at the left edge.
 */
function labelRoom(label: string): number {
  return Math.ceil(label.length * 12 * 0.65);
}

export type Tick = { value: number; label: string; y: number };

/**
 * The frame both admin bar charts draw on: a rounded-up scale for `largest`, five ticks with
 * grouped labels, the plot starting where the widest label ends, and `count` equal slots.
 * `width` is the drawing's width in CSS pixels, so its text keeps its size on any screen.
 */
export function layoutAxis(largest: number, width: number, count: number) {
  const maximum = niceMaximum(Math.max(0, largest));
  const tickValues = [0, 0.25, 0.5, 0.75, 1].map((fraction) => ({ fraction, value: maximum * fraction }));
  const labels = tickValues.map(({ value }) => tickFormat.format(value));
  // The plot starts where the widest label (drawn right-aligned 6 px left of it) ends.
  const left = Math.max(CHART.left, 6 + Math.max(...labels.map(labelRoom)));
  const plotWidth = Math.max(width - left - CHART.right, 10);
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = plotWidth / Math.max(count, 1);
  const ticks: Tick[] = tickValues.map(({ fraction, value }, index) => ({
    value,
    label: labels[index] ?? String(value),
    y: CHART.top + plotHeight - fraction * plotHeight,
  }));
  return { maximum, ticks, left, plotHeight, slot, baseline: CHART.top + plotHeight };
}

/** Stacked weekly bars: one bar per week, one segment per lead type. */
export function layoutBars(weeks: readonly WeeklyCounts[], types: readonly LeadType[], width: number) {
  const totals = weeks.map((week) => types.reduce((sum, type) => sum + week.counts[type], 0));
  const { maximum, ticks, left, plotHeight, slot, baseline } = layoutAxis(
    Math.max(0, ...totals),
    width,
    weeks.length,
  );
  const barWidth = Math.max(4, slot * 0.62);
  const bars: Bar[] = weeks.map((week, index) => {
    const x = left + index * slot + (slot - barWidth) / 2;
    let base = baseline;
    const segments: Segment[] = [];
    for (const type of types) {
      const count = week.counts[type];
      if (count === 0) continue;
      const height = (count / maximum) * plotHeight;
      base -= height;
      segments.push({ type, x, y: base, width: barWidth, height, count });
    }
    return { weekStart: week.weekStart, x: x + barWidth / 2, total: totals[index] ?? 0, segments };
  });
  // Label every week when there is room (about 48 px each), else every second or third.
  const labelEvery = Math.max(1, Math.ceil(48 / slot));
  return { bars, ticks, maximum, labelEvery, left };
}
