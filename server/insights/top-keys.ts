import { encodeKey, type Metric, type MetricRow } from "./metrics.ts";

/**
 * What a day keeps of a metric with keys (pages, referrers, campaigns…) once it is rolled
 * up: its most counted keys, and the rest folded into one "(other)" row (issue 28, finding
 * 11: 3,000 spam beacons with made-up referrers left 3,000 daily rows for ever). The report
 * shows at most this many rows per table, so nothing it could show is lost.
 */
export const DAILY_TOP_KEYS = 100;
export const OTHER_KEY = "(other)";

/** The key of a metric's "(other)" row: "(other)" in the first column, nothing in the rest. */
export function otherKey(metric: Metric): string {
  return encodeKey(metric.keys.map((_, index) => (index === 0 ? OTHER_KEY : null)));
}

/**
 * One day's rows of one metric, cut to the top `top` keys (most counted first, ties by key)
 * plus "(other)" with the rest's count. Its visitors are the folded keys' visitors added up,
 * but never more than the day's own unique visitors for the metric (`dayVisitors`): one
 * visitor may stand behind several folded keys.
 */
export function keepTopKeys(
  metric: Metric,
  rows: readonly MetricRow[],
  dayVisitors: number,
  top = DAILY_TOP_KEYS,
): MetricRow[] {
  if (metric.keys.length === 0 || rows.length <= top) return [...rows];
  const ranked = [...rows].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const kept = ranked.slice(0, top);
  const folded = ranked.slice(top);
  const other = otherKey(metric);
  const existing = kept.find((row) => row.key === other);
  const count = folded.reduce((sum, row) => sum + row.count, 0) + (existing?.count ?? 0);
  const visitors = Math.min(
    dayVisitors,
    folded.reduce((sum, row) => sum + row.visitors, 0) + (existing?.visitors ?? 0),
  );
  const day = folded[0]?.day ?? kept[0]?.day ?? "";
  return [...kept.filter((row) => row !== existing), { day, key: other, count, visitors }];
}
