import type { Config } from "../config.ts";
import { openPostgresStore } from "./postgres-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";

export { openPostgresStore } from "./postgres-store.ts";
export { openSqliteStore } from "./sqlite-store.ts";
export type * from "./types.ts";

/**
 * Opens the store the configuration asks for and brings its schema up to date:
 * PostgreSQL when DATABASE_URL is set, otherwise SQLite under DATA_DIR.
 * Call once at start; close() it on shutdown.
 */
export function openStore(config: Pick<Config, "databaseUrl" | "dataDir">) {
  return config.databaseUrl
    ? openPostgresStore({ connectionString: config.databaseUrl })
    : openSqliteStore({ dataDir: config.dataDir });
}

export type Store = Awaited<ReturnType<typeof openStore>>;
