import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { addDays, dayOf } from "../server/insights/days.ts";
import { METRIC_NAMES } from "../server/insights/metrics.ts";
import { buildReport } from "../server/insights/report.ts";
import { maintainInsights } from "../server/insights/retention.ts";
import { createInsightsStore, type InsightsStore } from "../server/insights/store.ts";
import type { Database } from "../server/store/database.ts";
import { openPostgresStore } from "../server/store/postgres-store.ts";
import { openSqliteStore } from "../server/store/sqlite-store.ts";
import { startServer } from "./durability-server.ts";

/**
 * npm run bench:insights — issue 14's numbers, on SQLite and PostgreSQL:
 *  1. ingestion: beacons/s through the real server (server/main.ts) on 127.0.0.1, at a
 *     fixed concurrency, with p50/p99 of the beacon's answer; every 204 counted was
 *     committed first (batched writes), and the store is counted afterwards;
 *  2. the dashboard: 1,000,000 events seeded with one bulk INSERT … SELECT over 30 days,
 *     then each of the report's queries timed for the last 30 days, first on raw events
 *     only (before any roll-up) and then as the hourly job leaves it (finished days rolled up).
 *
 * Env: BENCH_SECONDS (10), BENCH_CONCURRENCY (64), BENCH_STORES ("sqlite,postgres"),
 * BENCH_EVENTS (1000000), BENCH_POSTGRES_ADMIN_URL (a scratch database is created and dropped there).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const STORES = (process.env.BENCH_STORES ?? "sqlite,postgres").split(",").map((name) => name.trim());
const EVENTS = Math.min(Number(process.env.BENCH_EVENTS ?? 1_000_000), 5_000_000);
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PAGES = ["/", "/services", "/contact", "/about", "/blog", "/faq", "/careers", "/portfolio"];
const UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** A stand-in build with the pages the beacons name (only pages of the site are counted). */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "meridian-bench-build-"));
  for (const page of PAGES) {
    const folder = path.join(dir, page);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "index.html"), "<!doctype html><title>bench</title>");
  }
  return dir;
}

