import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

/**
 * End-to-end tests run against the production server (`node server/main.ts`) serving the
 * real build, in Debian's Chromium (no browser downloads on these machines).
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace costs about a third of the suite's time (measured: 123 s without, 184 s
    // with, on the same three specs), so CI records one only when it retries a failed test.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      // The consultation modal's emailTo (app/content/consultation.ts) must be a team address.
      NOTIFY_TO: "hello@meridian-ai.example",
      // The form tests fill forms faster than a person and submit many from one IP:
      // minimum fill time off and a generous rate limit for this server only.
      FORM_MIN_FILL_MS: "0",
      RATE_LIMIT_FORMS_PER_MINUTE: "1000",
      // Every page a test opens sends a visit beacon from this one address: on an idle machine two
      // workers passed the 120 per minute a visitor gets, and a test's own beacon was answered 429.
      RATE_LIMIT_INSIGHTS_PER_MINUTE: "10000",
    },
  },
});
