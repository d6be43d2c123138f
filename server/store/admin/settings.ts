import type { Kysely } from "kysely";
import type { AdminDatabase } from "../admin-database.ts";
import { toCount } from "../rows.ts";

/** Key/value settings the team changes at run time (e.g. the password hash), shared by instances. */
export function settings(db: Kysely<AdminDatabase>) {
  return {
    async getSetting(key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("admin_settings")
        .select("value")
        .where("key", "=", key)
        .executeTakeFirst();
      return row?.value;
    },

    async setSetting(key: string, value: string, now = new Date()): Promise<void> {
      await db
        .insertInto("admin_settings")
        .values({ key, value, updated_at: now.toISOString() })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({ value, updated_at: now.toISOString() }),
        )
        .execute();
    },

    /**
     * The setting's value, made with `make` and stored first when there is none; when
     * instances race, the first stored value wins and every one answers it.
     */
    async settingOrCreate(key: string, make: () => string, now = new Date()): Promise<string> {
      await db
        .insertInto("admin_settings")
        .values({ key, value: make(), updated_at: now.toISOString() })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute();
      const row = await db
        .selectFrom("admin_settings")
        .select("value")
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      return row.value;
    },

    async deleteSetting(key: string): Promise<boolean> {
      const result = await db.deleteFrom("admin_settings").where("key", "=", key).executeTakeFirst();
      return toCount(result.numDeletedRows) > 0;
    },
  };
}
