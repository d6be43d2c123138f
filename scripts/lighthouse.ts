/**
 * `npm run lighthouse [-- /path ...]`: Lighthouse (mobile preset) on every prerendered route,
 * or only on the paths given, against the production server serving the current build.
 * Prints one table and writes reports/lighthouse.json. A measurement, not a test gate.
 * `--runs 3` measures each page three times and keeps the median run (by performance, then LCP),
 * as the issue's comparison did. A run in which Lighthouse reports it could not record the page
 * (e.g. NO_NAVSTART, "Please run Lighthouse again") is repeated, at most twice; the table says
 * how many such runs there were.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPaths } from "../app/prerender-paths.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { startBuiltServer } from "./start-built-server.ts";
import { waitForServer } from "./wait-for-server.ts";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4320);
const origin = `http://127.0.0.1:${PORT}`;
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const paths = requested.length > 0 ? requested : publicPaths();
const runsOption = process.argv.indexOf("--runs");
const RUNS = runsOption >= 0 ? Math.max(1, Number(process.argv[runsOption + 1]) || 1) : 1;
const RETRIES_PER_RUN = 2;

type Row = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  /** Runs Lighthouse could not record and that were repeated. */
  repeated: number;
  /** Why Lighthouse gave no metrics for the page, when it did not. */
  error?: string;
  /** The elements that moved, for a page whose CLS is not 0. */
  shifted?: string[];
  /** First contentful paint and time to interactive (simulated), which bound what TBT counts. */
  fcpMs?: number;
  ttiMs?: number;
  /** What the JS count is made of: each script request and its bytes on the wire. */
  scripts?: { url: string; transferSize: number }[];
  /** The main thread's long tasks (simulated, ms), with the script they belong to. */
  longTasks?: { url: string; startTime: number; duration: number }[];
};

type ShiftDetails = { items?: { node?: { snippet?: string; selector?: string }; score?: number }[] };

function shiftedElements(details: unknown): string[] | undefined {
  const items = (details as ShiftDetails | undefined)?.items ?? [];
  if (items.length === 0) return undefined;
  return items.map(
    (item) => `${item.score?.toFixed(3)} ${item.node?.selector ?? ""} ${item.node?.snippet ?? ""}`,
  );
}

type TableDetails<T> = { items?: T[] } | undefined;

function scriptRequests(details: unknown, base: string): Row["scripts"] {
  const items = (details as TableDetails<{ url: string; resourceType?: string; transferSize?: number }>)
    ?.items;
  return items
    ?.filter((item) => item.resourceType === "Script")
    .map((item) => ({ url: item.url.replace(base, ""), transferSize: item.transferSize ?? 0 }));
}

function longTasks(details: unknown, base: string): Row["longTasks"] {
  const items = (details as TableDetails<{ url: string; startTime: number; duration: number }>)?.items;
  return items?.map((item) => ({
    url: item.url.replace(base, ""),
    startTime: Math.round(item.startTime),
    duration: Math.round(item.duration),
  }));
}

type Measured = { row: Omit<Row, "repeated">; failing: string[] };

async function measure(port: number, pagePath: string): Promise<Measured> {
  const result = await lighthouse(`${origin}${pagePath}`, {
    port,
    output: "json",
    logLevel: "error",
  });
  if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = (
    lhr.audits["resource-summary"]?.details as {
      items?: { resourceType: string; transferSize: number }[];
    }
  )?.items;
  const scriptBytes = resources?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
  const row: Omit<Row, "repeated"> = {
    path: pagePath,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
    jsKb: Number((scriptBytes / 1024).toFixed(1)),
    error: lhr.runtimeError?.message ?? lhr.audits["largest-contentful-paint"]?.errorMessage,
    shifted: shiftedElements(lhr.audits["layout-shifts"]?.details),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    ttiMs: Math.round(numeric("interactive")),
    scripts: scriptRequests(lhr.audits["network-requests"]?.details, origin),
    longTasks: longTasks(lhr.audits["long-tasks"]?.details, origin),
  };
  const failing: string[] = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
  return { row, failing };
}

async function main() {
  const server = await startBuiltServer({
    origin,
    port: PORT,
    portVariable: "LIGHTHOUSE_PORT",
    dataPrefix: "meridian-lh-",
  });
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS],
  });
  const rows: Row[] = [];
  const reports: Record<string, unknown> = {};
  try {
    await waitForServer(`${origin}/healthz`, 90_000);
    for (const pagePath of paths) {
      const measured: Measured[] = [];
      let repeated = 0;
      while (measured.length < RUNS) {
        const run = await measure(chrome.port, pagePath);
        if (run.row.error && repeated < RETRIES_PER_RUN * RUNS) {
          repeated += 1;
          continue;
        }
        measured.push(run);
      }
      const median = [...measured].sort(
        (a, b) => a.row.performance - b.row.performance || b.row.lcpMs - a.row.lcpMs,
      )[Math.floor(measured.length / 2)] as Measured;
      rows.push({ ...median.row, repeated });
      reports[pagePath] = { ...median.row, repeated, runs: measured.length, failingAudits: median.failing };
    }
  } finally {
    chrome.kill();
    server.kill("SIGTERM");
  }

  console.log("");
  console.table(rows.map(({ error, shifted, scripts, longTasks, fcpMs, ttiMs, ...row }) => row));
  for (const row of rows.filter((candidate) => candidate.error || candidate.shifted)) {
    console.log(`${row.path}: ${row.error ?? ""}${row.shifted ? `moved: ${row.shifted.join(" | ")}` : ""}`);
  }
  mkdirSync("reports", { recursive: true });
  writeFileSync(
    "reports/lighthouse.json",
    `${JSON.stringify({ measuredAt: new Date().toISOString(), pages: reports }, null, 2)}\n`,
  );
  console.log("written reports/lighthouse.json (mobile preset)");
}

await main();
