import type { Kysely } from "kysely";
import type { AdminDatabase } from "../admin-database.ts";
import { withAttachments } from "../lead-attachments.ts";
import { toCount, toDate } from "../rows.ts";
import type { LeadType } from "../types.ts";
import { filterExpression, indexNewLeads, searchesText } from "./search.ts";
import type { LeadFilter, LeadPage, LeadPageQuery } from "./types.ts";

/** The inbox's reads: filtered, searched, keyset-paged lead lists and counts. */
export function leadQueries(db: Kysely<AdminDatabase>) {
  return {
    /** Newest first, filtered; `next` is set when another page may follow. */
    async listLeads(query: LeadPageQuery = {}): Promise<LeadPage> {
      const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50), 1), 500);
      if (searchesText(query)) await indexNewLeads(db);
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
        leads: await withAttachments(db, page),
        next:
          rows.length > limit && last
            ? { createdAt: toDate(last.created_at).toISOString(), id: last.id }
            : null,
      };
    },

    async countLeads(filter: LeadFilter = {}): Promise<number> {
      if (searchesText(filter)) await indexNewLeads(db);
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("count"))
        .where((eb) => filterExpression(eb, filter))
        .executeTakeFirstOrThrow();
      return toCount(row.count);
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
  };
}
