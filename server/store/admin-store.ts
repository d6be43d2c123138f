import { randomUUID } from "node:crypto";
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from "kysely";
import type { AdminDatabase } from "./admin-database.ts";
import { withAdminTables } from "./admin-database.ts";
import type { Database } from "./database.ts";
import { containsPattern, leadSearchText, searchTerms } from "./lead-search.ts";
import { toAttachmentInfo, toCount, toDate, toJsonObject, toLead } from "./rows.ts";
import type { JsonObject, Lead, LeadStatus, LeadType } from "./types.ts";

/**
 * What the team's admin side (issue 7) needs from the store beyond the LeadStore:
 * filtered and searched lead lists, status and notes, deletion and erasure with an
 * audit trail, retention, sign-in state (settings, sessions, failed attempts).
 * One implementation over Kysely for both databases, held to one contract by
 * tests/integration/admin-store.test.ts.
 */

export type LeadFilter = {
  type?: LeadType | undefined;
  status?: LeadStatus | undefined;
  /** Created at or after. */
  since?: Date | undefined;
  /** Words that must all occur in the lead's visible values (see lead-search.ts). */
  q?: string | undefined;
};

/** Keyset position: the last lead of the previous page. */
export type LeadCursor = { createdAt: string; id: string };

export type LeadPageQuery = LeadFilter & {
  /** Default 50, at most 500. */
  limit?: number | undefined;
  offset?: number | undefined;
  /** Continue after this lead (newest first); takes precedence over offset. */
  after?: LeadCursor | undefined;
};

export type LeadPage = { leads: Lead[]; next: LeadCursor | null };

export type LeadChanges = { status?: LeadStatus | undefined; notes?: string | null | undefined };

export type AuditEntry = {
  id: string;
  at: Date;
  actor: string;
  action: string;
  details: JsonObject;
};

export type ErasureCounts = {
  leads: number;
  attachments: number;
  outbox: number;
  conversations: number;
};

export type RetentionCounts = {
  leads: number;
  conversations: number;
  sessions: number;
  loginFailures: number;
};

export type AdminSession = { csrfToken: string; createdAt: Date; expiresAt: Date; lastSeenAt: Date };

/**
 * The chat's stored conversations, as far as the admin side needs them. Supplied by the
 * chat part of the product; absent until its table exists, in which case the inbox
 * shows leads only and erasure/retention count zero conversations.
 */
export type ConversationHooks = {
  /** Deletes every conversation whose contact e-mail is this (lower-cased) address; answers how many. */
  eraseByEmail(trx: Transaction<Database>, email: string): Promise<number>;
  /** Deletes conversations last active before the cutoff; answers how many. */
  deleteOlderThan(trx: Transaction<Database>, cutoff: Date): Promise<number>;
};

const ATTACHMENT_INFO_COLUMNS = ["id", "lead_id", "filename", "content_type", "size", "sha256"] as const;
const SEARCH_INDEX_BATCH = 500;

export type AdminStore = ReturnType<typeof createAdminStore>;

