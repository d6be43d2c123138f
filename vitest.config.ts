import { defineConfig } from "vitest/config";
import { headerMenuPlugin } from "./scripts/vite-plugin-header-menu.ts";

export default defineConfig({
  plugins: [headerMenuPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // Most files wait on servers, timers and databases rather than compute, so more workers than
    // cores pay: 233 s with the default two, 125 s with four, 120 s with six (CI=true, this machine kind).
    maxWorkers: 4,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        // The browser side's tests share a DOM and its storage, so each file gets a fresh one.
        extends: true,
        test: { name: "app", include: ["app/**/*.test.{ts,tsx}"] },
      },
      {
        // The server side's files start their own servers, stores and directories and leave no
        // module state behind, so they share workers: a fresh worker per file cost ~1 s each, about
        // a third of the run (measured: 313 s isolated, 212 s shared, same machine kind).
        extends: true,
        test: {
          name: "server",
          isolate: false,
          include: [
            "server/**/*.test.ts",
            "tests/integration/**/*.test.ts",
            "scripts/**/*.test.ts",
            // every blind corpus folder (blind, blind-2, blind-3, …): their format and split checks
            "tests/chat-eval/**/*.test.ts",
          ],
        },
      },
    ],
  },
});
