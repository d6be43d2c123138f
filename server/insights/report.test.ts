import { describe, expect, it } from "vitest";
import { encodeKey, type MetricName, type MetricRow } from "./metrics.ts";
import { buildReport, sumByKey } from "./report.ts";
import type { InsightsStore } from "./store.ts";

/**
 * Issue 14: "visitors, page views, views per visit, bounce rate; a chart per day; top pages
 * … each form's funnel". Unique visitors are per day (the salt changes daily), so a
 * range's visitors are the sum of its days'.
 */

const row = (day: string, values: (string | null)[], count: number, visitors: number): MetricRow => ({
  day,
  key: encodeKey(values),
  count,
  visitors,
});

function storeWith(rows: Partial<Record<MetricName, MetricRow[]>>): InsightsStore {
  return {
    metricRows: async (name: MetricName) => rows[name] ?? [],
  } as unknown as InsightsStore;
}

const noLeads = async () => ({ leadsBySource: [], leadsByLandingPage: [] });

describe("aggregation", () => {
  it("sums per key across days, most counted first", () => {
    const summed = sumByKey([
      row("2026-11-23", ["/about"], 2, 2),
      row("2026-11-23", ["/"], 5, 3),
      row("2026-11-24", ["/about"], 4, 1),
    ]);
    expect(summed).toEqual([
      { values: ["/about"], count: 6, visitors: 3 },
      { values: ["/"], count: 5, visitors: 3 },
    ]);
  });

  it("builds totals, the daily series with empty days, views per visit and bounce rate", async () => {
    const report = await buildReport(
      storeWith({
        views: [row("2026-11-22", [], 10, 4), row("2026-11-24", [], 6, 3)],
        visits: [row("2026-11-22", [], 5, 4), row("2026-11-24", [], 3, 3)],
        bounces: [row("2026-11-22", [], 2, 2)],
        referrers: [row("2026-11-22", [null], 5, 4), row("2026-11-24", ["news.example"], 3, 3)],
        campaigns: [row("2026-11-24", ["newsletter", "email", "autumn"], 2, 2)],
      }),
      { from: "2026-11-22", to: "2026-11-24" },
      noLeads,
    );
    expect(report.totals).toEqual({ visitors: 7, views: 16, visits: 8, viewsPerVisit: 2, bounceRate: 0.25 });
    expect(report.daily.map((day) => [day.day, day.views])).toEqual([
      ["2026-11-22", 10],
      ["2026-11-23", 0],
      ["2026-11-24", 6],
    ]);
    expect(report.referrers).toEqual([
      { host: "(direct)", count: 5, visitors: 4 },
      { host: "news.example", count: 3, visitors: 3 },
    ]);
    expect(report.campaigns).toEqual([
      { source: "newsletter", medium: "email", campaign: "autumn", count: 2, visitors: 2 },
    ]);
  });

  it("puts each form's steps in one funnel row and counts the chat's steps", async () => {
    const report = await buildReport(
      storeWith({
        forms: [
          row("2026-11-24", ["pageContact", "form_viewed"], 10, 8),
          row("2026-11-24", ["pageContact", "form_started"], 4, 4),
          row("2026-11-24", ["pageContact", "form_submitted"], 2, 2),
          row("2026-11-23", ["pageContact", "form_viewed"], 5, 5),
          row("2026-11-24", ["quote", "form_failed"], 1, 1),
        ],
        chat: [row("2026-11-24", ["chat_opened"], 3, 3), row("2026-11-24", ["chat_question"], 2, 2)],
      }),
      { from: "2026-11-23", to: "2026-11-24" },
      noLeads,
    );
    expect(report.funnels).toEqual([
      { form: "pageContact", viewed: 15, started: 4, submitted: 2, failed: 0 },
      { form: "quote", viewed: 0, started: 0, submitted: 0, failed: 1 },
    ]);
    expect(report.chat).toEqual({ opened: 3, question: 2, lead: 0 });
  });

  it("reports no bounce rate rather than dividing by zero visits", async () => {
    const report = await buildReport(storeWith({}), { from: "2026-11-24", to: "2026-11-24" }, noLeads);
    expect(report.totals.bounceRate).toBe(0);
    expect(report.totals.viewsPerVisit).toBe(0);
  });
});
