import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPostgresStore } from "../server/store/postgres-store.ts";
import { openSqliteStore } from "../server/store/sqlite-store.ts";
import type { LeadStore } from "../server/store/types.ts";
import { startServer } from "./durability-server.ts";

/**
 * Issue 5 acceptance: "a test fires a burst of concurrent submissions, kills the
 * server with SIGKILL mid-burst, restarts it on the same data, and finds every
 * acknowledged id intact."
 *
 * Usage: node scripts/durability-sigkill.ts [sqlite|postgres] [burst] [concurrency]
 * (postgres needs DATABASE_URL pointing at a database it may write to).
 */

export type DurabilityReport = {
  store: "sqlite" | "postgres";
  sent: number;
  acknowledged: number;
  /** Requests cut off by the kill (no answer, so nothing was promised). */
  unacknowledged: number;
  killSignal: string;
  /** Acknowledged ids not found intact after the restart; must be empty. */
  missing: string[];
  /** A submission made to the restarted server succeeded. */
  restartedServerAccepts: boolean;
};

type Ack = { id: string; name: string; email: string; message: string };

export async function runSigkillDurability(options: {
  store: "sqlite" | "postgres";
  dataDir: string;
  databaseUrl?: string;
  burst?: number;
  concurrency?: number;
  /** Kill once this many submissions have been acknowledged. */
  killAfter?: number;
}): Promise<DurabilityReport> {
  const burst = options.burst ?? 1500;
  const concurrency = options.concurrency ?? 32;
  const killAfter = options.killAfter ?? Math.floor(burst / 3);
  const server = await startServer({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });

  const acknowledged: Ack[] = [];
  let unacknowledged = 0;
  let next = 0;
  let killSignal = "";
  const runId = randomUUID().slice(0, 8);

  const worker = async () => {
    while (next < burst) {
      const index = next++;
      const body = {
        name: `Durability ${runId} #${index}`,
        email: `visitor${index}@example.com`,
        subject: "Durability check",
        message: `Message ${index} of run ${runId}: ${"lorem ipsum ".repeat(20).trim()}`,
      };
      try {
        const response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify(body),
        });
        const answer = (await response.json()) as { id?: string };
        if (response.status === 201 && answer.id) {
          acknowledged.push({ id: answer.id, name: body.name, email: body.email, message: body.message });
          if (acknowledged.length === killAfter) {
            server.process.kill("SIGKILL");
            killSignal = await server.exited;
          }
        } else {
          unacknowledged++;
        }
      } catch {
        unacknowledged++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (!killSignal) {
    server.process.kill("SIGKILL");
    killSignal = await server.exited;
  }

  // Restart on the same data: start-up (migrations, WAL recovery) must succeed, and so must new submissions.
  const restarted = await startServer({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  const probe = await fetch(`${restarted.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "After restart", email: "after@example.com", subject: "s", message: "m" }),
  });
  await restarted.stop("SIGTERM");

  const store: LeadStore =
    options.store === "postgres" && options.databaseUrl
      ? await openPostgresStore({ connectionString: options.databaseUrl })
      : await openSqliteStore({ dataDir: options.dataDir });
  const missing: string[] = [];
  try {
    for (const ack of acknowledged) {
      const lead = await store.getLead(ack.id);
      const intact =
        lead?.name === ack.name &&
        lead.email === ack.email &&
        lead.payload.message === ack.message &&
        (await store.listOutbox({ leadId: ack.id })).length === 2;
      if (!intact) missing.push(ack.id);
    }
  } finally {
    await store.close();
  }
  return {
    store: options.store,
    sent: burst,
    acknowledged: acknowledged.length,
    unacknowledged,
    killSignal,
    missing,
    restartedServerAccepts: probe.status === 201,
  };
}

if (import.meta.main) {
  const kind = process.argv[2] === "postgres" ? "postgres" : "sqlite";
  if (kind === "postgres" && !process.env.DATABASE_URL) {
    console.error("postgres needs DATABASE_URL");
    process.exit(2);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-durability-"));
  try {
    const report = await runSigkillDurability({
      store: kind,
      dataDir,
      databaseUrl: kind === "postgres" ? process.env.DATABASE_URL : undefined,
      burst: Number(process.argv[3] ?? 1500),
      concurrency: Number(process.argv[4] ?? 32),
    });
    console.log(JSON.stringify({ ...report, missing: report.missing.length }, null, 2));
    process.exitCode = report.missing.length === 0 && report.restartedServerAccepts ? 0 : 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
