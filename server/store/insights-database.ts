import type { ColumnType, Generated, Kysely } from "kysely";
import type { Database } from "./database.ts";

/**
 * Tables of the site's analytics (issue 14), added by insights-migrations.ts. Days are
 * UTC dates as text (YYYY-MM-DD) in both databases, so grouping by day is the same SQL.
 */
type Timestamp = ColumnType<Date | string, string, string>;

export type InsightsEventsTable = {
  id: Generated<number>;
  day: string;
  at: Timestamp;
  kind: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
  /** Hash of the day's salt, the address and the user agent; null when the browser sent Sec-GPC: 1. */
  visitor: string | null;
  /** 1 for a visit's first view (not a client-side navigation). */
  entry: number;
  form: string | null;
};

export type InsightsDailyTable = {
  day: string;
  metric: string;
  /** JSON array of the metric's key values. */
  key: string;
  count: number;
  visitors: number;
};

export type InsightsRolledDaysTable = { day: string; rolled_at: Timestamp };
export type InsightsSaltsTable = { day: string; salt: string };

export type InsightsTables = {
  insights_events: InsightsEventsTable;
  insights_daily: InsightsDailyTable;
  insights_rolled_days: InsightsRolledDaysTable;
  insights_salts: InsightsSaltsTable;
};

export type InsightsDatabase = Database & InsightsTables;

export function withInsightsTables(db: Kysely<Database>): Kysely<InsightsDatabase> {
  return db.withTables<InsightsTables>();
}
