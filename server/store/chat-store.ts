import { randomUUID } from "node:crypto";
import { type ColumnType, type Kysely, sql } from "kysely";
import { MAX_CONVERSATION_MESSAGES } from "../../app/chat/limits.ts";
import {
  addressesIn,
  type IndexedChatTables,
  indexMessage,
  normaliseAddress,
  recordAddresses,
} from "./chat-message-index.ts";
import type { Database } from "./database.ts";
import { containsPattern } from "./lead-search.ts";
import { toCount, toDate, toJsonObject, toOptionalDate } from "./rows.ts";
import type { JsonObject } from "./types.ts";

/**
 * The support chat's transcripts, in the same database as the leads (migration 2), for the
 * team's inbox: every conversation by its server-issued id with its messages, senders and
 * timestamps; listed newest first, fetched, deleted by id, and erasable by the e-mail
 * addresses a visitor typed into it (recorded when each message is stored, matched by
 * equality). Held to one contract on SQLite and PostgreSQL by
 * tests/integration/chat-store.test.ts.
 */

type Timestamp = ColumnType<Date | string, string, string>;
type OptionalTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

export type ChatConversationsTable = {
  id: string;
  message_count: ColumnType<number, number, number>;
  /** The address a hand-off noted before migration 2851; erasure now reads chat_conversation_addresses. */
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** SHA-256 of the secret the server issued with the conversation (migration 2851). */
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  handed_off_at: OptionalTimestamp;
  /** Whatever identifies the hand-off request (its idempotency key), so its retry is the same hand-off. */
  handoff_key: ColumnType<string | null, string | null | undefined, string | null>;
};

export type ChatMessagesTable = {
  id: string;
  conversation_id: string;
  seq: number;
  sender: ChatSender;
  text: string;
  meta: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
  /** Normalised for the inbox's search (migration 1103), computed when the message is stored. */
  search_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 once search_text and the message's addresses are recorded (migration 2851). */
  indexed: ColumnType<number, number | undefined, number>;
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
  /**
   * The hash of the conversation's secret, given when this turn starts the conversation
   * (server/chat/conversation-access.ts); a turn of an existing conversation leaves it as it is.
   */
  tokenHash?: string | undefined;
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
  createdAt: Date;
  updatedAt: Date;
  handedOffAt: Date | null;
};

export type ChatConversationWithMessages = ChatConversation & { messages: ChatMessage[] };

/** What proving a conversation needs (server/chat/conversation-access.ts). */
export type ConversationCredentials = {
  id: string;
  tokenHash: string | null;
  messageCount: number;
  handedOffAt: Date | null;
};

/** The conversation already holds MAX_CONVERSATION_MESSAGES: the turn was not stored. */
export class ConversationFullError extends Error {
  readonly conversationId: string;

  constructor(conversationId: string) {
    super(`conversation ${conversationId} is full`);
    this.name = "ConversationFullError";
    this.conversationId = conversationId;
  }
}

export interface ChatStore {
  /**
   * Appends a visitor message and the reply (creating the conversation on its first turn),
   * atomically, with each message's search text and addresses. Throws ConversationFullError,
   * storing nothing, when the conversation would exceed MAX_CONVERSATION_MESSAGES.
   */
  appendTurn(turn: ChatTurn): Promise<{ conversationId: string; messageCount: number }>;
  /** The conversation with its latest `limit` messages (default and at most MAX_CONVERSATION_MESSAGES), oldest first. */
  getConversation(
    id: string,
    options?: { limit?: number },
  ): Promise<ChatConversationWithMessages | undefined>;
  conversationCredentials(id: string): Promise<ConversationCredentials | undefined>;
  /** Most recently active first. `limit` defaults to 50, at most 500. */
  listConversations(query?: { limit?: number; offset?: number }): Promise<ChatConversation[]>;
  countConversations(): Promise<number>;
  /**
   * Marks the conversation as passed to the team by the request `key`, and records the
   * address the visitor left, in one transaction. False when it was already handed off by
   * another request (one hand-off per conversation) or does not exist.
   */
  claimHandoff(id: string, claim: { key: string; email: string; at: Date }): Promise<boolean>;
  /** Undoes a claim whose lead could not be stored, so the visitor can try again. */
  releaseHandoff(id: string, key: string): Promise<void>;
  /** Deletes a conversation and its messages; false when there was none. */
  deleteConversation(id: string): Promise<boolean>;
  /** Erasure by e-mail: deletes every conversation in which this exact address was given. */
  deleteConversationsByEmail(email: string): Promise<number>;
}

type ConversationRow = {
  id: string;
  message_count: number | string;
  created_at: Date | string;
  updated_at: Date | string;
  handed_off_at: Date | string | null;
};

function toConversation(row: ConversationRow): ChatConversation {
  return {
    id: row.id,
    messageCount: toCount(row.message_count),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    handedOffAt: toOptionalDate(row.handed_off_at),
  };
}

const CONVERSATION_COLUMNS = ["id", "message_count", "created_at", "updated_at", "handed_off_at"] as const;

type ChatDatabase = Kysely<Database & IndexedChatTables>;

function messageRow(conversationId: string, seq: number, sender: ChatSender, message: NewChatMessage) {
  return {
    id: randomUUID(),
    conversation_id: conversationId,
    seq,
    sender,
    text: message.text,
    meta: message.meta ? JSON.stringify(message.meta) : null,
    created_at: message.at.toISOString(),
    search_text: indexMessage(sender, message.text).searchText,
    indexed: 1,
  };
}

/**
 * The latest `limit` messages of a conversation, oldest first, read with the limit in SQL so a
 * conversation stored before the cap costs no more than one within it.
 */
