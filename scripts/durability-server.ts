import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Runs the real production server (server/main.ts) as a child process on 127.0.0.1,
 * for the durability test and the API benchmark. Started with the Node binary that
 * runs this script (Node 24), not through npm, so the pid is the server itself and
 * SIGKILL really kills it.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type ServerOptions = {
  /** SQLite lives here; also used when DATABASE_URL is set (nothing is written then). */
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** How long start-up may take before it counts as failed (default 20 s). */
  startTimeoutMs?: number;
  /** Keep the server's log (stdout) for `output()`; otherwise it is dropped. */
  captureOutput?: boolean;
};

export type RunningServer = {
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code or signal once the process has gone. */
  exited: Promise<string>;
  stop: (signal?: NodeJS.Signals) => Promise<string>;
  /** The last 256 kB of the server's log, with captureOutput. */
  output: () => string;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const buildDir = mkdtempSync(path.join(tmpdir(), "meridian-empty-build-"));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: options.dataDir,
    BUILD_DIR: buildDir, // the site build may be absent; the API does not need it
    LOG_LEVEL: "warn",
    RATE_LIMIT_FORMS_PER_MINUTE: "0",
    FORM_MIN_FILL_MS: "0",
    NOTIFY_TO: "team@meridian-ai.example",
    // Its own address, so a browser's requests pass the origin check (tests/e2e/chat-leads.spec.ts).
    SITE_URL: `http://127.0.0.1:${port}`,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [path.join(ROOT, "server/main.ts")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", options.captureOutput ? "pipe" : "ignore", "pipe"],
  });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-256_000);
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<string>((resolve) => {
    child.once("exit", (code, signal) => {
      rmSync(buildDir, { recursive: true, force: true });
      resolve(signal ?? String(code));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const startTimeoutMs = options.startTimeoutMs ?? 20_000;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start-up: ${stderr}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy in ${startTimeoutMs / 1000} s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    process: child,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    output: () => stdout,
  };
}
