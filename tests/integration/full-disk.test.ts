// @vitest-environment node
import { execFileSync } from "node:child_process";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/durability-server.ts";
import { SQLITE_FILE_NAME } from "../../server/store/sqlite-store.ts";
import { ADMIN_POSTGRES_URL, scratchDataDir, scratchPostgresDatabase } from "./helpers/databases.ts";

/**
 * Issue 28, finding 12: "On a full disk every error log line says 'cannot rollback - no
 * transaction is active' and /healthz stays 200." Wanted: "the real cause logged on a failed
 * write, and /healthz (or /readyz) failing when the store cannot write."
 * The real server in its own process. The disk is made full for it alone, never for the
 * machine: its file-size limit (RLIMIT_FSIZE, set with util-linux's prlimit) is lowered so
 * SQLite's log cannot grow, the way it cannot on a full disk. On
 * PostgreSQL the database is switched to read-only, as after a fail-over to a replica.
 */
const contact = { name: "Ada", email: "ada@example.com", subject: "Full disk", message: "Is anyone there?" };
const FAILURE_MESSAGE = "Something went wrong on our side. Please try again later.";
/** Start-up builds the chat's index; a busy shared machine can take most of a minute. */
const START_TIMEOUT_MS = 90_000;
const SLOW = 180_000;

const submit = (server: RunningServer) =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(contact),
  });

const readyz = async (server: RunningServer) => {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, body: await response.json() };
};

/** Polls /readyz past the second its answer is reused for. */
async function readyzBecomes(server: RunningServer, status: number) {
  const deadline = Date.now() + 10_000;
  let last = await readyz(server);
  while (last.status !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await readyz(server);
  }
  return last;
}

/** The soft limit on the size of any file the process writes (the hard limit stays, so it can be raised again). */
function limitFileSize(pid: number, bytes: number | "unlimited") {
  execFileSync("prlimit", ["--pid", String(pid), `--fsize=${bytes}:`]);
}

describe("a store that cannot write", () => {
  let server: RunningServer | undefined;
  const disposals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await server?.stop("SIGKILL");
    server = undefined;
    for (const dispose of disposals.splice(0).reverse()) await dispose();
  });

  it(
    "SQLite on a full disk: the visitor gets the failure message, the log gives the cause, /readyz answers 503 until it can write",
    async () => {
      const data = scratchDataDir();
      disposals.push(data.dispose);
      server = await startServer({
        dataDir: data.dataDir,
        captureOutput: true,
        env: { LOG_LEVEL: "info" },
        startTimeoutMs: START_TIMEOUT_MS,
      });
      expect((await submit(server)).status).toBe(201);
      expect(await readyz(server)).toEqual({ status: 200, body: { status: "ready" } });

      // Everything written so far moves into the database file and the log starts empty,
      // so the next write has to grow the log: with the limit, it cannot.
      const file = new DatabaseSync(path.join(data.dataDir, SQLITE_FILE_NAME));
      const [checkpoint] = file.prepare("PRAGMA wal_checkpoint(TRUNCATE)").all() as { busy: number }[];
      file.close();
      expect(checkpoint?.busy).toBe(0);
      const pid = server.process.pid ?? 0;
      limitFileSize(pid, 1024);

      const refused = await submit(server);
      expect(refused.status).toBe(500);
      expect(await refused.json()).toEqual({ error: FAILURE_MESSAGE });
      const unready = await readyzBecomes(server, 503);
      expect(unready).toEqual({ status: 503, body: { status: "not ready", store: "cannot write" } });
      // Liveness is another question: the process serves, and restarting it frees no disk.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

      const log = server.output();
      // SQLite's own words for a write the file system refused: SQLITE_FULL on a full disk,
      // SQLITE_IOERR_WRITE when the size limit refuses a write outright.
      expect(log).toContain('"msg":"lead API request failed"');
      expect(log).toMatch(/database or disk is full|disk I\/O error/);
      expect(log).not.toContain("cannot rollback");

      limitFileSize(pid, "unlimited");
      expect(await readyzBecomes(server, 200)).toEqual({ status: 200, body: { status: "ready" } });
      expect((await submit(server)).status).toBe(201);
      expect(server.output()).toContain("store accepts writes again");
    },
    SLOW,
  );

  it(
    "PostgreSQL turned read-only: /readyz answers 503 and the log names the cause; ready again once it takes writes",
    async () => {
      const data = scratchDataDir();
      const database = await scratchPostgresDatabase();
      disposals.push(data.dispose, database.dispose);
      server = await startServer({
        dataDir: data.dataDir,
        databaseUrl: database.url,
        captureOutput: true,
        env: { LOG_LEVEL: "info" },
        startTimeoutMs: START_TIMEOUT_MS,
      });
      expect((await submit(server)).status).toBe(201);
      expect((await readyz(server)).status).toBe(200);

      const name = new URL(database.url).pathname.slice(1);
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: ADMIN_POSTGRES_URL });
        await client.connect();
        try {
          await client.query(statement);
          // The server's pooled sessions end, so its new ones take the database's setting.
          await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
            name,
          ]);
        } finally {
          await client.end();
        }
      };
      await admin(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);

      expect(await readyzBecomes(server, 503)).toEqual({
        status: 503,
        body: { status: "not ready", store: "cannot write" },
      });
      const refused = await submit(server);
      expect(refused.status).toBe(500);
      expect(await refused.json()).toEqual({ error: FAILURE_MESSAGE });
      expect(server.output()).toContain("cannot execute INSERT in a read-only transaction");

      await admin(`ALTER DATABASE ${name} RESET default_transaction_read_only`);
      expect((await readyzBecomes(server, 200)).status).toBe(200);
      expect((await submit(server)).status).toBe(201);
    },
    SLOW,
  );
});
