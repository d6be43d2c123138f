import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "./durability-server.ts";

/**
 * npm run bench:sign-in — what a burst of sign-in attempts does to the rest of the site
 * (issue 12 item 2: "scrypt must not starve the static site (a 40-request burst made
 * GET /about take 1.19 s)"). The real server (server/main.ts) with the real build, behind
 * a pretend proxy (TRUST_PROXY=127.0.0.1) so each attempt can come from its own address:
 * GET /about is timed alone, then while BENCH_BURST wrong passwords from as many addresses
 * arrive at once, then while the same burst comes from one address. Prints numbers only.
 *
 * Needs `npm run build` first. Env: BENCH_BURST (default 40), BENCH_PAGE (default /about).
 */

const BURST = Number(process.env.BENCH_BURST ?? 40);
const PAGE = process.env.BENCH_PAGE ?? "/about";
const BUILD_DIR = path.resolve("build/client");

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  return `n=${sorted.length} p50=${at(0.5).toFixed(1)} ms p95=${at(0.95).toFixed(1)} ms max=${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

async function timePage(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}${PAGE}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${PAGE} answered ${response.status}`);
  return performance.now() - started;
}

/** Times the page over and over while `work` runs; answers the page times and the work's duration. */
async function pageTimesDuring<T>(url: string, work: () => Promise<T>) {
  const times: number[] = [];
  let done = false;
  const started = performance.now();
  const running = work().finally(() => {
    done = true;
  });
  while (!done) times.push(await timePage(url));
  const result = await running;
  return { times, ms: performance.now() - started, result };
}

function signIn(url: string, from: string) {
  return fetch(`${url}/admin/api/session`, {
    method: "POST",
    // No Origin header: a script, not a browser page (the origin check lets it through).
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ password: "not the password, a guess" }),
  }).then((response) => response.status);
}

function countStatuses(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status}`)
    .join(", ");
}

const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-bench-sign-in-"));
const server = await startServer({
  dataDir,
  env: { BUILD_DIR, TRUST_PROXY: "127.0.0.1", ADMIN_PASSWORD: "bench-admin-password-0123" },
});
try {
  for (let warm = 0; warm < 20; warm++) await timePage(server.url);
  const alone: number[] = [];
  for (let index = 0; index < 100; index++) alone.push(await timePage(server.url));
  console.log(`GET ${PAGE} alone: ${summary(alone)}`);

  const spread = await pageTimesDuring(server.url, () =>
    Promise.all(Array.from({ length: BURST }, (_, index) => signIn(server.url, `198.51.100.${index + 1}`))),
  );
  console.log(
    `GET ${PAGE} during ${BURST} sign-ins from ${BURST} addresses (${spread.ms.toFixed(0)} ms): ${summary(spread.times)}; sign-ins: ${countStatuses(spread.result)}`,
  );

  const single = await pageTimesDuring(server.url, () =>
    Promise.all(Array.from({ length: BURST }, () => signIn(server.url, "203.0.113.9"))),
  );
  console.log(
    `GET ${PAGE} during ${BURST} sign-ins from one address (${single.ms.toFixed(0)} ms): ${summary(single.times)}; sign-ins: ${countStatuses(single.result)}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
