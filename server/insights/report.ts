import type { InsightsReport } from "../../app/schemas/insights-report.ts";
import { daysFrom } from "./days.ts";
import { decodeKey, type MetricName, type MetricRow } from "./metrics.ts";
import type { InsightsStore } from "./store.ts";

/**
 * The Insights screen's numbers for a range of days, summed from the per-day metric
 * rows. Unique visitors are counted per day (the salt changes daily, as with Plausible),
 * so a range's visitors are the sum of its days' visitors.
 */

export type LeadAttributionCounts = {
  leadsBySource: InsightsReport["leadsBySource"];
  leadsByLandingPage: InsightsReport["leadsByLandingPage"];
};

type Summed = { values: (string | null)[]; count: number; visitors: number };

/** Sums rows per key, most counted first (ties by key, so the order is stable). */
export function sumByKey(rows: readonly MetricRow[]): Summed[] {
  const sums = new Map<string, Summed>();
  for (const row of rows) {
    const sum = sums.get(row.key) ?? { values: decodeKey(row.key), count: 0, visitors: 0 };
    sum.count += row.count;
    sum.visitors += row.visitors;
    sums.set(row.key, sum);
  }
  return [...sums.entries()]
    .sort(([keyA, a], [keyB, b]) => b.count - a.count || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .map(([, sum]) => sum);
}

function perDay(rows: readonly MetricRow[]) {
  const days = new Map<string, { count: number; visitors: number }>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { count: 0, visitors: 0 };
    day.count += row.count;
    day.visitors += row.visitors;
    days.set(row.day, day);
  }
  return days;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The longest tables are cut here; the CSV carries the same rows as the screen. */
const TOP = 100;

export async function buildReport(
  store: InsightsStore,
  range: { from: string; to: string },
  leads: () => Promise<LeadAttributionCounts>,
): Promise<InsightsReport> {
  const names: MetricName[] = [
    "views",
    "visits",
    "bounces",
    "pages",
    "referrers",
    "campaigns",
    "devices",
    "forms",
    "chat",
  ];
  const [results, attribution] = await Promise.all([
    Promise.all(names.map((name) => store.metricRows(name, range.from, range.to))),
    leads(),
  ]);
  const rows = Object.fromEntries(names.map((name, index) => [name, results[index] ?? []])) as Record<
    MetricName,
    MetricRow[]
  >;

  const views = perDay(rows.views);
  const visits = perDay(rows.visits);
  const bounces = perDay(rows.bounces);
  const daily = daysFrom(range.from, range.to).map((day) => ({
    day,
    visitors: views.get(day)?.visitors ?? 0,
    views: views.get(day)?.count ?? 0,
    visits: visits.get(day)?.count ?? 0,
    bounces: bounces.get(day)?.count ?? 0,
  }));
  const total = (key: "visitors" | "views" | "visits" | "bounces") =>
    daily.reduce((sum, day) => sum + day[key], 0);
  const totals = { visitors: total("visitors"), views: total("views"), visits: total("visits") };

  const funnels = new Map<string, InsightsReport["funnels"][number]>();
  for (const { values, count } of sumByKey(rows.forms)) {
    const [form, kind] = values;
    if (!form || !kind) continue;
    const funnel = funnels.get(form) ?? { form, viewed: 0, started: 0, submitted: 0, failed: 0 };
    const step = kind.replace("form_", "") as "viewed" | "started" | "submitted" | "failed";
    if (step in funnel) funnel[step] += count;
    funnels.set(form, funnel);
  }
  const chatCounts = new Map(sumByKey(rows.chat).map(({ values, count }) => [values[0], count]));

  return {
    range,
    totals: {
      ...totals,
      viewsPerVisit: ratio(totals.views, totals.visits),
      bounceRate: Math.min(1, ratio(total("bounces"), totals.visits)),
    },
    daily,
    pages: sumByKey(rows.pages)
      .slice(0, TOP)
      .map(({ values, count, visitors }) => ({ path: values[0] ?? "", count, visitors })),
    referrers: sumByKey(rows.referrers)
      .slice(0, TOP)
      .map(({ values, count, visitors }) => ({ host: values[0] ?? "(direct)", count, visitors })),
    campaigns: sumByKey(rows.campaigns)
      .slice(0, TOP)
      .map(({ values, count, visitors }) => ({
        source: values[0] ?? "",
        medium: values[1] ?? "",
        campaign: values[2] ?? "",
        count,
        visitors,
      })),
    devices: sumByKey(rows.devices).map(({ values, count, visitors }) => ({
      device: values[0] ?? "",
      count,
      visitors,
    })),
    funnels: [...funnels.values()].sort((a, b) => b.viewed - a.viewed || a.form.localeCompare(b.form)),
    chat: {
      opened: chatCounts.get("chat_opened") ?? 0,
      question: chatCounts.get("chat_question") ?? 0,
      lead: chatCounts.get("chat_lead") ?? 0,
    },
    ...attribution,
  };
}
