import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openPostgresStore } from "../server/store/postgres-store.ts";
import { openSqliteStore } from "../server/store/sqlite-store.ts";
import { startServer } from "./durability-server.ts";

/**
 * npm run bench:api — durable lead submissions per second against the real server
 * (server/main.ts) on 127.0.0.1, at a fixed concurrency, for SQLite and PostgreSQL.
 * Every 201 counted was committed (fsync'd) before it was sent; at the end the
 * store is counted to confirm it holds exactly the acknowledged leads.
 *
 * Env: BENCH_SECONDS (default 10), BENCH_CONCURRENCY (32), BENCH_STORES ("sqlite,postgres"),
 * BENCH_POSTGRES_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/test; a scratch
 * database is created and dropped there).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const STORES = (process.env.BENCH_STORES ?? "sqlite,postgres").split(",").map((name) => name.trim());
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";

type Result = {
  store: string;
  acknowledged: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  stored: number;
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function post(agent: http.Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "idempotency-key": randomUUID(),
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

/** Runs CONCURRENCY closed-loop clients for `seconds`; returns latencies (ms) of 201 answers. */
async function load(baseUrl: string, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const url = new URL("/api/contact", baseUrl);
  const latencies: number[] = [];
  let errors = 0;
  let sequence = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const index = sequence++;
      const body = JSON.stringify({
        topic: "project",
        name: `Bench Visitor ${index}`,
        email: `bench${index}@example.com`,
        company: "Benchmark Ltd",
        message: "We would like a quote for a retrieval-augmented support assistant with an admin inbox.",
        nda: false,
      });
      const started = performance.now();
      try {
        const status = await post(agent, url, body);
        if (status === 201) latencies.push(performance.now() - started);
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

async function bench(store: string): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-bench-"));
  let databaseUrl: string | undefined;
  const database = `meridian_bench_${Date.now().toString(36)}`;
  if (store === "postgres") {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const server = await startServer({ dataDir, databaseUrl });
  try {
    const warmup = await load(server.url, WARMUP_SECONDS);
    const run = await load(server.url, SECONDS);
    const sorted = [...run.latencies].sort((a, b) => a - b);
    await server.stop("SIGTERM");
    const check = databaseUrl
      ? await openPostgresStore({ connectionString: databaseUrl })
      : await openSqliteStore({ dataDir });
    const stored = await check.countLeads();
    await check.close();
    const expected = warmup.latencies.length + run.latencies.length;
    if (stored !== expected) throw new Error(`${store}: ${expected} acknowledged but ${stored} stored`);
    return {
      store,
      acknowledged: run.latencies.length,
      errors: run.errors,
      perSecond: Math.round(run.latencies.length / run.elapsed),
      p50: Number(percentile(sorted, 0.5).toFixed(2)),
      p99: Number(percentile(sorted, 0.99).toFixed(2)),
      stored,
    };
  } finally {
    await server.stop("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }
}

const results: Result[] = [];
for (const store of STORES) results.push(await bench(store));
console.log(
  `POST /api/contact, concurrency ${CONCURRENCY}, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, real server on 127.0.0.1`,
);
console.log("store     durable/s   p50 ms   p99 ms   errors");
for (const result of results) {
  console.log(
    `${result.store.padEnd(9)} ${String(result.perSecond).padStart(9)} ${String(result.p50).padStart(8)} ${String(result.p99).padStart(8)} ${String(result.errors).padStart(8)}`,
  );
}
