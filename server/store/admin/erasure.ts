import { type Kysely, sql, type Transaction } from "kysely";
import type { AdminDatabase } from "../admin-database.ts";
import type { Database } from "../database.ts";
import { toCount, toJsonObject } from "../rows.ts";
import type { JsonObject } from "../types.ts";
import { writeAudit } from "./audit.ts";
import type { ConversationHooks, ErasureCounts, RetentionCounts } from "./types.ts";

/** Data protection: erasure on request and the retention rule, each audited. */
export function erasure(db: Kysely<AdminDatabase>, conversations: ConversationHooks | undefined) {
  return {
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
        // Chat leads' conversations go with them, whatever address the conversation holds.
        const leadConversations: string[] = [];
        if (leadIds.length > 0) {
          const linked = await trx
            .selectFrom("leads")
            .select("conversation_id")
            .where("id", "in", leadIds)
            .where("conversation_id", "is not", null)
            .execute();
          for (const row of linked) if (row.conversation_id) leadConversations.push(row.conversation_id);
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
          ? await conversations.eraseByEmail(
              trx as unknown as Transaction<Database>,
              address,
              leadConversations,
            )
          : 0;
        const counts: ErasureCounts = {
          leads: leadIds.length,
          attachments,
          outbox,
          conversations: erasedConversations,
        };
        await writeAudit(trx, {
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
          .deleteFrom("admin_sign_in_attempts")
          .where("last_attempt_ms", "<", now.getTime() - 24 * 3600_000)
          .executeTakeFirst();
        const counts: RetentionCounts = {
          leads: toCount(leads.numDeletedRows),
          conversations: erasedConversations,
          sessions: toCount(sessions.numDeletedRows),
          loginFailures: toCount(failures.numDeletedRows),
        };
        if (counts.leads > 0 || counts.conversations > 0) {
          await writeAudit(trx, {
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
  };
}

/** Whether an outbox payload's recipient ("to": string or list) is this address. */
function mentionsRecipient(payload: JsonObject, address: string): boolean {
  const to = payload.to;
  const list = Array.isArray(to) ? to : [to];
  return list.some((item) => typeof item === "string" && item.trim().toLowerCase() === address);
}
