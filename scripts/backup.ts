/**
 * npm run backup [-- <target-file>] — an online backup of the embedded SQLite store.
 *
 * Uses SQLite's backup API (node:sqlite `backup()`), which copies a consistent snapshot
 * page by page while the server keeps running and writing (WAL), then checks the copy
 * with PRAGMA integrity_check. Default target: DATA_DIR/backups/meridian-<UTC time>.sqlite.
 * With DATABASE_URL set, the data lives in PostgreSQL: use pg_dump (docs/OPERATIONS.md).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { loadConfigOrExit } from "../server/config.ts";
import { SQLITE_FILE_NAME } from "../server/store/sqlite-store.ts";

export type BackupResult = { target: string; pages: number; leads: number };

export async function backupSqlite(source: string, target: string): Promise<BackupResult> {
  mkdirSync(path.dirname(target), { recursive: true });
  const database = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
  let pages = 0;
  try {
    pages = await backup(database, target, { rate: 256 });
  } finally {
    database.close();
  }
  const copy = new DatabaseSync(target, { readOnly: true });
  try {
    const check = copy.prepare("PRAGMA integrity_check").get() as { integrity_check?: string } | undefined;
    if (check?.integrity_check !== "ok")
      throw new Error(`the copy failed its integrity check: ${JSON.stringify(check)}`);
    const row = copy.prepare("SELECT count(*) AS count FROM leads").get() as { count: number };
    return { target, pages, leads: Number(row.count) };
  } finally {
    copy.close();
  }
}

async function main() {
  const config = loadConfigOrExit();
  if (config.databaseUrl) {
    console.error(
      "DATABASE_URL is set, so the data is in PostgreSQL: back it up with pg_dump (see docs/OPERATIONS.md).",
    );
    process.exit(2);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const target = path.resolve(
    process.argv[2] ?? path.join(config.dataDir, "backups", `meridian-${stamp}.sqlite`),
  );
  const result = await backupSqlite(path.join(config.dataDir, SQLITE_FILE_NAME), target);
  console.log(
    `Backup written to ${result.target} (${result.pages} pages, ${result.leads} leads, integrity ok).`,
  );
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
