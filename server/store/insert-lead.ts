import { type Kysely, sql } from "kysely";
import type { Database } from "./database.ts";
import type { LeadRows } from "./prepare-lead.ts";
import type { InsertLeadResult } from "./types.ts";

/**
 * Inserting leads is the hot path and the one whose guarantees matter most: a lead,
 * its attachments and its outbox rows commit together or not at all, and a reused
 * idempotency key never creates a second lead, even when two requests with the same
 * key race (the unique constraint decides, not a read-then-write check).
 * Both functions take a batch (see group-commit.ts) and answer per lead, in order.
 */

async function replaysOf(
  db: Kysely<Database>,
  batch: readonly LeadRows[],
  inserted: ReadonlySet<string>,
): Promise<InsertLeadResult[]> {
  const keys = batch
    .filter((rows) => !inserted.has(rows.lead.id))
    .map((rows) => rows.lead.idempotency_key)
    .filter((key): key is string => typeof key === "string");
  const existing =
    keys.length === 0
      ? []
      : await db
          .selectFrom("leads")
          .select(["id", "idempotency_key", "request_hash"])
          .where("idempotency_key", "in", keys)
          .execute();
  const byKey = new Map(existing.map((row) => [row.idempotency_key, row]));
  return batch.map((rows): InsertLeadResult => {
    if (inserted.has(rows.lead.id)) return { outcome: "created", id: rows.lead.id };
    const first = byKey.get(rows.lead.idempotency_key ?? null);
    if (!first) throw new Error("lead neither inserted nor found by its idempotency key");
    return {
      outcome: "replayed",
      id: first.id,
      sameRequest: first.request_hash === (rows.lead.request_hash ?? null),
    };
  });
}

/**
 * SQLite: one BEGIN IMMEDIATE transaction for the whole batch; its COMMIT fsyncs the
 * WAL once (synchronous=FULL). A second lead with a key used earlier in the same
 * batch sees the first one, as it would in separate transactions.
 */
export async function insertLeadsSqlite(
  db: Kysely<Database>,
  batch: readonly LeadRows[],
): Promise<InsertLeadResult[]> {
  return db.transaction().execute(async (trx) => {
    const inserted = new Set<string>();
    for (const rows of batch) {
      const lead = await trx
        .insertInto("leads")
        .values(rows.lead)
        .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!lead) continue;
      inserted.add(lead.id);
      if (rows.attachments.length > 0) await trx.insertInto("attachments").values(rows.attachments).execute();
      if (rows.outbox.length > 0) await trx.insertInto("outbox").values(rows.outbox).execute();
    }
    return replaysOf(trx, batch, inserted);
  });
}

/**
 * PostgreSQL: a single statement for the whole batch, whose data-modifying CTEs insert
 * attachment and outbox rows only for leads that were inserted (not skipped by ON
 * CONFLICT). One statement is one implicit transaction and one round trip. ON
 * CONFLICT waits for a concurrent insert of the same key to commit, so the follow-up
 * read of replays sees that lead.
 */
export async function insertLeadsPostgres(
  db: Kysely<Database>,
  batch: readonly LeadRows[],
): Promise<InsertLeadResult[]> {
  const leads = batch.map(
    ({ lead }) =>
      sql`(${lead.id}::text, ${lead.type}::text, ${lead.name}::text, ${lead.email}::text, ${lead.payload}::jsonb,
           ${lead.idempotency_key ?? null}::text, ${lead.request_hash ?? null}::text, ${lead.created_at}::timestamptz,
           ${lead.source_page ?? null}::text, ${lead.landing_page ?? null}::text, ${lead.referrer_host ?? null}::text,
           ${lead.utm_source ?? null}::text, ${lead.utm_medium ?? null}::text, ${lead.utm_campaign ?? null}::text,
           ${lead.conversation_id ?? null}::text)`,
  );
  const ctes = [
    sql`lead AS (
      INSERT INTO leads (id, type, name, email, payload, idempotency_key, request_hash, created_at,
                         source_page, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, conversation_id)
      SELECT * FROM (VALUES ${sql.join(leads)}) AS l (id, type, name, email, payload, idempotency_key, request_hash, created_at,
                         source_page, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, conversation_id)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    )`,
  ];
  const attachments = batch.flatMap((rows) =>
    rows.attachments.map(
      (row) =>
        sql`(${row.id}::text, ${row.lead_id}::text, ${row.filename}::text, ${row.content_type}::text, ${row.size}::integer,
             ${row.sha256}::text, ${Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength)}::bytea,
             ${row.created_at}::timestamptz)`,
    ),
  );
  if (attachments.length > 0) {
    ctes.push(sql`attachment_rows AS (
      INSERT INTO attachments (id, lead_id, filename, content_type, size, sha256, bytes, created_at)
      SELECT a.* FROM (VALUES ${sql.join(attachments)}) AS a (id, lead_id, filename, content_type, size, sha256, bytes, created_at)
      JOIN lead ON lead.id = a.lead_id
    )`);
  }
  const outbox = batch.flatMap((rows) =>
    rows.outbox.map(
      (row) =>
        sql`(${row.id}::text, ${row.kind}::text, ${row.lead_id ?? null}::text, ${row.payload}::jsonb,
             ${row.next_attempt_at}::timestamptz, ${row.created_at}::timestamptz)`,
    ),
  );
  if (outbox.length > 0) {
    ctes.push(sql`outbox_rows AS (
      INSERT INTO outbox (id, kind, lead_id, payload, next_attempt_at, created_at)
      SELECT o.* FROM (VALUES ${sql.join(outbox)}) AS o (id, kind, lead_id, payload, next_attempt_at, created_at)
      JOIN lead ON lead.id = o.lead_id
    )`);
  }
  const result = await sql<{ id: string }>`WITH ${sql.join(ctes)} SELECT id FROM lead`.execute(db);
  return replaysOf(db, batch, new Set(result.rows.map((row) => row.id)));
}
