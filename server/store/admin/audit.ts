import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { AdminDatabase } from "../admin-database.ts";
import { toDate, toJsonObject } from "../rows.ts";
import type { JsonObject } from "../types.ts";
import type { AuditEntry } from "./types.ts";

/**
 * Appends one entry to the audit trail, inside the caller's transaction when it has one,
 * so the entry exists exactly when the change it records does.
 */
export async function writeAudit(
  executor: Kysely<AdminDatabase> | Transaction<AdminDatabase>,
  entry: { actor: string; action: string; details: JsonObject; at: Date },
) {
  await executor
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: entry.at.toISOString(),
      actor: entry.actor,
      action: entry.action,
      details: JSON.stringify(entry.details),
    })
    .execute();
}

export function auditQueries(db: Kysely<AdminDatabase>) {
  return {
    /** Records an action that changes nothing else in the store (a sign-in, an export). */
    async recordAudit(entry: { actor: string; action: string; details: JsonObject; at?: Date }) {
      await writeAudit(db, { ...entry, at: entry.at ?? new Date() });
    },

    async listAudit(limit = 100): Promise<AuditEntry[]> {
      const rows = await db
        .selectFrom("audit_log")
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(Math.min(Math.max(limit, 1), 1000))
        .execute();
      return rows.map((row) => ({
        id: row.id,
        at: toDate(row.at),
        actor: row.actor,
        action: row.action,
        details: toJsonObject(row.details),
      }));
    },
  };
}
