import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { AdminDatabase } from "../admin-database.ts";
import { containsPattern, leadSearchText, searchTerms } from "../lead-search.ts";
import { toJsonObject } from "../rows.ts";
import type { LeadFilter } from "./types.ts";

const SEARCH_INDEX_BATCH = 500;

/** Whether a filter searches words, and so needs the search index up to date first. */
export function searchesText(filter: LeadFilter): boolean {
  return searchTerms(filter.q).length > 0;
}

/** The filter as one WHERE condition on `leads`; words match against the lead_search index. */
export function filterExpression(eb: ExpressionBuilder<AdminDatabase, "leads">, filter: LeadFilter) {
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
export async function indexNewLeads(db: Kysely<AdminDatabase>) {
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
