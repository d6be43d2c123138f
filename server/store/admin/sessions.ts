import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AdminDatabase } from "../admin-database.ts";
import { toCount, toDate } from "../rows.ts";
import type { AdminSession } from "./types.ts";

/** Sign-in state shared by every instance: sessions and failed sign-in attempts. */
export function sessions(db: Kysely<AdminDatabase>) {
  return {
    async createSession(session: {
      id: string;
      csrfToken: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto("admin_sessions")
        .values({
          id: session.id,
          csrf_token: session.csrfToken,
          created_at: session.createdAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
          last_seen_at: session.createdAt.toISOString(),
        })
        .execute();
    },

    async getSession(id: string): Promise<AdminSession | undefined> {
      const row = await db.selectFrom("admin_sessions").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      return {
        csrfToken: row.csrf_token,
        createdAt: toDate(row.created_at),
        expiresAt: toDate(row.expires_at),
        lastSeenAt: toDate(row.last_seen_at),
      };
    },

    async touchSession(id: string, lastSeenAt: Date): Promise<void> {
      await db
        .updateTable("admin_sessions")
        .set({ last_seen_at: lastSeenAt.toISOString() })
        .where("id", "=", id)
        .execute();
    },

    async deleteSession(id: string): Promise<void> {
      await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
    },

    /** Signs everyone out (after a password change). */
    async deleteAllSessions(): Promise<number> {
      const result = await db.deleteFrom("admin_sessions").executeTakeFirst();
      return toCount(result.numDeletedRows);
    },

    async countLoginFailures(client: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom("admin_login_failures")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("client", "=", client)
        .where("at", ">=", since.toISOString())
        .executeTakeFirstOrThrow();
      return toCount(row.count);
    },

    async recordLoginFailure(client: string, at = new Date()): Promise<void> {
      await db
        .insertInto("admin_login_failures")
        .values({ id: randomUUID(), client, at: at.toISOString() })
        .execute();
    },

    async clearLoginFailures(client: string): Promise<void> {
      await db.deleteFrom("admin_login_failures").where("client", "=", client).execute();
    },
  };
}
