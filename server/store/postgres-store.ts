import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./database.ts";
import { createLeadStore } from "./lead-store.ts";
import { migrate } from "./migrations.ts";

/**
 * The scale-out store: a PostgreSQL server named by DATABASE_URL, shared by any number
 * of app instances. Commits are durable with PostgreSQL's defaults (fsync on,
 * synchronous_commit on); nothing here relaxes them.
 */
export async function openPostgresStore(options: { connectionString: string; poolSize?: number }) {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 16,
    // A dead server should fail a request in bounded time, not hang it.
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its connection emits on the pool; without a listener that
  // would crash the process. The next query gets a fresh connection.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db, "postgres");
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Its queries are I/O already: no read thread (see sqlite-reader.ts).
  return { ...createLeadStore(db, "postgres", () => db.destroy()), reader: undefined };
}