export function createAdminStore(
  database: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  options: { conversations?: ConversationHooks | undefined } = {},
) {
  const db = withAdminTables(database);
  const conversations = options.conversations;

  function filterExpression(eb: ExpressionBuilder<AdminDatabase, "leads">, filter: LeadFilter) {
    const conditions = [];
    if (filter.type) conditions.push(eb("leads.type", "=", filter.type));
    if (filter.status) conditions.push(eb("leads.status", "=", filter.status));
    if (filter.since) conditions.push(eb("leads.created_at", ">=", filter.since.toISOString()));
    const terms = searchTerms(filter.q);
    if (terms.length > 0) {
      const matches = sql.join(
        terms.map((term) => sql`s.text LIKE ${containsPattern(term)} ESCAPE '\\'`),
        sql` AND `,
      );
      conditions.push(
        sql<boolean>`EXISTS (SELECT 1 FROM lead_search s WHERE s.lead_id = leads.id AND ${matches})`,
      );
    }
    return eb.and(conditions);
  }

  /**
   * Brings the search index up to date: leads inserted since the last search get their
   * row. Keeps the insert path (the hot path) untouched; costs one indexed anti-join
   * when nothing is missing.
   */
  async function indexNewLeads() {
    for (;;) {
      const missing = await db
        .selectFrom("leads")
        .leftJoin("lead_search", "lead_search.lead_id", "leads.id")
        .where("lead_search.lead_id", "is", null)
        .select(["leads.id", "leads.name", "leads.email", "leads.payload", "leads.notes"])
        .limit(SEARCH_INDEX_BATCH)
        .execute();
      if (missing.length === 0) return;
      const files = await db
        .selectFrom("attachments")
        .select(["lead_id", "filename"])
        .where(
          "lead_id",
          "in",
          missing.map((row) => row.id),
        )
        .execute();
      await db
        .insertInto("lead_search")
        .values(
          missing.map((row) => ({
            lead_id: row.id,
            text: leadSearchText({
              name: row.name,
              email: row.email,
              payload: toJsonObject(row.payload),
              notes: row.notes,
              filenames: files.filter((file) => file.lead_id === row.id).map((file) => file.filename),
            }),
          })),
        )
        // Another instance may be indexing the same leads at the same moment.
        .onConflict((conflict) => conflict.column("lead_id").doNothing())
        .execute();
      if (missing.length < SEARCH_INDEX_BATCH) return;
    }
  }

  async function withAttachments(rows: Parameters<typeof toLead>[0][]): Promise<Lead[]> {
    if (rows.length === 0) return [];
    const attachments = await db
      .selectFrom("attachments")
      .select(ATTACHMENT_INFO_COLUMNS)
      .where(
        "lead_id",
        "in",
        rows.map((row) => row.id),
      )
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((row) =>
      toLead(row, attachments.filter((attachment) => attachment.lead_id === row.id).map(toAttachmentInfo)),
    );
  }

  async function audit(
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

  return {
    dialect,

    // ── Leads ────────────────────────────────────────────────────────────────

    /** Newest first, filtered; `next` is set when another page may follow. */
    async listLeads(query: LeadPageQuery = {}): Promise<LeadPage> {
      const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50), 1), 500);
      if (searchTerms(query.q).length > 0) await indexNewLeads();
      let select = db
        .selectFrom("leads")
        .selectAll("leads")
        .where((eb) => filterExpression(eb, query));
      if (query.after) {
        const { createdAt, id } = query.after;
        select = select.where((eb) =>
          eb.or([
            eb("leads.created_at", "<", createdAt),
            eb.and([eb("leads.created_at", "=", createdAt), eb("leads.id", "<", id)]),
          ]),
        );
      } else if (query.offset) {
        select = select.offset(Math.max(Math.trunc(query.offset), 0));
      }
      const rows = await select
        .orderBy("leads.created_at", "desc")
        .orderBy("leads.id", "desc")
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        leads: await withAttachments(page),
        next:
          rows.length > limit && last
            ? { createdAt: toDate(last.created_at).toISOString(), id: last.id }
            : null,
      };
    },

    async countLeads(filter: LeadFilter = {}): Promise<number> {
      if (searchTerms(filter.q).length > 0) await indexNewLeads();
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("count"))
        .where((eb) => filterExpression(eb, filter))
        .executeTakeFirstOrThrow();
      return toCount(row.count);
    },

    /** Status and/or notes; answers the updated lead, or undefined when it does not exist. */
    async updateLead(id: string, changes: LeadChanges): Promise<Lead | undefined> {
      const updated = await db.transaction().execute(async (trx) => {
        const set: { status?: LeadStatus; notes?: string | null } = {};
        if (changes.status !== undefined) set.status = changes.status;
        if (changes.notes !== undefined) set.notes = changes.notes === "" ? null : changes.notes;
        if (Object.keys(set).length > 0) {
          const result = await trx.updateTable("leads").set(set).where("id", "=", id).executeTakeFirst();
          if (toCount(result.numUpdatedRows) === 0) return false;
        }
        // Notes are searchable: drop the lead's index row, the next search rebuilds it.
        if (changes.notes !== undefined)
          await trx.deleteFrom("lead_search").where("lead_id", "=", id).execute();
        return true;
      });
      if (!updated) return undefined;
      const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const [lead] = await withAttachments([row]);
      return lead;
    },

    /** Deletes one lead with its attachments and queued mail; records who did it. */
    async deleteLead(id: string, actor: string, now = new Date()): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const lead = await trx
          .selectFrom("leads")
          .select(["id", "type"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!lead) return false;
        const attachments = await trx
          .selectFrom("attachments")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("lead_id", "=", id)
          .executeTakeFirstOrThrow();
        await trx.deleteFrom("leads").where("id", "=", id).execute();
        await audit(trx, {
          actor,
          action: "lead.delete",
          at: now,
          details: { leadId: id, type: lead.type, attachments: toCount(attachments.count) },
        });
        return true;
      });
    },

    /** Type and creation time of every lead since a moment, for the per-week chart. */
    async leadTimes(since: Date): Promise<{ type: LeadType; createdAt: Date }[]> {
      const rows = await db
        .selectFrom("leads")
        .select(["type", "created_at"])
        .where("created_at", ">=", since.toISOString())
        .execute();
      return rows.map((row) => ({ type: row.type, createdAt: toDate(row.created_at) }));
    },

    // ── Data protection ──────────────────────────────────────────────────────

    /**
     * Erases everything held about one e-mail address in one transaction: its leads
     * (their attachments, search rows and outbox mail go with them), queued mail to
     * the address not tied to a lead, and its chat conversations. The audit entry
     * keeps who, when, the counts and the requester's reference, never the address.
     * The address matches case-insensitively (ASCII letters on both databases).
     */
    async eraseByEmail(
      email: string,
      { actor, reference, now = new Date() }: { actor: string; reference?: string | undefined; now?: Date },
    ): Promise<ErasureCounts> {
      const address = email.trim().toLowerCase();
      return db.transaction().execute(async (trx) => {
        const leadIds = (
          await trx.selectFrom("leads").select("id").where(sql`lower(email)`, "=", address).execute()
        ).map((row) => row.id);
        let attachments = 0;
        let outbox = 0;
        if (leadIds.length > 0) {
          const attachmentCount = await trx
            .selectFrom("attachments")
            .select((eb) => eb.fn.countAll().as("count"))
            .where("lead_id", "in", leadIds)
            .executeTakeFirstOrThrow();
          attachments = toCount(attachmentCount.count);
          const outboxResult = await trx
            .deleteFrom("outbox")
            .where("lead_id", "in", leadIds)
            .executeTakeFirst();
          outbox += toCount(outboxResult.numDeletedRows);
          await trx.deleteFrom("leads").where("id", "in", leadIds).execute();
        }
        // Mail not tied to a lead (e.g. a chat transcript) addressed to this person.
        const loose = await trx
          .selectFrom("outbox")
          .select(["id", "payload"])
          .where("lead_id", "is", null)
          .execute();
        const addressedToThem = loose
          .filter((row) => mentionsRecipient(toJsonObject(row.payload), address))
          .map((row) => row.id);
        if (addressedToThem.length > 0) {
          const result = await trx.deleteFrom("outbox").where("id", "in", addressedToThem).executeTakeFirst();
          outbox += toCount(result.numDeletedRows);
        }
        const erasedConversations = conversations
          ? await conversations.eraseByEmail(trx as unknown as Transaction<Database>, address)
          : 0;
        const counts: ErasureCounts = {
          leads: leadIds.length,
          attachments,
          outbox,
          conversations: erasedConversations,
        };
        await audit(trx, {
          actor,
          action: "erase.email",
          at: now,
          details: { ...counts, ...(reference ? { reference } : {}) },
        });
        return counts;
      });
    },

    /**
     * The retention rule: leads created before `leadsBefore` and conversations before
     * `conversationsBefore` are deleted, with expired sessions and old sign-in failures.
     * One audit entry when anything personal was deleted.
     */
    async applyRetention({
      leadsBefore,
      conversationsBefore,
      now = new Date(),
    }: {
      leadsBefore: Date;
      conversationsBefore: Date;
      now?: Date;
    }): Promise<RetentionCounts> {
      return db.transaction().execute(async (trx) => {
        const leads = await trx
          .deleteFrom("leads")
          .where("created_at", "<", leadsBefore.toISOString())
          .executeTakeFirst();
        const erasedConversations = conversations
          ? await conversations.deleteOlderThan(trx as unknown as Transaction<Database>, conversationsBefore)
          : 0;
        const sessions = await trx
          .deleteFrom("admin_sessions")
          .where("expires_at", "<=", now.toISOString())
          .executeTakeFirst();
        const failures = await trx
          .deleteFrom("admin_login_failures")
          .where("at", "<", new Date(now.getTime() - 24 * 3600_000).toISOString())
          .executeTakeFirst();
        const counts: RetentionCounts = {
          leads: toCount(leads.numDeletedRows),
          conversations: erasedConversations,
          sessions: toCount(sessions.numDeletedRows),
          loginFailures: toCount(failures.numDeletedRows),
        };
        if (counts.leads > 0 || counts.conversations > 0) {
          await audit(trx, {
            actor: "retention job",
            action: "retention.delete",
            at: now,
            details: {
              leads: counts.leads,
              conversations: counts.conversations,
              leadsBefore: leadsBefore.toISOString(),
              conversationsBefore: conversationsBefore.toISOString(),
            },
          });
        }
        return counts;
      });
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

    // ── Sign-in state ────────────────────────────────────────────────────────

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

    async deleteSetting(key: string): Promise<boolean> {
      const result = await db.deleteFrom("admin_settings").where("key", "=", key).executeTakeFirst();
      return toCount(result.numDeletedRows) > 0;
    },

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

/** Whether an outbox payload's recipient ("to": string or list) is this address. */
function mentionsRecipient(payload: JsonObject, address: string): boolean {
  const to = payload.to;
  const list = Array.isArray(to) ? to : [to];
  return list.some((item) => typeof item === "string" && item.trim().toLowerCase() === address);
}
