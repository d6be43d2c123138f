import type { Kysely } from "kysely";
import type { AdminDatabase } from "../admin-database.ts";
import { withAttachments } from "../lead-attachments.ts";
import { toCount } from "../rows.ts";
import type { Lead, LeadStatus } from "../types.ts";
import { writeAudit } from "./audit.ts";
import type { LeadChanges } from "./types.ts";

/** The team's changes to one lead: status, notes, deletion. */
export function leadUpdates(db: Kysely<AdminDatabase>) {
  return {
    /**
     * Status and/or notes; answers the updated lead, or undefined when it does not exist.
     * With `by`, the change is audited in the same transaction: the new status, and only
     * whether the notes were changed or cleared, never their words.
     */
    async updateLead(
      id: string,
      changes: LeadChanges,
      by?: { actor: string; now?: Date | undefined },
    ): Promise<Lead | undefined> {
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
        if (by && Object.keys(set).length > 0) {
          await writeAudit(trx, {
            actor: by.actor,
            action: "lead.update",
            at: by.now ?? new Date(),
            details: {
              leadId: id,
              ...(set.status !== undefined ? { status: set.status } : {}),
              ...(set.notes !== undefined ? { notes: set.notes === null ? "cleared" : "changed" } : {}),
            },
          });
        }
        return true;
      });
      if (!updated) return undefined;
      const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const [lead] = await withAttachments(db, [row]);
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
        await writeAudit(trx, {
          actor,
          action: "lead.delete",
          at: now,
          details: { leadId: id, type: lead.type, attachments: toCount(attachments.count) },
        });
        return true;
      });
    },
  };
}
