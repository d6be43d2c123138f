import { type Kysely, sql } from "kysely";
import type { Database } from "../store/database.ts";
import { GroupCommit } from "../store/group-commit.ts";
import { type InsightsDatabase, withInsightsTables } from "../store/insights-database.ts";
import { addDays, daysFrom } from "./days.ts";
import { encodeKey, METRIC_NAMES, METRICS, type Metric, type MetricName, type MetricRow } from "./metrics.ts";
import type { LeadAttributionCounts } from "./report.ts";
import { DAILY_TOP_KEYS, keepTopKeys } from "./top-keys.ts";
import type { SaltStore } from "./visitor-hash.ts";

/**
 * The analytics' storage on the lead store's database (SQLite or PostgreSQL): batched
 * event writes, the daily salt, the daily roll-up and retention, and the per-metric
 * counts the report is built from. Numbers come back as numbers from both databases.
 */

export type InsightsEventRow = {
  day: string;
  at: string;
  kind: string;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string;
  visitor: string | null;
  entry: boolean;
  form: string | null;
};

/** 12 columns × 1000 rows stays under both databases' bound-parameter limits. */
const MAX_BATCH = 1000;

export type InsightsStore = SaltStore & {
  readonly dialect: "sqlite" | "postgres";
  /** Resolves once the event is committed, together with whatever else arrived meanwhile. */
  record(event: InsightsEventRow): Promise<void>;
  /** Rolls up every day before `beforeDay` that has events and is not rolled up yet; the days rolled. */
  rollUp(beforeDay: string, now: Date): Promise<string[]>;
  /** Deletes raw events of rolled-up days before `day`; how many. */
  deleteEventsBefore(day: string): Promise<number>;
  /** Deletes the daily counts of days before `day` (INSIGHTS_DAILY_RETENTION_DAYS); how many rows. */
  deleteDailyBefore(day: string): Promise<number>;
  /** Raw events stored for one day (the site-wide daily cap). */
  countEventsOn(day: string): Promise<number>;
  /** One metric's counts per day and key over [from, to]: aggregates for rolled-up days, raw events otherwise. */
  metricRows(name: MetricName, from: string, to: string): Promise<MetricRow[]>;
  /** The days of [from, to] that are rolled up. */
  rolledDays(from: string, to: string): Promise<Set<string>>;
  countEvents(): Promise<number>;
  /** Leads created in [from, to] by source and by landing page, from each lead's attribution (issue 13). */
  leadAttribution(from: string, to: string): Promise<LeadAttributionCounts>;
};

