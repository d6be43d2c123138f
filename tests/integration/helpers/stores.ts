import { openPostgresStore } from "../../../server/store/postgres-store.ts";
import { openSqliteStore } from "../../../server/store/sqlite-store.ts";
import type { LeadStore } from "../../../server/store/types.ts";
import { scratchDataDir, scratchPostgresDatabase } from "./databases.ts";

/** One entry per store implementation; suites run `describe.each(STORE_KINDS)`. */
export const STORE_KINDS = ["sqlite", "postgres"] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export type TestStore = {
  store: LeadStore;
  /** Where the data lives, to reopen it: a directory for SQLite, a URL for PostgreSQL. */
  location: { dataDir?: string; databaseUrl?: string };
  reopen: () => Promise<LeadStore>;
  dispose: () => Promise<void>;
};

export async function createTestStore(kind: StoreKind): Promise<TestStore> {
  if (kind === "sqlite") {
    const scratch = scratchDataDir();
    const open = () => openSqliteStore({ dataDir: scratch.dataDir });
    const store = await open();
    return {
      store,
      location: { dataDir: scratch.dataDir },
      reopen: open,
      dispose: async () => {
        await store.close();
        await scratch.dispose();
      },
    };
  }
  const scratch = await scratchPostgresDatabase();
  const open = () => openPostgresStore({ connectionString: scratch.url });
  const store = await open();
  return {
    store,
    location: { databaseUrl: scratch.url },
    reopen: open,
    dispose: async () => {
      await store.close();
      await scratch.dispose();
    },
  };
}
