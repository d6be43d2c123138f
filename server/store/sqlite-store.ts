import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import type { Database } from "./database.ts";
import { createLeadStore } from "./lead-store.ts";
import { migrate } from "./migrations.ts";
import { NodeSqliteDialect } from "./sqlite-dialect.ts";
import { sqliteReader } from "./sqlite-reader.ts";

export const SQLITE_FILE_NAME = "meridian.sqlite";

/**
 * The embedded store: one SQLite file under DATA_DIR. WAL with synchronous=FULL
 * fsyncs the log at every commit, so an acknowledged lead survives a crash or power
 * loss; busy_timeout makes a second process wait for the write lock instead of failing;
 * secure_delete zeroes what is deleted.
 */
export async function openSqliteStore(options: {
  dataDir: string;
  fileName?: string;
  busyTimeoutMs?: number;
}) {
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.fileName ?? SQLITE_FILE_NAME);
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  const sqlite = new DatabaseSync(file, {
    timeout: busyTimeoutMs,
    enableForeignKeyConstraints: true,
  });
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = FULL");
  // Deleted rows are overwritten with zeros, not left in free space for a copy of the file
  // to reveal (erasure requests, retention); see checkpoint-after-deletion.ts for the log.
  sqlite.exec("PRAGMA secure_delete = ON");
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(sqlite) });
  try {
    // Defensive mode forbids editing the stored schema, which one kind of migration needs
    // (migrations.ts, sqliteSchemaEdits); it is back on before the store takes any request.
    sqlite.enableDefensive(false);
    await migrate(db, "sqlite");
    sqlite.enableDefensive(true);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Long reads (the inbox's conversation search) run on a thread of their own (sqlite-reader.ts).
  const reader = sqliteReader(file, busyTimeoutMs);
  const store = createLeadStore(db, "sqlite", async () => {
    await reader.close();
    await db.destroy();
  });
  return { ...store, reader };
}
