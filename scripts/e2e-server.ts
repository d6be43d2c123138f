/**
 * Starts the production server for the e2e suite on a fresh, throw-away data directory,
 * so every run starts from an empty store and never touches ./data.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-e2e-"));
const child = spawn(process.execPath, ["server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT}`,
    // The admin inbox's sign-in (tests/e2e/admin.spec.ts uses the same default).
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "e2e-admin-password",
  },
});

const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
