import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "./database.ts";
import { GroupCommit } from "./group-commit.ts";
import { insertLeadsPostgres, insertLeadsSqlite } from "./insert-lead.ts";
import { withAttachments } from "./lead-attachments.ts";
import { type LeadRows, prepareLeadRows } from "./prepare-lead.ts";
import { toAttachmentInfo, toCount, toOutboxMessage } from "./rows.ts";
import type { ClaimedOutboxMessage, InsertLeadResult, LeadStore } from "./types.ts";

/**
 * The LeadStore over a Kysely instance of either dialect. Only two things differ:
 * how a lead is inserted (insert-lead.ts) and the row locking of outbox claims.
 */
export function createLeadStore(
  db: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  onClose: () => Promise<void>,
): LeadStore & { readonly db: Kysely<Database> } {
  let closed = false;
  // SQLite has one writer, so one batch at a time; PostgreSQL overlaps a few batches
  // on separate pool connections. Measured in docs/PERFORMANCE.md.
  const inserts = new GroupCommit<LeadRows, InsertLeadResult>(
    (batch) => (dialect === "postgres" ? insertLeadsPostgres(db, batch) : insertLeadsSqlite(db, batch)),
    dialect === "postgres" ? { maxBatch: 64, maxInFlight: 4 } : { maxBatch: 128, maxInFlight: 1 },
  );
  return {
    dialect,
    db,

    async insertLead(input) {
      return inserts.submit(prepareLeadRows(input));
    },

    async getLead(id) {
      const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const [lead] = await withAttachments(db, [row]);
      return lead;
    },

    async listLeads(query = {}) {
      const limit = Math.min(Math.max(query.limit ?? 50, 1), 500);
      let select = db.selectFrom("leads").selectAll();
      if (query.type) select = select.where("type", "=", query.type);
      if (query.status) select = select.where("status", "=", query.status);
      const rows = await select
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(Math.max(query.offset ?? 0, 0))
        .execute();
      return withAttachments(db, rows);
    },

    async countLeads() {
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      return toCount(row.count);
    },

    async getAttachment(id) {
      const row = await db.selectFrom("attachments").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      return { ...toAttachmentInfo(row), leadId: row.lead_id, bytes: new Uint8Array(row.bytes) };
    },

    async claimOutbox({ limit, leaseMs, now = new Date(), kinds }) {
      const claimToken = randomUUID();
      const nowIso = now.toISOString();
      let due = db
        .selectFrom("outbox")
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
            // A worker that died mid-send leaves its claim behind; the lease frees it.
            eb.and([eb("status", "=", "processing"), eb("locked_until", "<=", nowIso)]),
          ]),
        )
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(limit);
      if (kinds) due = kinds.length > 0 ? due.where("kind", "in", kinds) : due.where(sql<boolean>`1 = 0`);
      // PostgreSQL: concurrent claimers skip rows another transaction has locked, so
      // no message is handed out twice. SQLite runs the single UPDATE under the
      // database write lock, which serialises claimers anyway.
      if (dialect === "postgres") due = due.forUpdate().skipLocked();
      const rows = await db
        .updateTable("outbox")
        .set((eb) => ({
          status: "processing",
          claim_token: claimToken,
          locked_until: new Date(now.getTime() + leaseMs).toISOString(),
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "in", due)
        .returningAll()
        .execute();
      return rows
        .map((row): ClaimedOutboxMessage => ({ ...toOutboxMessage(row), claimToken }))
        .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id.localeCompare(b.id));
    },

    async renewOutboxClaim(id, claimToken, { leaseMs, now = new Date() }) {
      const result = await db
        .updateTable("outbox")
        .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .where("status", "=", "processing")
        .executeTakeFirst();
      return toCount(result.numUpdatedRows) === 1;
    },

    async completeOutbox(id, claimToken, now = new Date()) {
      const result = await db
        .updateTable("outbox")
        .set({
          status: "sent",
          sent_at: now.toISOString(),
          locked_until: null,
          claim_token: null,
          last_error: null,
        })
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .where("status", "=", "processing")
        .executeTakeFirst();
      return toCount(result.numUpdatedRows) === 1;
    },

    async failOutbox(id, claimToken, { error, retryAt }) {
      const result = await db
        .updateTable("outbox")
        .set({
          status: retryAt ? "pending" : "failed",
          next_attempt_at: (retryAt ?? new Date()).toISOString(),
          locked_until: null,
          claim_token: null,
          last_error: error.slice(0, 2000),
        })
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .where("status", "=", "processing")
        .executeTakeFirst();
      return toCount(result.numUpdatedRows) === 1;
    },

    async listOutbox(query = {}) {
      let select = db.selectFrom("outbox").selectAll();
      if (query.leadId) select = select.where("lead_id", "=", query.leadId);
      if (query.status) select = select.where("status", "=", query.status);
      const rows = await select.orderBy("created_at").orderBy("kind").execute();
      return rows.map(toOutboxMessage);
    },

    async skipOutbox(id, claimToken, reason) {
      const result = await db
        .updateTable("outbox")
        .set({
          status: "sent",
          sent_at: null,
          locked_until: null,
          claim_token: null,
          last_error: `skipped: ${reason}`.slice(0, 2000),
        })
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .where("status", "=", "processing")
        .executeTakeFirst();
      return toCount(result.numUpdatedRows) === 1;
    },

    async deferOutbox(id, claimToken, { reason, retryAt }) {
      const result = await db
        .updateTable("outbox")
        .set((eb) => ({
          status: "pending",
          next_attempt_at: retryAt.toISOString(),
          locked_until: null,
          claim_token: null,
          last_error: reason.slice(0, 2000),
          // The claim counted an attempt; waiting for configuration is not one.
          attempts: sql<number>`CASE WHEN ${eb.ref("attempts")} > 0 THEN ${eb.ref("attempts")} - 1 ELSE 0 END`,
        }))
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .where("status", "=", "processing")
        .executeTakeFirst();
      return toCount(result.numUpdatedRows) === 1;
    },

    async countEarlierOutboxTo({ kind, to, mailbox, since, before }) {
      const beforeIso = before.createdAt.toISOString();
      // Outbox rows carry their lead's created_at, so the range scan runs on the
      // leads_created_at index rather than over the whole outbox history.
      const field = (name: string) =>
        dialect === "postgres"
          ? sql<string>`outbox.payload->>${sql.lit(name)}`
          : sql<string>`json_extract(outbox.payload, ${sql.lit(`$.${name}`)})`;
      const recipient = field("to");
      const sameRecipient = mailbox
        ? sql<boolean>`coalesce(${field("mailbox")}, lower(${recipient})) = ${mailbox}`
        : sql<boolean>`lower(${recipient}) = lower(${to})`;
      const row = await db
        .selectFrom("outbox")
        .innerJoin("leads", "leads.id", "outbox.lead_id")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("leads.created_at", ">=", since.toISOString())
        .where("leads.created_at", "<=", beforeIso)
        .where("outbox.kind", "=", kind)
        .where("outbox.id", "<>", before.id)
        .where((eb) =>
          eb.or([
            eb("outbox.created_at", "<", beforeIso),
            eb.and([eb("outbox.created_at", "=", beforeIso), eb("outbox.id", "<", before.id)]),
          ]),
        )
        .where(sameRecipient)
        .executeTakeFirstOrThrow();
      return toCount(row.count);
    },

    async close() {
      if (closed) return;
      closed = true;
      await onClose();
    },
  };
}
