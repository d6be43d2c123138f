import { type Compilable, type Kysely, sql } from "kysely";
import { MAX_CONVERSATION_MESSAGES } from "../../../app/chat/limits.ts";
import { type ChatSender, type ChatTables, latestMessages } from "../chat-store.ts";
import type { Database } from "../database.ts";
import { containsPattern, searchTerms } from "../lead-search.ts";
import { toCount, toDate, toJsonObject } from "../rows.ts";
import type { QueryReader } from "../sqlite-reader.ts";

/**
 * Issue 13, "The team sees conversations": the support chat's conversations as the inbox
 * and the CRM API list them (started at, first question, message count, the lead they
 * produced), each with its whole transcript, and found by the words of any message.
 * Search works as the leads' does (lead-search.ts): text normalised in JavaScript, kept in
 * chat_messages.search_text, matched with LIKE, the same on both databases. The search text
 * is computed when a message is stored (or by the index job for older ones), never during a
 * search: a search after a flood of messages costs one scan, not the flood's indexing (issue 28).
 * A conversation's transcript is read with a limit in SQL (its latest MAX_CONVERSATION_MESSAGES).
 */

export type ConversationFilter = {
  /** Conversations with a message at or after this moment. */
  since?: Date | undefined;
  /** Words that must all occur in the conversation's messages. */
  q?: string | undefined;
};

export type ConversationCursor = { startedAt: string; id: string };

export type ConversationSummary = {
  id: string;
  startedAt: Date;
  lastMessageAt: Date;
  messageCount: number;
  /** The visitor's first message. */
  firstQuestion: string | null;
  /** The chat lead the conversation produced, if any. */
  leadId: string | null;
};

export type ConversationMessage = {
  seq: number;
  sender: ChatSender;
  text: string;
  at: Date;
  /** The page the visitor wrote from (visitor messages only). */
  page: string | null;
};

export type ConversationDetail = ConversationSummary & {
  /** Every page the conversation happened on, in order of first use. */
  pages: string[];
  messages: ConversationMessage[];
};

export function conversationQueries(database: Kysely<Database>, reader?: QueryReader) {
  const db = database.withTables<ChatTables>();
  /** The list and the count scan messages when searching: off the main thread where the store allows. */
  const rowsOf = async <Row>(query: Compilable<Row>): Promise<Row[]> => {
    const compiled = query.compile();
    return reader ? reader.all(compiled) : (await db.executeQuery(compiled)).rows;
  };

  function filtered(filter: ConversationFilter) {
    const terms = searchTerms(filter.q);
    return db.selectFrom("chat_conversations as c").where((eb) => {
      const conditions = [];
      if (filter.since) conditions.push(eb("c.updated_at", ">=", filter.since.toISOString()));
      for (const term of terms) {
        conditions.push(
          sql<boolean>`EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = c.id
            AND m.search_text LIKE ${containsPattern(term)} ESCAPE '\\')`,
        );
      }
      return eb.and(conditions);
    });
  }

  const summaryColumns = [
    "c.id",
    "c.created_at",
    "c.updated_at",
    "c.message_count",
    sql<
      string | null
    >`(SELECT m.text FROM chat_messages m WHERE m.conversation_id = c.id AND m.sender = 'user'
      ORDER BY m.seq LIMIT 1)`.as("first_question"),
    sql<string | null>`(SELECT l.id FROM leads l WHERE l.conversation_id = c.id
      ORDER BY l.created_at LIMIT 1)`.as("lead_id"),
  ] as const;

  type SummaryRow = {
    id: string;
    created_at: Date | string;
    updated_at: Date | string;
    message_count: number | string;
    first_question: string | null;
    lead_id: string | null;
  };

  function toSummary(row: SummaryRow): ConversationSummary {
    return {
      id: row.id,
      startedAt: toDate(row.created_at),
      lastMessageAt: toDate(row.updated_at),
      messageCount: toCount(row.message_count),
      firstQuestion: row.first_question,
      leadId: row.lead_id,
    };
  }

  return {
    /** Newest started first; `next` is set when another page may follow. */
    async listConversations(
      query: ConversationFilter & {
        limit?: number;
        /** Keyset paging (the CRM API); `offset` pages by number (the inbox). */
        after?: ConversationCursor | undefined;
        offset?: number | undefined;
      } = {},
    ): Promise<{ conversations: ConversationSummary[]; next: ConversationCursor | null }> {
      const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50), 1), 500);
      let select = filtered(query).select(summaryColumns);
      if (query.after) {
        const { startedAt, id } = query.after;
        select = select.where((eb) =>
          eb.or([
            eb("c.created_at", "<", startedAt),
            eb.and([eb("c.created_at", "=", startedAt), eb("c.id", "<", id)]),
          ]),
        );
      } else if (query.offset) {
        select = select.offset(Math.max(Math.trunc(query.offset), 0));
      }
      const rows = (await rowsOf(
        select
          .orderBy("c.created_at", "desc")
          .orderBy("c.id", "desc")
          .limit(limit + 1),
      )) as SummaryRow[];
      const page = rows.slice(0, limit).map(toSummary);
      const last = page.at(-1);
      return {
        conversations: page,
        next: rows.length > limit && last ? { startedAt: last.startedAt.toISOString(), id: last.id } : null,
      };
    },

    async countConversations(filter: ConversationFilter = {}): Promise<number> {
      const [row] = await rowsOf(filtered(filter).select((eb) => eb.fn.countAll().as("count")));
      return toCount(row?.count ?? 0);
    },

    async conversationDetail(id: string): Promise<ConversationDetail | undefined> {
      const row = (await db
        .selectFrom("chat_conversations as c")
        .select(summaryColumns)
        .where("c.id", "=", id)
        .executeTakeFirst()) as SummaryRow | undefined;
      if (!row) return undefined;
      const messages = await latestMessages(db, id, MAX_CONVERSATION_MESSAGES);
      const list: ConversationMessage[] = messages.map((message) => {
        const meta = message.meta === null ? null : toJsonObject(message.meta);
        return {
          seq: toCount(message.seq),
          sender: message.sender,
          text: message.text,
          at: toDate(message.created_at),
          page: typeof meta?.page === "string" ? meta.page : null,
        };
      });
      const pages = [...new Set(list.flatMap((message) => (message.page ? [message.page] : [])))];
      return { ...toSummary(row), pages, messages: list };
    },
  };
}
