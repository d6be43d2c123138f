import type { Migration } from "./migrations.ts";

/**
 * The site's own analytics (issue 14, ADR 901): raw events kept INSIGHTS_RETENTION_DAYS,
 * daily aggregates kept for good (counts only), the rolled-up days, and the daily salt
 * of the visitor hash (one row, deleted once its day is over). Versions 1001+.
 */
export const insightsMigrations: readonly Migration[] = [
  {
    version: 1001,
    name: "insights: events, daily aggregates, rolled days, daily salt",
    sqlite: [
      `CREATE TABLE insights_events (
        id INTEGER PRIMARY KEY,
        day TEXT NOT NULL,
        at TEXT NOT NULL,
        kind TEXT NOT NULL,
        path TEXT NOT NULL,
        referrer_host TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        device TEXT NOT NULL,
        visitor TEXT,
        entry INTEGER NOT NULL,
        form TEXT
      ) STRICT`,
      "CREATE INDEX insights_events_day_kind ON insights_events (day, kind)",
      `CREATE TABLE insights_daily (
        day TEXT NOT NULL,
        metric TEXT NOT NULL,
        key TEXT NOT NULL,
        count INTEGER NOT NULL,
        visitors INTEGER NOT NULL,
        PRIMARY KEY (metric, day, key)
      ) STRICT`,
      `CREATE TABLE insights_rolled_days (
        day TEXT PRIMARY KEY,
        rolled_at TEXT NOT NULL
      ) STRICT`,
      `CREATE TABLE insights_salts (
        day TEXT PRIMARY KEY,
        salt TEXT NOT NULL
      ) STRICT`,
    ],
    postgres: [
      `CREATE TABLE insights_events (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        day TEXT NOT NULL,
        at TIMESTAMPTZ NOT NULL,
        kind TEXT NOT NULL,
        path TEXT NOT NULL,
        referrer_host TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        device TEXT NOT NULL,
        visitor TEXT,
        entry SMALLINT NOT NULL,
        form TEXT
      )`,
      "CREATE INDEX insights_events_day_kind ON insights_events (day, kind)",
      `CREATE TABLE insights_daily (
        day TEXT NOT NULL,
        metric TEXT NOT NULL,
        key TEXT NOT NULL,
        count INTEGER NOT NULL,
        visitors INTEGER NOT NULL,
        PRIMARY KEY (metric, day, key)
      )`,
      `CREATE TABLE insights_rolled_days (
        day TEXT PRIMARY KEY,
        rolled_at TIMESTAMPTZ NOT NULL
      )`,
      `CREATE TABLE insights_salts (
        day TEXT PRIMARY KEY,
        salt TEXT NOT NULL
      )`,
    ],
  },
];