export function createInsightsStore(base: Kysely<Database>, dialect: "sqlite" | "postgres"): InsightsStore {
  const db = withInsightsTables(base);

  const writes = new GroupCommit<InsightsEventRow, void>(
    async (rows) => {
      await db
        .insertInto("insights_events")
        .values(
          rows.map((row) => ({
            day: row.day,
            at: row.at,
            kind: row.kind,
            path: row.path,
            referrer_host: row.referrerHost,
            utm_source: row.utmSource,
            utm_medium: row.utmMedium,
            utm_campaign: row.utmCampaign,
            device: row.device,
            visitor: row.visitor,
            entry: row.entry ? 1 : 0,
            form: row.form,
          })),
        )
        .execute();
      return rows.map(() => undefined);
    },
    // SQLite has one connection: one batch at a time; PostgreSQL commits a few in parallel.
    { maxBatch: MAX_BATCH, maxInFlight: dialect === "sqlite" ? 1 : 4 },
  );

  async function rolledDays(from: string, to: string): Promise<Set<string>> {
    const rows = await db
      .selectFrom("insights_rolled_days")
      .select("day")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .execute();
    return new Set(rows.map((row) => row.day));
  }

  return {
    dialect,
    record: (event) => writes.submit(event),

    async saltFor(day, candidate) {
      await db
        .insertInto("insights_salts")
        .values({ day, salt: candidate })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .execute();
      // Yesterday's salt goes as soon as today's exists: its hashes can never be recomputed.
      await db.deleteFrom("insights_salts").where("day", "<", day).execute();
      const row = await db
        .selectFrom("insights_salts")
        .select("salt")
        .where("day", "=", day)
        .executeTakeFirst();
      if (!row) throw new Error("the day's salt could not be stored");
      return row.salt;
    },

    async rollUp(beforeDay, now) {
      const pending = await db
        .selectFrom("insights_events")
        .select("day")
        .distinct()
        .where("day", "<", beforeDay)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("insights_rolled_days as r")
                .select("r.day")
                .whereRef("r.day", "=", "insights_events.day"),
            ),
          ),
        )
        .orderBy("day")
        .execute();
      const rolled: string[] = [];
      for (const { day } of pending) {
        // Claiming the day and writing its aggregates is one transaction: another instance
        // rolling up at the same moment either waits and finds it claimed, or does it instead.
        const done = await db.transaction().execute(async (trx) => {
          const claim = await trx
            .insertInto("insights_rolled_days")
            .values({ day, rolled_at: now.toISOString() })
            .onConflict((conflict) => conflict.column("day").doNothing())
            .executeTakeFirst();
          if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
          for (const name of METRIC_NAMES) {
            const rows = await topRows(trx, METRICS[name], day);
            for (let start = 0; start < rows.length; start += 500) {
              await trx
                .insertInto("insights_daily")
                .values(rows.slice(start, start + 500).map((row) => ({ ...row, metric: name })))
                .execute();
            }
          }
          return true;
        });
        if (done) rolled.push(day);
      }
      return rolled;
    },

    async deleteDailyBefore(day) {
      const result = await db.deleteFrom("insights_daily").where("day", "<", day).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async countEventsOn(day) {
      const row = await db
        .selectFrom("insights_events")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("day", "=", day)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async deleteEventsBefore(day) {
      const result = await db
        .deleteFrom("insights_events")
        .where("day", "<", day)
        .where("day", "in", db.selectFrom("insights_rolled_days").select("day"))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async metricRows(name, from, to) {
      const metric = METRICS[name];
      const rolled = await rolledDays(from, to);
      const live = rolled.size === 0 ? "all" : daysFrom(from, to).filter((day) => !rolled.has(day));
      const [stored, raw] = await Promise.all([
        rolled.size === 0
          ? []
          : db
              .selectFrom("insights_daily")
              .select(["day", "key", "count", "visitors"])
              .where("metric", "=", name)
              .where("day", ">=", from)
              .where("day", "<=", to)
              .execute(),
        live === "all"
          ? rawRows(db, metric, { from, to })
          : live.length === 0
            ? []
            : rawRows(db, metric, live),
      ]);
      return [
        ...stored.map((row) => ({ ...row, count: Number(row.count), visitors: Number(row.visitors) })),
        ...raw,
      ];
    },

    rolledDays,

    async leadAttribution(from, to) {
      const rows = await db
        .selectFrom("leads")
        .select(["utm_source", "referrer_host", "landing_page", sql<number | string>`count(*)`.as("leads")])
        .where("created_at", ">=", `${from}T00:00:00.000Z`)
        .where("created_at", "<", `${addDays(to, 1)}T00:00:00.000Z`)
        .groupBy(["utm_source", "referrer_host", "landing_page"])
        .execute();
      const bySource = new Map<string, number>();
      const byLanding = new Map<string, number>();
      for (const row of rows) {
        const leads = Number(row.leads);
        const source = leadSource(row.utm_source, row.referrer_host);
        bySource.set(source, (bySource.get(source) ?? 0) + leads);
        const landing = row.landing_page?.trim() || "(not recorded)";
        byLanding.set(landing, (byLanding.get(landing) ?? 0) + leads);
      }
      const ranked = (counts: Map<string, number>) =>
        [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
      return {
        leadsBySource: ranked(bySource).map(([source, leads]) => ({ source, leads })),
        leadsByLandingPage: ranked(byLanding).map(([page, leads]) => ({ page, leads })),
      };
    },

    async countEvents() {
      const row = await db
        .selectFrom("insights_events")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

/**
 * A lead's source as the Insights screen names visits' sources: its utm_source when the
 * visit came from a tagged link, else the referring site's host, else "(direct)".
 */
export function leadSource(utmSource: string | null, referrerHost: string | null): string {
  const tag = utmSource?.trim().toLowerCase();
  if (tag) return tag;
  const host = referrerHost
    ?.trim()
    .toLowerCase()
    .replace(/^www\./, "");
  return host || "(direct)";
}

/** One day's rows of a metric as they are kept once the day is rolled up: the top keys and "(other)". */
async function topRows(db: Kysely<InsightsDatabase>, metric: Metric, day: string): Promise<MetricRow[]> {
  const rows = await rawRows(db, metric, [day]);
  if (metric.keys.length === 0 || rows.length <= DAILY_TOP_KEYS) return rows;
  const [whole] = await rawRows(db, { ...metric, keys: [] }, [day]);
  return keepTopKeys(metric, rows, whole?.visitors ?? 0);
}

/** One metric counted from raw events over some days (a list, or a from–to range). */
async function rawRows(
  db: Kysely<InsightsDatabase>,
  metric: Metric,
  days: readonly string[] | { from: string; to: string },
): Promise<MetricRow[]> {
  let query = db
    .selectFrom("insights_events")
    .select([
      "day",
      sql<number | string>`count(*)`.as("count"),
      sql<number | string>`count(distinct visitor)`.as("visitors"),
    ])
    .where("kind", "in", metric.kinds);
  query = Array.isArray(days)
    ? query.where("day", "in", days)
    : query
        .where("day", ">=", (days as { from: string }).from)
        .where("day", "<=", (days as { to: string }).to);
  if (metric.entryOnly) query = query.where("entry", "=", 1);
  if (metric.campaignOnly) {
    query = query.where((eb) =>
      eb.or([
        eb("utm_source", "is not", null),
        eb("utm_medium", "is not", null),
        eb("utm_campaign", "is not", null),
      ]),
    );
  }
  const grouped = query.select(metric.keys).groupBy(["day", ...metric.keys]);
  const rows = (await grouped.execute()) as unknown as Record<string, string | number | null>[];
  return rows.map((row) => ({
    day: String(row.day),
    key: encodeKey(metric.keys.map((column) => (row[column] ?? null) as string | null)),
    count: Number(row.count),
    visitors: Number(row.visitors),
  }));
}
