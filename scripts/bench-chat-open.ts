/**
 * `npm run bench:chat-open [-- /path] [--runs 5]`: how long a visitor waits for the chat window
 * after tapping the launcher (issue 31), on the same mobile profile as bench:interactive (4x CPU,
 * 1.6 Mbit/s, 150 ms per request, an empty cache), on a page that has hydrated and then been
 * left alone for 6 s (time enough for anything the page fetches when idle). Per run: the time
 * from the tap's `pointerdown` to the first frame in which the window is visible. Prints every run
 * and the median. A measurement, not a test gate: report `uptime` beside it.
 */
import { type Browser, chromium } from "@playwright/test";
import { chatLauncherCopy } from "../app/content/chat-launcher.ts";
import { HYDRATED_MARK } from "../app/lib/hydration-marker.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { startBuiltServer } from "./start-built-server.ts";
import { waitForServer } from "./wait-for-server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4322);
const origin = `http://127.0.0.1:${PORT}`;
const pagePath = process.argv.slice(2).find((arg) => arg.startsWith("/")) ?? "/services";
const runsOption = process.argv.indexOf("--runs");
const RUNS = runsOption >= 0 ? Math.max(1, Number(process.argv[runsOption + 1]) || 5) : 5;
const IDLE_MS = 6000;

async function measure(browser: Browser): Promise<{ openMs: number; chunkBeforeTap: boolean }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
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
      latency: 150,
      downloadThroughput: (1638.4 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${origin}${pagePath}`, { waitUntil: "commit" });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK, {
      timeout: 60_000,
      polling: 100,
    });
    await page.waitForTimeout(IDLE_MS);
    const chunkBeforeTap = await page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => /ChatPanel/.test(entry.name)),
    );
    // The page records the tap's start and the first frame that shows the window.
    await page.evaluate(() => {
      const w = window as unknown as { chatOpen?: Promise<number> };
      w.chatOpen = new Promise<number>((resolve) => {
        window.addEventListener(
          "pointerdown",
          (event) => {
            const start = event.timeStamp;
            const check = () => {
              const dialog = document.querySelector('[role="dialog"]');
              if (dialog?.checkVisibility() && dialog.getBoundingClientRect().height > 0) {
                resolve(performance.now() - start);
              } else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { capture: true, once: true },
        );
      });
    });
    await page.getByRole("button", { name: chatLauncherCopy.launcherLabel }).tap();
    const openMs = await page.evaluate(() =>
      Promise.race([
        (window as unknown as { chatOpen: Promise<number> }).chatOpen,
        new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 20_000)),
      ]),
    );
    return { openMs: Math.round(openMs), chunkBeforeTap };
  } finally {
    await context.close();
  }
}

async function main() {
  const server = await startBuiltServer({
    origin,
    port: PORT,
    portVariable: "BENCH_PORT",
    dataPrefix: "meridian-chat-open-",
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const runs: { openMs: number; chunkBeforeTap: boolean }[] = [];
  try {
    await waitForServer(`${origin}/healthz`, 60_000);
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measure(browser);
      runs.push(result);
      console.error(
        `${pagePath} run ${run + 1}: ${result.openMs} ms (chunk loaded before the tap: ${result.chunkBeforeTap})`,
      );
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
  const sorted = runs.map((run) => run.openMs).sort((a, b) => a - b);
  console.log(
    `tap -> chat window visible on ${pagePath}, mobile profile: median ${sorted[Math.floor(sorted.length / 2)]} ms, runs ${sorted.join(", ")} ms`,
  );
}

await main();
