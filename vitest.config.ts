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
      "tests/chat-eval/blind*/**/*.test.ts",
    ],
    environment: "node",
    // Encodes the chat's example questions once, before the test files (tests/setup/…).
    globalSetup: ["tests/setup/chat-sentence-vectors.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