function post(agent: http.Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "content-length": Buffer.byteLength(body),
          "user-agent": UA,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function load(baseUrl: string, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const url = new URL("/api/insights", baseUrl);
  const latencies: number[] = [];
  let errors = 0;
  let sequence = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const index = sequence++;
      const page = PAGES[index % PAGES.length];
      const body =
        index % 4 === 0
          ? JSON.stringify({
              kind: "view",
              url: `${page}?utm_source=bench&utm_campaign=c${index % 7}`,
              referrer: "news.example",
            })
          : index % 4 === 1
            ? JSON.stringify({ kind: "view", url: page, nav: true })
            : index % 4 === 2
              ? JSON.stringify({ kind: "form_viewed", url: "/contact", form: "pageContact" })
              : JSON.stringify({ kind: "bounce", url: page });
      const started = performance.now();
      try {
        const status = await post(agent, url, body);
        if (status === 204) latencies.push(performance.now() - started);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  return { latencies, errors, elapsed };
}

/** EVENTS rows over the last 30 days in one statement: views, entries, UTM, funnels, 50,000 visitors a day. */
async function seed(db: Kysely<Database>, dialect: "sqlite" | "postgres", today: string) {
  const pages = `CASE n % 8 ${PAGES.map((page, index) => `WHEN ${index} THEN '${page}'`).join(" ")} END`;
  const kind = `CASE WHEN n % 10 < 7 THEN 'view' WHEN n % 10 = 7 THEN 'bounce' WHEN n % 10 = 8 THEN 'form_viewed' ELSE 'form_started' END`;
  const columns = `day, at, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor, entry, form`;
  const select = (day: string, at: string) => `SELECT ${day}, ${at}, ${kind}, ${pages},
      CASE WHEN n % 5 = 0 THEN 'news.example' WHEN n % 5 = 1 THEN 'google.com' ELSE NULL END,
      CASE WHEN n % 9 = 0 THEN 'newsletter' ELSE NULL END,
      CASE WHEN n % 9 = 0 THEN 'email' ELSE NULL END,
      CASE WHEN n % 9 = 0 THEN 'campaign-' || (n % 13) ELSE NULL END,
      CASE WHEN n % 3 = 0 THEN 'mobile' ELSE 'desktop' END,
      'v' || (n % 50000),
      CASE WHEN n % 3 = 0 THEN 1 ELSE 0 END,
      CASE WHEN n % 10 >= 8 THEN 'pageContact' ELSE NULL END`;
  if (dialect === "postgres") {
    await sql
      .raw(`INSERT INTO insights_events (${columns})
        ${select(`to_char(DATE '${today}' - (n % 30)::int, 'YYYY-MM-DD')`, `(DATE '${today}' - (n % 30)::int)::timestamptz + interval '12 hours'`)}
        FROM generate_series(1, ${EVENTS}) AS n`)
      .execute(db);
    await sql.raw("ANALYZE insights_events").execute(db);
  } else {
    await sql
      .raw(`INSERT INTO insights_events (${columns})
        WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${EVENTS})
        ${select(`date('${today}', '-' || (n % 30) || ' days')`, `date('${today}', '-' || (n % 30) || ' days') || 'T12:00:00.000Z'`)}
        FROM seq`)
      .execute(db);
    await sql.raw("ANALYZE").execute(db);
  }
}

async function timeQueries(insights: InsightsStore, from: string, to: string) {
  const timings: Record<string, number> = {};
  for (const name of METRIC_NAMES) {
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await insights.metricRows(name, from, to);
      runs.push(performance.now() - started);
    }
    timings[name] = Math.max(...runs);
  }
  const started = performance.now();
  await buildReport(insights, { from, to }, () => insights.leadAttribution(from, to));
  timings["whole report"] = performance.now() - started;
  return timings;
}

async function scratchDatabase(store: string) {
  if (store !== "postgres") return { url: undefined, drop: async () => {} };
  const name = `insights_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function bench(store: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-bench-"));
  const buildDir = fakeBuild();
  const database = await scratchDatabase(store);
  try {
    const server = await startServer({
      dataDir,
      databaseUrl: database.url,
      env: { BUILD_DIR: buildDir, RATE_LIMIT_INSIGHTS_PER_MINUTE: "0" },
    });
    let ingestion: { perSecond: number; p50: number; p99: number; errors: number; stored: number };
    try {
      const warmup = await load(server.url, WARMUP_SECONDS);
      const run = await load(server.url, SECONDS);
      await server.stop("SIGTERM");
      const sorted = [...run.latencies].sort((a, b) => a - b);
      ingestion = {
        perSecond: Math.round(run.latencies.length / run.elapsed),
        p50: Number(percentile(sorted, 0.5).toFixed(2)),
        p99: Number(percentile(sorted, 0.99).toFixed(2)),
        errors: run.errors,
        stored: warmup.latencies.length + run.latencies.length,
      };
    } finally {
      await server.stop("SIGKILL");
    }

    const opened = database.url
      ? await openPostgresStore({ connectionString: database.url })
      : await openSqliteStore({ dataDir });
    try {
      const insights = createInsightsStore(opened.db, opened.dialect);
      const counted = await insights.countEvents();
      if (counted !== ingestion.stored)
        throw new Error(`${store}: ${ingestion.stored} acknowledged but ${counted} stored`);
      await sql`DELETE FROM insights_events`.execute(opened.db);
      const now = new Date();
      const today = dayOf(now);
      const seedStarted = performance.now();
      await seed(opened.db, opened.dialect, today);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      const from = addDays(today, -29);
      const raw = await timeQueries(insights, from, today);
      const rollStarted = performance.now();
      await maintainInsights(insights, now, 30);
      const rollSeconds = (performance.now() - rollStarted) / 1000;
      const rolled = await timeQueries(insights, from, today);
      return {
        store,
        ingestion,
        seedSeconds,
        rollSeconds,
        events: await insights.countEvents(),
        raw,
        rolled,
      };
    } finally {
      await opened.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
    await database.drop();
  }
}

const ms = (value: number) => value.toFixed(1).padStart(9);
for (const store of STORES) {
  const result = await bench(store);
  console.log(`\n== ${store}`);
  console.log(
    `ingestion: POST /api/insights, concurrency ${CONCURRENCY}, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, real server on 127.0.0.1`,
  );
  console.log(
    `  ${result.ingestion.perSecond} events/s committed, p50 ${result.ingestion.p50} ms, p99 ${result.ingestion.p99} ms, errors ${result.ingestion.errors} (all ${result.ingestion.stored} acknowledged events found stored)`,
  );
  console.log(
    `dashboard: ${result.events.toLocaleString("en-GB")} events over 30 days (seeded in ${result.seedSeconds.toFixed(1)} s; roll-up of 29 finished days ${result.rollSeconds.toFixed(1)} s), slowest of 3 runs, last 30 days:`,
  );
  console.log("  query              raw only ms   after roll-up ms");
  for (const name of Object.keys(result.raw)) {
    console.log(`  ${name.padEnd(18)} ${ms(result.raw[name] ?? 0)}   ${ms(result.rolled[name] ?? 0)}`);
  }
}
