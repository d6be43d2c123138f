import { CHAT_EVENT_KINDS, type EventKind, FORM_EVENT_KINDS } from "../../app/insights/events.ts";

/**
 * What the Insights screen counts, defined once for the daily roll-up and for the live
 * query of days not yet rolled up, so both give the same numbers. Each metric counts
 * events of some kinds per day and per key (its key columns' values), with the day's
 * unique visitors among them.
 */
export type KeyColumn =
  | "path"
  | "referrer_host"
  | "utm_source"
  | "utm_medium"
  | "utm_campaign"
  | "device"
  | "form"
  | "kind";

export type Metric = {
  name: string;
  kinds: readonly EventKind[];
  /** Only a visit's first view (a visit's source, landing page). */
  entryOnly?: boolean;
  /** Only views with at least one utm_* parameter. */
  campaignOnly?: boolean;
  keys: readonly KeyColumn[];
};

export const METRICS = {
  views: { name: "views", kinds: ["view"], keys: [] },
  visits: { name: "visits", kinds: ["view"], entryOnly: true, keys: [] },
  bounces: { name: "bounces", kinds: ["bounce"], keys: [] },
  pages: { name: "pages", kinds: ["view"], keys: ["path"] },
  referrers: { name: "referrers", kinds: ["view"], entryOnly: true, keys: ["referrer_host"] },
  campaigns: {
    name: "campaigns",
    kinds: ["view"],
    entryOnly: true,
    campaignOnly: true,
    keys: ["utm_source", "utm_medium", "utm_campaign"],
  },
  devices: { name: "devices", kinds: ["view"], keys: ["device"] },
  forms: { name: "forms", kinds: FORM_EVENT_KINDS, keys: ["form", "kind"] },
  chat: { name: "chat", kinds: CHAT_EVENT_KINDS, keys: ["kind"] },
} as const satisfies Record<string, Metric>;

export type MetricName = keyof typeof METRICS;
export const METRIC_NAMES = Object.keys(METRICS) as MetricName[];

/** One metric's count on one day for one key (the key's values as a JSON array). */
export type MetricRow = { day: string; key: string; count: number; visitors: number };

export function encodeKey(values: readonly (string | null)[]): string {
  return JSON.stringify(values);
}

export function decodeKey(key: string): (string | null)[] {
  return JSON.parse(key) as (string | null)[];
}

/** One stored event, as the counting below reads it (the columns of insights_events). */
export type CountedEvent = {
  day: string;
  kind: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
  visitor: string | null;
  entry: number;
  form: string | null;
};

/**
 * Every metric of some events in one pass: per metric, per day and key, how many events
 * and how many distinct visitor hashes (events without one, Sec-GPC, are counted but add
 * no visitor). The daily roll-up and the live count of days not yet rolled up both use
 * it, so the two always agree.
 */
export function countMetrics(events: Iterable<CountedEvent>): Record<MetricName, MetricRow[]> {
  const tallies = Object.fromEntries(
    METRIC_NAMES.map((name) => [name, new Map<string, { row: MetricRow; visitors: Set<string> }>()]),
  ) as Record<MetricName, Map<string, { row: MetricRow; visitors: Set<string> }>>;
  for (const event of events) {
    for (const name of METRIC_NAMES) {
      const metric: Metric = METRICS[name];
      if (!(metric.kinds as readonly string[]).includes(event.kind)) continue;
      if (metric.entryOnly && Number(event.entry) !== 1) continue;
      if (metric.campaignOnly && !event.utm_source && !event.utm_medium && !event.utm_campaign) continue;
      const key = encodeKey(metric.keys.map((column) => event[column] ?? null));
      const id = `${event.day}\n${key}`;
      let tally = tallies[name].get(id);
      if (!tally) {
        tally = { row: { day: event.day, key, count: 0, visitors: 0 }, visitors: new Set() };
        tallies[name].set(id, tally);
      }
      tally.row.count += 1;
      if (event.visitor) tally.visitors.add(event.visitor);
    }
  }
  return Object.fromEntries(
    METRIC_NAMES.map((name) => [
      name,
      [...tallies[name].values()].map(({ row, visitors }) => ({ ...row, visitors: visitors.size })),
    ]),
  ) as Record<MetricName, MetricRow[]>;
}
