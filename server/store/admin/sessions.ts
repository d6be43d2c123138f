import { type Kysely, type RawBuilder, sql } from "kysely";
import type { AdminDatabase } from "../admin-database.ts";
import { toCount, toDate } from "../rows.ts";
import type { AdminSession, SignInKey, SignInReservation } from "./types.ts";

/** Thrown inside the reservation's transaction to undo the keys already counted. */
class HeldOff extends Error {
  readonly retryAt: Date;
  constructor(retryAt: Date) {
    super("sign-in attempt held off");
    this.retryAt = retryAt;
  }
}

function delayFor(delays: readonly number[], attempt: number): number {
  return delays[Math.min(attempt, delays.length) - 1] ?? 0;
}

/** The key's attempt count after this one: a window that has passed starts again at 1. */
function counted(windowMs: number, nowMs: number) {
  return sql<number>`CASE WHEN admin_sign_in_attempts.last_attempt_ms < ${sql.lit(nowMs - windowMs)} THEN 1 ELSE admin_sign_in_attempts.failures + 1 END`;
}

/** The delay schedule as SQL, so the count and the next allowed moment change in one statement. */
function delayCase(delays: readonly number[], attempt: RawBuilder<number>) {
  const steps = delays.map((ms, index) => sql`WHEN ${attempt} = ${sql.lit(index + 1)} THEN ${sql.lit(ms)}`);
  return sql<number>`(CASE ${sql.join(steps, sql` `)} ELSE ${sql.lit(delays.at(-1) ?? 0)} END)`;
}

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

    /**
     * Reserves one sign-in attempt for every key (address, account) in one transaction,
     * before the password is checked, so concurrent attempts on any instance are counted
     * exactly. An attempt counts as a failure until the caller clears it; each key's
     * `delays[n - 1]` is how long its n-th attempt in the window holds the next one off
     * (the last entry repeats). Refused when any key is still held off: nothing is
     * counted then, and `retryAt` says when to come back.
     */
    async reserveSignInAttempt(
      keys: readonly SignInKey[],
      { now, windowMs }: { now: Date; windowMs: number },
    ): Promise<SignInReservation> {
      const nowMs = now.getTime();
      try {
        return await db.transaction().execute(async (trx) => {
          const failures: number[] = [];
          for (const { key, delays } of keys) {
            const row = await sql<{ failures: number | string }>`
              INSERT INTO admin_sign_in_attempts (key, failures, last_attempt_ms, next_allowed_ms)
              VALUES (${key}, 1, ${sql.lit(nowMs)}, ${sql.lit(nowMs + delayFor(delays, 1))})
              ON CONFLICT (key) DO UPDATE SET
                failures = ${counted(windowMs, nowMs)},
                last_attempt_ms = ${sql.lit(nowMs)},
                next_allowed_ms = ${sql.lit(nowMs)} + ${delayCase(delays, counted(windowMs, nowMs))}
              WHERE admin_sign_in_attempts.next_allowed_ms <= ${sql.lit(nowMs)}
              RETURNING failures`
              .execute(trx)
              .then((result) => result.rows[0]);
            if (!row) {
              const held = await trx
                .selectFrom("admin_sign_in_attempts")
                .select("next_allowed_ms")
                .where("key", "=", key)
                .executeTakeFirstOrThrow();
              throw new HeldOff(new Date(toCount(held.next_allowed_ms)));
            }
            failures.push(toCount(row.failures));
          }
          return { allowed: true as const, failures };
        });
      } catch (error) {
        if (error instanceof HeldOff) return { allowed: false, retryAt: error.retryAt };
        throw error;
      }
    },

    /**
     * After a wrong password: each key's delay counts from now, the moment the answer is
     * known, not from the reservation (a slow password check must not use the delay up).
     */
    async holdOffAfterFailure(keys: readonly SignInKey[], now: Date): Promise<void> {
      const nowMs = now.getTime();
      for (const { key, delays } of keys) {
        const until = sql<number>`${sql.lit(nowMs)} + ${delayCase(delays, sql<number>`admin_sign_in_attempts.failures`)}`;
        await db
          .updateTable("admin_sign_in_attempts")
          .set({
            next_allowed_ms: sql<number>`CASE WHEN admin_sign_in_attempts.next_allowed_ms > ${until} THEN admin_sign_in_attempts.next_allowed_ms ELSE ${until} END`,
          })
          .where("key", "=", key)
          .execute();
      }
    },

    /** Takes back one reserved attempt (the account's, when the password was right). */
    async refundSignInAttempt(key: string): Promise<void> {
      await db
        .updateTable("admin_sign_in_attempts")
        .set({ failures: sql<number>`failures - 1` })
        .where("key", "=", key)
        .where("failures", ">", 0)
        .execute();
    },

    /** Forgets a key's attempts (an address that just signed in). */
    async clearSignInAttempts(key: string): Promise<void> {
      await db.deleteFrom("admin_sign_in_attempts").where("key", "=", key).execute();
    },
  };
}
