import { type Kysely, sql } from "kysely";
import type { Database } from "./database.ts";
import type { LeadRows } from "./prepare-lead.ts";
import type { InsertLeadResult } from "./types.ts";

/**
 * Inserting a lead is the hot path and the one whose guarantees matter most:
 * the lead, its attachments and its outbox rows commit together or not at all, and
 * a reused idempotency key never creates a second lead, even when two requests with
 * the same key race (the unique constraint decides, not a read-then-write check).
 */

async function replayOf(
  db: Kysely<Database>,
  key: string,
  requestHash: string | null,
): Promise<InsertLeadResult> {
  const existing = await db
    .selectFrom("leads")
    .select(["id", "request_hash"])
    .where("idempotency_key", "=", key)
    .executeTakeFirstOrThrow();
  return { outcome: "replayed", id: existing.id, sameRequest: existing.request_hash === requestHash };
}

/** SQLite: one BEGIN IMMEDIATE transaction; COMMIT fsyncs the WAL (synchronous=FULL). */
export async function insertLeadSqlite(db: Kysely<Database>, rows: LeadRows): Promise<InsertLeadResult> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("leads")
      .values(rows.lead)
      .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return replayOf(trx, rows.lead.idempotency_key as string, rows.lead.request_hash ?? null);
    if (rows.attachments.length > 0) await trx.insertInto("attachments").values(rows.attachments).execute();
    if (rows.outbox.length > 0) await trx.insertInto("outbox").values(rows.outbox).execute();
    return { outcome: "created", id: inserted.id };
  });
}

/**
 * PostgreSQL: a single statement whose data-modifying CTEs insert the attachments and
 * outbox rows only if the lead row was inserted. One statement is one implicit
 * transaction and one round trip instead of five (BEGIN, three INSERTs, COMMIT),
 * which is most of the cost at high concurrency. ON CONFLICT waits for a concurrent
 * insert of the same key to commit, so the follow-up read then sees that lead.
 */
export async function insertLeadPostgres(db: Kysely<Database>, rows: LeadRows): Promise<InsertLeadResult> {
  const { lead } = rows;
  const ctes = [
    sql`lead AS (
      INSERT INTO leads (id, type, name, email, payload, idempotency_key, request_hash, created_at)
      VALUES (${lead.id}, ${lead.type}, ${lead.name}, ${lead.email}, ${lead.payload}::jsonb,
              ${lead.idempotency_key ?? null}, ${lead.request_hash ?? null}, ${lead.created_at}::timestamptz)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    )`,
  ];
  if (rows.attachments.length > 0) {
    const values = rows.attachments.map(
      (row) =>
        sql`(${row.id}::text, ${row.filename}::text, ${row.content_type}::text, ${row.size}::integer, ${row.sha256}::text, ${Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength)}::bytea)`,
    );
    ctes.push(sql`attachment_rows AS (
      INSERT INTO attachments (id, lead_id, filename, content_type, size, sha256, bytes, created_at)
      SELECT a.id, lead.id, a.filename, a.content_type, a.size, a.sha256, a.bytes, ${lead.created_at}::timestamptz
      FROM lead, (VALUES ${sql.join(values)}) AS a (id, filename, content_type, size, sha256, bytes)
    )`);
  }
  if (rows.outbox.length > 0) {
    const values = rows.outbox.map((row) => sql`(${row.id}::text, ${row.kind}::text, ${row.payload}::jsonb)`);
    ctes.push(sql`outbox_rows AS (
      INSERT INTO outbox (id, kind, lead_id, payload, next_attempt_at, created_at)
      SELECT o.id, o.kind, lead.id, o.payload, ${lead.created_at}::timestamptz, ${lead.created_at}::timestamptz
      FROM lead, (VALUES ${sql.join(values)}) AS o (id, kind, payload)
    )`);
  }
  const result = await sql<{ id: string }>`WITH ${sql.join(ctes)} SELECT id FROM lead`.execute(db);
  const inserted = result.rows[0];
  if (!inserted) return replayOf(db, lead.idempotency_key as string, lead.request_hash ?? null);
  return { outcome: "created", id: inserted.id };
}
