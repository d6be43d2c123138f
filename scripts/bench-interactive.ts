/**
 * `npm run bench:interactive [-- /path ...] [--runs 3]`: how long each prerendered page looks
 * ready and is not (issue 31). Every route (or the paths given) is loaded in Debian's Chromium on
 * Lighthouse's mobile profile, applied for real through the DevTools protocol rather than
 * simulated: 4x CPU slowdown, 1.6 Mbit/s down, 750 kbit/s up, 150 ms per request, a 412x823
 * phone screen, an empty cache. Per run it reads the first contentful paint and the
 * `hydrated` mark that the root sets once React has hydrated (app/lib/hydration-marker.ts),
 * and counts the JavaScript that came over the wire until then. Prints the median of the runs
 * per route (by the gap from first paint to hydration) and the worst route. A measurement,
 * not a test gate: the numbers depend on the machine's load, so report `uptime` beside them.
 */
import { type Browser, chromium } from "@playwright/test";
import { HYDRATED_MARK } from "../app/lib/hydration-marker.ts";
import { publicPaths } from "../app/prerender-paths.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { startBuiltServer } from "./start-built-server.ts";
import { waitForServer } from "./wait-for-server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4322);
const origin = `http://127.0.0.1:${PORT}`;
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const paths = requested.length > 0 ? requested : publicPaths();
const runsOption = process.argv.indexOf("--runs");
const RUNS = runsOption >= 0 ? Math.max(1, Number(process.argv[runsOption + 1]) || 3) : 3;

/** Lighthouse's mobile profile (its `mobileSlow4G` settings and Moto G Power screen). */
const MOBILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1638.4 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

type Run = {
  fcpMs: number;
  /** When the last script that arrived before hydration had arrived: the rest is the CPU's. */
  scriptsInMs: number;
  hydratedMs: number;
  windowMs: number;
  loadMs: number;
  jsKb: number;
};

async function measure(browser: Browser, pagePath: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: MOBILE.downloadBytesPerSecond,
      uploadThroughput: MOBILE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpuSlowdown });
    const scripts = new Set<string>();
    let jsBytes = 0;
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.add(event.requestId);
    });
    cdp.on("Network.loadingFinished", (event) => {
      if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    await page.goto(`${origin}${pagePath}`, { waitUntil: "commit" });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK, {
      timeout: 60_000,
      polling: 100,
    });
    const timings = await page.evaluate((mark) => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const hydrated = performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN;
      const navigation = performance.getEntriesByType("navigation")[0] as
        | PerformanceNavigationTiming
        | undefined;
      const scriptsIn = Math.max(
        0,
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== "img")
          .filter((entry) => entry.name.endsWith(".js") && entry.startTime < hydrated)
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      );
      return { fcp, hydrated, scriptsIn, load: navigation?.loadEventStart ?? Number.NaN };
    }, HYDRATED_MARK);
    return {
      fcpMs: Math.round(timings.fcp),
      scriptsInMs: Math.round(timings.scriptsIn),
      hydratedMs: Math.round(timings.hydrated),
      windowMs: Math.round(timings.hydrated - timings.fcp),
      loadMs: Math.round(timings.load),
      jsKb: Number((jsBytes / 1024).toFixed(1)),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const server = await startBuiltServer({
    origin,
    port: PORT,
    portVariable: "BENCH_PORT",
    dataPrefix: "meridian-interactive-",
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const rows: ({ path: string } & Run)[] = [];
  try {
    await waitForServer(`${origin}/healthz`, 60_000);
    // One unmeasured load, so the first route does not pay for the server's and browser's warm-up.
    await measure(browser, paths[0] ?? "/");
    for (const pagePath of paths) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, pagePath));
      const median = [...runs].sort((a, b) => a.windowMs - b.windowMs)[Math.floor(runs.length / 2)] as Run;
      rows.push({ path: pagePath, ...median });
      console.error(`${pagePath}: first paint ${median.fcpMs} ms, hydrated ${median.hydratedMs} ms`);
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
  console.log("");
  console.log(
    `first paint -> hydration, mobile profile, median of ${RUNS} per route (ms; JS in KB on the wire)`,
  );
  console.table(rows);
  const worst = rows.reduce((a, b) => (b.windowMs > a.windowMs ? b : a));
  const windows = rows.map((row) => row.windowMs).sort((a, b) => a - b);
  console.log(
    `window: ${windows[0]}–${windows.at(-1)} ms (median route ${windows[Math.floor(windows.length / 2)]} ms); worst ${worst.path}`,
  );
}

await main();
