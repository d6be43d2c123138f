import { defineConfig } from "vitest/config";
import { headerMenuPlugin } from "./scripts/vite-plugin-header-menu.ts";

export default defineConfig({
  plugins: [headerMenuPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "scripts/**/*.test.ts",
      // every blind corpus folder (blind, blind-2, blind-3, …): their format and split checks
      "tests/chat-eval/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
