import { type Kysely, sql } from "kysely";
import type { Database } from "./database.ts";

/**
 * Deleted personal data must not stay readable in the SQLite files (issue 28, finding 10).
 * With secure_delete (set where the store opens) SQLite overwrites deleted content with
 * zeros in the pages it writes; but those pages go to the write-ahead log first, while the
 * database file, and older frames of the log, still hold the page as it was. A TRUNCATE
 * checkpoint copies the log into the database file and empties the log.
 *
 * A reader in the middle of a long read (a backup running) can keep the checkpoint from
 * finishing; the next checkpoint completes it. Its failure never fails the deletion, which
 * has committed. PostgreSQL keeps deleted rows until VACUUM reuses their space; see
 * docs/SECURITY.md for what that leaves.
 */
export async function checkpointAfterDeletion(db: Kysely<Database>, dialect: "sqlite" | "postgres") {
  if (dialect !== "sqlite") return;
  try {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  } catch {
    // The deletion stands; SQLite's own checkpoints move the pages on later.
  }
}

/** `run`, then the checkpoint: for every store call that deletes personal data. */
export function thenCheckpoint<A extends unknown[], R>(
  db: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  run: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    const result = await run(...args);
    await checkpointAfterDeletion(db, dialect);
    return result;
  };
}
