import { randomUUID } from "node:crypto";
import { type ColumnType, type Kysely, sql } from "kysely";
import type { Database } from "./database.ts";
import { toCount, toDate, toJsonObject } from "./rows.ts";
import type { JsonObject } from "./types.ts";

/**
 * The support chat's transcripts, in the same database as the leads (migration 2), for the
 * team's inbox: every conversation by its anonymous id with its messages, senders and
 * timestamps; listed newest first, fetched, deleted by id, and erasable by the e-mail
 * address a visitor typed into the chat. Held to one contract on SQLite and PostgreSQL by
 * tests/integration/chat-store.test.ts.
 */

type Timestamp = ColumnType<Date | string, string, string>;

export type ChatConversationsTable = {
  id: string;
  message_count: ColumnType<number, number, number>;
  contact_email: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ChatMessagesTable = {
  id: string;
  conversation_id: string;
  seq: number;
  sender: ChatSender;
  text: string;
  meta: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
};

export type ChatTables = { chat_conversations: ChatConversationsTable; chat_messages: ChatMessagesTable };

export type ChatSender = "user" | "ai";

export type NewChatMessage = {
  text: string;
  at: Date;
  /** What the team may want to know about the message (intent, answer source, page). */
  meta?: JsonObject;
};

export type ChatTurn = {
  conversationId: string;
  user: NewChatMessage;
  reply: NewChatMessage;
  /** An e-mail address the visitor typed in this message, lower-cased; kept with the conversation. */
  contactEmail?: string | undefined;
};

export type ChatMessage = {
  id: string;
  seq: number;
  sender: ChatSender;
  text: string;
  meta: JsonObject | null;
  createdAt: Date;
};

export type ChatConversation = {
  id: string;
  messageCount: number;
  contactEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type ChatConversationWithMessages = ChatConversation & { messages: ChatMessage[] };

export interface ChatStore {
  /** Appends a visitor message and the reply (creating the conversation on its first turn), atomically. */
  appendTurn(turn: ChatTurn): Promise<{ conversationId: string; messageCount: number }>;
  getConversation(id: string): Promise<ChatConversationWithMessages | undefined>;
  /** Most recently active first. `limit` defaults to 50, at most 500. */
  listConversations(query?: { limit?: number; offset?: number }): Promise<ChatConversation[]>;
  countConversations(): Promise<number>;
  /**
   * The visitor left this address with the team (a chat lead, issue 13): kept with the
   * conversation so that erasure by e-mail finds it. False when there is no such conversation.
   */
  noteContactEmail(id: string, email: string): Promise<boolean>;
  /** Deletes a conversation and its messages; false when there was none. */
  deleteConversation(id: string): Promise<boolean>;
  /** Erasure by e-mail: deletes every conversation in which the visitor gave this address. */
  deleteConversationsByEmail(email: string): Promise<number>;
  /** Retention: deletes conversations whose last message is older than `before`. */
  purgeConversations(before: Date): Promise<number>;
}

function toConversation(row: {
  id: string;
  message_count: number | string;
  contact_email: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}): ChatConversation {
  return {
    id: row.id,
    messageCount: toCount(row.message_count),
    contactEmail: row.contact_email,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

export function createChatStore(database: Kysely<Database>): ChatStore {
  const db = database.withTables<ChatTables>();

  return {
    async appendTurn({ conversationId, user, reply, contactEmail }) {
      return db.transaction().execute(async (trx) => {
        // One statement creates the conversation or takes its row lock and counts the new
        // messages, so two turns racing on one conversation still get distinct numbers.
        const row = await trx
          .insertInto("chat_conversations")
          .values({
            id: conversationId,
            message_count: 2,
            contact_email: contactEmail ?? null,
            created_at: user.at.toISOString(),
            updated_at: reply.at.toISOString(),
          })
          .onConflict((conflict) =>
            conflict.column("id").doUpdateSet({
              message_count: sql<number>`chat_conversations.message_count + 2`,
              updated_at: sql<string>`excluded.updated_at`,
              contact_email: sql<
                string | null
              >`coalesce(excluded.contact_email, chat_conversations.contact_email)`,
            }),
          )
          .returning("message_count")
          .executeTakeFirstOrThrow();
        const messageCount = toCount(row.message_count);
        await trx
          .insertInto("chat_messages")
          .values([
            {
              id: randomUUID(),
              conversation_id: conversationId,
              seq: messageCount - 1,
              sender: "user",
              text: user.text,
              meta: user.meta ? JSON.stringify(user.meta) : null,
              created_at: user.at.toISOString(),
            },
            {
              id: randomUUID(),
              conversation_id: conversationId,
              seq: messageCount,
              sender: "ai",
              text: reply.text,
              meta: reply.meta ? JSON.stringify(reply.meta) : null,
              created_at: reply.at.toISOString(),
            },
          ])
          .execute();
        return { conversationId, messageCount };
      });
    },

    async getConversation(id) {
      const row = await db
        .selectFrom("chat_conversations")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      const messages = await db
        .selectFrom("chat_messages")
        .selectAll()
        .where("conversation_id", "=", id)
        .orderBy("seq")
        .execute();
      return {
        ...toConversation(row),
        messages: messages.map((message) => ({
          id: message.id,
          seq: toCount(message.seq),
          sender: message.sender,
          text: message.text,
          meta: message.meta === null ? null : toJsonObject(message.meta),
          createdAt: toDate(message.created_at),
        })),
      };
    },

    async listConversations(query = {}) {
      const limit = Math.min(Math.max(query.limit ?? 50, 1), 500);
      const rows = await db
        .selectFrom("chat_conversations")
        .selectAll()
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(Math.max(query.offset ?? 0, 0))
        .execute();
      return rows.map(toConversation);
    },

    async countConversations() {
      const row = await db
        .selectFrom("chat_conversations")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      return toCount(row.count);
    },

    async noteContactEmail(id, email) {
      const result = await db
        .updateTable("chat_conversations")
        .set({ contact_email: email.trim().toLowerCase() })
        .where("id", "=", id)
        .executeTakeFirst();
      return toCount(result.numUpdatedRows) === 1;
    },

    async deleteConversation(id) {
      const result = await db.deleteFrom("chat_conversations").where("id", "=", id).executeTakeFirst();
      return toCount(result.numDeletedRows) === 1;
    },

    async deleteConversationsByEmail(email) {
      return deleteByEmail(db, email);
    },

    async purgeConversations(before) {
      return deleteOlderThan(db, before);
    },
  };
}

type ChatDatabase = Kysely<Database & ChatTables>;

async function deleteByEmail(
  db: ChatDatabase,
  email: string,
  alsoIds: readonly string[] = [],
): Promise<number> {
  const address = email.trim().toLowerCase();
  if (address.length === 0) return 0;
  // The address kept with the conversation is the latest one typed (or the one left with
  // the team); an earlier one is still in the visitor's messages, so those are searched too.
  const pattern = `%${address.replace(/[!%_]/g, "!$&")}%`;
  const result = await db
    .deleteFrom("chat_conversations")
    .where((eb) =>
      eb.or([
        eb("contact_email", "=", address),
        ...(alsoIds.length > 0 ? [eb("id", "in", alsoIds)] : []),
        eb(
          "id",
          "in",
          eb
            .selectFrom("chat_messages")
            .select("conversation_id")
            .where("sender", "=", "user")
            .where(sql<boolean>`lower(text) like ${pattern} escape '!'`),
        ),
      ]),
    )
    .executeTakeFirst();
  return toCount(result.numDeletedRows);
}

async function deleteOlderThan(db: ChatDatabase, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("chat_conversations")
    .where("updated_at", "<", before.toISOString())
    .executeTakeFirst();
  return toCount(result.numDeletedRows);
}

/**
 * The admin side's erasure by e-mail and retention job (admin-store.ts ConversationHooks),
 * run inside their transactions, so a conversation goes in the same commit as the leads.
 */
export const chatConversationHooks = {
  eraseByEmail: (trx: Kysely<Database>, email: string, leadConversations: readonly string[]) =>
    deleteByEmail(trx.withTables<ChatTables>(), email, leadConversations),
  deleteOlderThan: (trx: Kysely<Database>, cutoff: Date) =>
    deleteOlderThan(trx.withTables<ChatTables>(), cutoff),
};
