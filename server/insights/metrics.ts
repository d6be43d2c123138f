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