export async function latestMessages(
  db: Kysely<Database & ChatTables>,
  conversationId: string,
  limit: number = MAX_CONVERSATION_MESSAGES,
) {
  const rows = await db
    .selectFrom("chat_messages")
    .select(["id", "seq", "sender", "text", "meta", "created_at"])
    .where("conversation_id", "=", conversationId)
    .orderBy("seq", "desc")
    .limit(Math.min(Math.max(Math.trunc(limit), 1), MAX_CONVERSATION_MESSAGES))
    .execute();
  return rows.reverse();
}

export function createChatStore(database: Kysely<Database>): ChatStore {
  const db: ChatDatabase = database.withTables<IndexedChatTables>();

  return {
    async appendTurn({ conversationId, user, reply, tokenHash }) {
      return db.transaction().execute(async (trx) => {
        // One statement creates the conversation or takes its row lock and counts the new
        // messages, so two turns racing on one conversation still get distinct numbers.
        const row = await trx
          .insertInto("chat_conversations")
          .values({
            id: conversationId,
            message_count: 2,
            created_at: user.at.toISOString(),
            updated_at: reply.at.toISOString(),
            token_hash: tokenHash ?? null,
          })
          .onConflict((conflict) =>
            conflict.column("id").doUpdateSet({
              message_count: sql<number>`chat_conversations.message_count + 2`,
              updated_at: sql<string>`excluded.updated_at`,
            }),
          )
          .returning("message_count")
          .executeTakeFirstOrThrow();
        const messageCount = toCount(row.message_count);
        // Thrown inside the transaction, so the count goes back and nothing is stored.
        if (messageCount > MAX_CONVERSATION_MESSAGES) throw new ConversationFullError(conversationId);
        await trx
          .insertInto("chat_messages")
          .values([
            messageRow(conversationId, messageCount - 1, "user", user),
            messageRow(conversationId, messageCount, "ai", reply),
          ])
          .execute();
        await recordAddresses(trx, conversationId, addressesIn(user.text));
        return { conversationId, messageCount };
      });
    },

    async getConversation(id, options = {}) {
      const row = await db
        .selectFrom("chat_conversations")
        .select(CONVERSATION_COLUMNS)
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      const messages = await latestMessages(db, id, options.limit);
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

    async conversationCredentials(id) {
      const row = await db
        .selectFrom("chat_conversations")
        .select(["id", "token_hash", "message_count", "handed_off_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        tokenHash: row.token_hash,
        messageCount: toCount(row.message_count),
        handedOffAt: toOptionalDate(row.handed_off_at),
      };
    },

    async listConversations(query = {}) {
      const limit = Math.min(Math.max(query.limit ?? 50, 1), 500);
      const rows = await db
        .selectFrom("chat_conversations")
        .select(CONVERSATION_COLUMNS)
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

    async claimHandoff(id, { key, email, at }) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("chat_conversations")
          .set({ handed_off_at: at.toISOString(), handoff_key: key })
          .where("id", "=", id)
          .where((eb) => eb.or([eb("handed_off_at", "is", null), eb("handoff_key", "=", key)]))
          .executeTakeFirst();
        if (toCount(result.numUpdatedRows) !== 1) return false;
        await recordAddresses(trx, id, [normaliseAddress(email)]);
        return true;
      });
    },

    async releaseHandoff(id, key) {
      await db
        .updateTable("chat_conversations")
        .set({ handed_off_at: null, handoff_key: null })
        .where("id", "=", id)
        .where("handoff_key", "=", key)
        .execute();
    },

    async deleteConversation(id) {
      const result = await db.deleteFrom("chat_conversations").where("id", "=", id).executeTakeFirst();
      return toCount(result.numDeletedRows) === 1;
    },

    async deleteConversationsByEmail(email) {
      return deleteByEmail(db, email);
    },
  };
}

/**
 * The conversations in which this exact address was given: recorded when their messages were
 * stored (or noted by a hand-off), and, until the index job has reached them, older messages
 * whose text holds the address itself (a LIKE narrows them down, the same extraction decides).
 */
async function conversationsWithAddress(db: ChatDatabase, address: string): Promise<string[]> {
  const recorded = await db
    .selectFrom("chat_conversation_addresses")
    .select("conversation_id")
    .where("address", "=", address)
    .execute();
  const candidates = await db
    .selectFrom("chat_messages")
    .select(["conversation_id", "text"])
    .where("indexed", "=", 0)
    .where("sender", "=", "user")
    .where(sql<boolean>`lower(text) LIKE ${containsPattern(address)} ESCAPE '\\'`)
    .execute();
  const unindexed = candidates
    .filter((row) => addressesIn(row.text).includes(address))
    .map((row) => row.conversation_id);
  return [...new Set([...recorded.map((row) => row.conversation_id), ...unindexed])];
}

async function deleteByEmail(
  db: ChatDatabase,
  email: string,
  alsoIds: readonly string[] = [],
): Promise<number> {
  const address = normaliseAddress(email);
  if (address.length === 0) return 0;
  const ids = [...new Set([...(await conversationsWithAddress(db, address)), ...alsoIds])];
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom("chat_conversations").where("id", "in", ids).executeTakeFirst();
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
 * The retention job is the only one that deletes conversations for their age (issue 28).
 */
export const chatConversationHooks = {
  eraseByEmail: (trx: Kysely<Database>, email: string, leadConversations: readonly string[]) =>
    deleteByEmail(trx.withTables<IndexedChatTables>(), email, leadConversations),
  deleteOlderThan: (trx: Kysely<Database>, cutoff: Date) =>
    deleteOlderThan(trx.withTables<IndexedChatTables>(), cutoff),
};
