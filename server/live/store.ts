import { randomUUID } from "node:crypto";
import { type ColumnType, type Kysely, sql, type Transaction } from "kysely";
import type { LiveEvent, LiveSender, LiveStatus } from "../../app/chat/live-protocol.ts";
import { MAX_LIVE_MESSAGES } from "../../app/chat/live-protocol.ts";
import { addressesIn, type IndexedChatTables, recordAddresses } from "../store/chat-message-index.ts";
import { latestMessages } from "../store/chat-store.ts";
import type { Database } from "../store/database.ts";
import { toCount, toDate, toJsonObject } from "../store/rows.ts";
import type { NewOutboxMessage } from "../store/types.ts";

/**
 * The live hand-off's tables (migration 3001, server/store/live-migrations.ts) on either
 * store. Events are numbered per conversation under the conversation row's lock (one
 * conditional UPDATE … RETURNING), so two instances writing to one conversation still give
 * distinct, gapless numbers, and a stream that resumes "after n" misses nothing.
 */

type Timestamp = ColumnType<Date | string, string, string>;
type OptionalTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

type LiveTables = {
  live_conversations: {
    conversation_id: string;
    status: LiveStatus;
    requested_at: Timestamp;
    updated_at: Timestamp;
    agent_id: ColumnType<string | null, string | null | undefined, string | null>;
    agent_name: ColumnType<string | null, string | null | undefined, string | null>;
    page: ColumnType<string | null, string | null | undefined, string | null>;
    last_seq: ColumnType<number, number | undefined, number>;
    message_count: ColumnType<number, number | undefined, number>;
    last_visitor_text: ColumnType<string | null, string | null | undefined, string | null>;
    last_visitor_at: OptionalTimestamp;
  };
  live_events: {
    conversation_id: string;
    seq: number;
    type: "message" | "status";
    sender: LiveSender | null;
    status: LiveStatus | null;
    text: string | null;
    author: string | null;
    created_at: Timestamp;
  };
  live_agents: { id: string; name: string; available: number; seen_at: Timestamp };
  live_saved_replies: { shortcut: string; text: string; updated_at: Timestamp };
};

type LiveDatabase = Kysely<Database & IndexedChatTables & LiveTables>;

export type LiveConversation = {
  conversationId: string;
  status: LiveStatus;
  requestedAt: Date;
  updatedAt: Date;
  agentId: string | null;
  agentName: string | null;
  page: string | null;
  lastSeq: number;
  messageCount: number;
  lastVisitorText: string | null;
  lastVisitorAt: Date | null;
};

export type Agent = { id: string; name: string; available: boolean; seenAt: Date };
export type SavedReply = { shortcut: string; text: string; updatedAt: Date };

/** The transcript the team reads: the assistant's part and the live part, in order. */
export type TranscriptLine = {
  sender: "visitor" | "assistant" | "team" | "status";
  text: string;
  author: string | null;
  at: Date;
  page: string | null;
};

/** A live conversation holds MAX_LIVE_MESSAGES: nothing more is stored. */
export class LiveConversationFullError extends Error {
  override name = "LiveConversationFullError";
}

const CONVERSATION_COLUMNS = [
  "conversation_id",
  "status",
  "requested_at",
  "updated_at",
  "agent_id",
  "agent_name",
  "page",
  "last_seq",
  "message_count",
  "last_visitor_text",
  "last_visitor_at",
] as const;

type ConversationRow = {
  conversation_id: string;
  status: LiveStatus;
  requested_at: Date | string;
  updated_at: Date | string;
  agent_id: string | null;
  agent_name: string | null;
  page: string | null;
  last_seq: number | string;
  message_count: number | string;
  last_visitor_text: string | null;
  last_visitor_at: Date | string | null;
};

function toLiveConversation(row: ConversationRow): LiveConversation {
  return {
    conversationId: row.conversation_id,
    status: row.status,
    requestedAt: toDate(row.requested_at),
    updatedAt: toDate(row.updated_at),
    agentId: row.agent_id,
    agentName: row.agent_name,
    page: row.page,
    lastSeq: toCount(row.last_seq),
    messageCount: toCount(row.message_count),
    lastVisitorText: row.last_visitor_text,
    lastVisitorAt: row.last_visitor_at === null ? null : toDate(row.last_visitor_at),
  };
}

type EventRow = {
  seq: number | string;
  type: "message" | "status";
  sender: LiveSender | null;
  status: LiveStatus | null;
  text: string | null;
  author: string | null;
  created_at: Date | string;
};

function toEvent(row: EventRow): LiveEvent {
  const at = toDate(row.created_at).toISOString();
  const seq = toCount(row.seq);
  if (row.type === "status")
    return { seq, type: "status", status: row.status as LiveStatus, author: row.author, at };
  return {
    seq,
    type: "message",
    sender: row.sender as LiveSender,
    text: row.text ?? "",
    author: row.author,
    at,
  };
}

/** What a change made: the stored event, and the conversation as it now is. */
export type Stored = { event: LiveEvent; conversation: LiveConversation };

export type LiveStore = ReturnType<typeof createLiveStore>;

export function createLiveStore(database: Kysely<Database>) {
  const db: LiveDatabase = database.withTables<IndexedChatTables & LiveTables>();

  /** Takes the next event number (and the row's lock) for the conversation; undefined when it is not live. */
  async function nextSeq(
    trx: Transaction<Database & IndexedChatTables & LiveTables>,
    conversationId: string,
    changes: Record<string, unknown>,
    fromStatuses?: readonly LiveStatus[],
  ): Promise<LiveConversation | undefined> {
    let query = trx
      .updateTable("live_conversations")
      .set({ last_seq: sql<number>`last_seq + 1`, ...changes })
      .where("conversation_id", "=", conversationId);
    if (fromStatuses) query = query.where("status", "in", [...fromStatuses]);
    const row = await query.returning(CONVERSATION_COLUMNS).executeTakeFirst();
    return row ? toLiveConversation(row as ConversationRow) : undefined;
  }

  async function insertEvent(
    trx: Transaction<Database & IndexedChatTables & LiveTables>,
    conversation: LiveConversation,
    event: {
      type: "message" | "status";
      sender?: LiveSender;
      status?: LiveStatus;
      text?: string;
      author: string | null;
      at: Date;
    },
  ): Promise<LiveEvent> {
    const row = {
      conversation_id: conversation.conversationId,
      seq: conversation.lastSeq,
      type: event.type,
      sender: event.sender ?? null,
      status: event.status ?? null,
      text: event.text ?? null,
      author: event.author,
      created_at: event.at.toISOString(),
    };
    await trx.insertInto("live_events").values(row).execute();
    return toEvent(row);
  }

  async function insertOutbox(
    trx: Transaction<Database & IndexedChatTables & LiveTables>,
    messages: readonly (NewOutboxMessage & { leadId?: string | null })[],
    at: Date,
  ) {
    if (messages.length === 0) return;
    await trx
      .insertInto("outbox")
      .values(
        messages.map((message) => ({
          id: randomUUID(),
          kind: message.kind,
          lead_id: message.leadId ?? null,
          payload: JSON.stringify(message.payload),
          next_attempt_at: at.toISOString(),
          created_at: at.toISOString(),
        })),
      )
      .execute();
  }

  return {
    /** Creates the chat conversation a visitor starts by asking for a person before any question. */
    async createConversation(conversationId: string, tokenHash: string, at: Date): Promise<void> {
      await db
        .insertInto("chat_conversations")
        .values({
          id: conversationId,
          message_count: 0,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
          token_hash: tokenHash,
        })
        .execute();
    },

    async get(conversationId: string): Promise<LiveConversation | undefined> {
      const row = await db
        .selectFrom("live_conversations")
        .select(CONVERSATION_COLUMNS)
        .where("conversation_id", "=", conversationId)
        .executeTakeFirst();
      return row ? toLiveConversation(row as ConversationRow) : undefined;
    },

    /**
     * The visitor asks for a person. A conversation already waiting or joined stays as it is
     * (a second tab, a retry): `started` is false and no event is stored. Otherwise it becomes
     * `status` (waiting, or offline outside hours) with a status event, and the outbox rows
     * (the webhook, the team's e-mail) are committed with it.
     */
    async request(
      conversationId: string,
      input: {
        status: "waiting" | "offline";
        page: string | null;
        at: Date;
        outbox?: readonly NewOutboxMessage[];
      },
    ): Promise<{ started: boolean; conversation: LiveConversation; event?: LiveEvent }> {
      return db.transaction().execute(async (trx) => {
        const at = input.at.toISOString();
        await trx
          .insertInto("live_conversations")
          .values({ conversation_id: conversationId, status: "closed", requested_at: at, updated_at: at })
          .onConflict((conflict) => conflict.column("conversation_id").doNothing())
          .execute();
        // One conditional UPDATE: under concurrent requests only one moves the conversation.
        const conversation = await nextSeq(
          trx,
          conversationId,
          {
            status: input.status,
            requested_at: at,
            updated_at: at,
            agent_id: null,
            agent_name: null,
            ...(input.page ? { page: input.page } : {}),
          },
          input.status === "offline" ? ["closed"] : ["closed", "offline"],
        );
        if (!conversation) {
          const current = await trx
            .selectFrom("live_conversations")
            .select(CONVERSATION_COLUMNS)
            .where("conversation_id", "=", conversationId)
            .executeTakeFirstOrThrow();
          return { started: false, conversation: toLiveConversation(current as ConversationRow) };
        }
        const event = await insertEvent(trx, conversation, {
          type: "status",
          status: input.status,
          author: null,
          at: input.at,
        });
        if (input.status === "waiting") await insertOutbox(trx, input.outbox ?? [], input.at);
        return { started: true, conversation, event };
      });
    },

    /**
     * Stores a message (visitor or team) and numbers it. Undefined when the conversation is
     * not live; LiveConversationFullError when it holds MAX_LIVE_MESSAGES. `outbox` rows (the
     * e-mail of an offline reply) commit with it.
     */
    async appendMessage(
      conversationId: string,
      message: {
        sender: LiveSender;
        text: string;
        author: string | null;
        at: Date;
        page?: string | null;
        outbox?: readonly (NewOutboxMessage & { leadId?: string | null })[];
      },
    ): Promise<Stored | undefined> {
      return db.transaction().execute(async (trx) => {
        const visitor = message.sender === "visitor";
        const conversation = await nextSeq(trx, conversationId, {
          message_count: sql<number>`message_count + 1`,
          updated_at: message.at.toISOString(),
          ...(visitor
            ? {
                last_visitor_text: message.text,
                last_visitor_at: message.at.toISOString(),
                ...(message.page ? { page: message.page } : {}),
              }
            : {}),
        });
        if (!conversation) return undefined;
        if (conversation.messageCount > MAX_LIVE_MESSAGES)
          throw new LiveConversationFullError(conversationId);
        const event = await insertEvent(trx, conversation, {
          type: "message",
          sender: message.sender,
          text: message.text,
          author: message.author,
          at: message.at,
        });
        // Erasure by address finds the conversation by what the visitor typed here too (ADR 822).
        if (visitor)
          await recordAddresses(
            trx as unknown as Kysely<Database & IndexedChatTables>,
            conversationId,
            addressesIn(message.text),
          );
        await insertOutbox(trx, message.outbox ?? [], message.at);
        return { event, conversation };
      });
    },

    /**
     * A team member joins: only from waiting or offline, and only one. Undefined when someone
     * else is in (or the conversation is closed or unknown); the same member joining again is
     * answered with the conversation unchanged.
     */
    async join(
      conversationId: string,
      agent: { id: string; name: string },
      at: Date,
    ): Promise<{ joined: "now" | "already"; conversation: LiveConversation; event?: LiveEvent } | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("live_conversations")
          .set({
            last_seq: sql<number>`last_seq + 1`,
            status: "joined",
            agent_id: agent.id,
            agent_name: agent.name,
            updated_at: at.toISOString(),
          })
          .where("conversation_id", "=", conversationId)
          .where("status", "in", ["waiting", "offline"])
          .returning(CONVERSATION_COLUMNS)
          .executeTakeFirst();
        if (!row) {
          const current = await trx
            .selectFrom("live_conversations")
            .select(CONVERSATION_COLUMNS)
            .where("conversation_id", "=", conversationId)
            .executeTakeFirst();
          if (current && current.status === "joined" && current.agent_id === agent.id)
            return {
              joined: "already" as const,
              conversation: toLiveConversation(current as ConversationRow),
            };
          return undefined;
        }
        const conversation = toLiveConversation(row as ConversationRow);
        const event = await insertEvent(trx, conversation, {
          type: "status",
          status: "joined",
          author: agent.name,
          at,
        });
        return { joined: "now" as const, conversation, event };
      });
    },

    /**
     * Moves the conversation from one of `from` to `to` with a status event; undefined when
     * it is in none of them (already closed, joined by someone else, unknown).
     */
    async changeStatus(
      conversationId: string,
      change: {
        from: readonly LiveStatus[];
        to: LiveStatus;
        agentId?: string;
        author: string | null;
        at: Date;
      },
    ): Promise<Stored | undefined> {
      return db.transaction().execute(async (trx) => {
        let query = trx
          .updateTable("live_conversations")
          .set({
            last_seq: sql<number>`last_seq + 1`,
            status: change.to,
            updated_at: change.at.toISOString(),
          })
          .where("conversation_id", "=", conversationId)
          .where("status", "in", [...change.from]);
        if (change.agentId) query = query.where("agent_id", "=", change.agentId);
        const row = await query.returning(CONVERSATION_COLUMNS).executeTakeFirst();
        if (!row) return undefined;
        const conversation = toLiveConversation(row as ConversationRow);
        const event = await insertEvent(trx, conversation, {
          type: "status",
          status: change.to,
          author: change.author,
          at: change.at,
        });
        return { event, conversation };
      });
    },

    /** Events after `afterSeq`, oldest first. */
    async events(conversationId: string, afterSeq: number, limit = 500): Promise<LiveEvent[]> {
      const rows = await db
        .selectFrom("live_events")
        .selectAll()
        .where("conversation_id", "=", conversationId)
        .where("seq", ">", afterSeq)
        .orderBy("seq", "asc")
        .limit(limit)
        .execute();
      return rows.map((row) => toEvent(row as EventRow));
    },

    /** The team's queue: conversations waiting, joined, or waiting for an e-mail reply, newest activity first. */
    async queue(limit = 100): Promise<LiveConversation[]> {
      const rows = await db
        .selectFrom("live_conversations")
        .select(CONVERSATION_COLUMNS)
        .where("status", "in", ["waiting", "joined", "offline"])
        .orderBy("updated_at", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => toLiveConversation(row as ConversationRow));
    },

    /** Both parts of the conversation, in time order (the assistant's turns and the live ones). */
    async transcript(conversationId: string): Promise<TranscriptLine[]> {
      const [chat, live] = await Promise.all([
        latestMessages(db, conversationId),
        db
          .selectFrom("live_events")
          .selectAll()
          .where("conversation_id", "=", conversationId)
          .orderBy("seq", "asc")
          .limit(MAX_LIVE_MESSAGES * 2)
          .execute(),
      ]);
      const lines: TranscriptLine[] = chat.map((message) => {
        const meta = message.meta === null ? null : toJsonObject(message.meta);
        return {
          sender: message.sender === "user" ? "visitor" : "assistant",
          text: message.text,
          author: null,
          at: toDate(message.created_at),
          page: typeof meta?.page === "string" ? meta.page : null,
        };
      });
      for (const row of live) {
        const event = toEvent(row as EventRow);
        lines.push(
          event.type === "message"
            ? {
                sender: event.sender,
                text: event.text,
                author: event.author,
                at: new Date(event.at),
                page: null,
              }
            : {
                sender: "status",
                text: event.status,
                author: event.author,
                at: new Date(event.at),
                page: null,
              },
        );
      }
      return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
    },

    /** The address the visitor left when the conversation became a lead (the latest one), with the lead. */
    async visitorContact(
      conversationId: string,
    ): Promise<{ email: string; name: string; leadId: string } | undefined> {
      const row = await db
        .selectFrom("leads")
        .select(["id", "email", "name"])
        .where("conversation_id", "=", conversationId)
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst();
      return row ? { email: row.email, name: row.name, leadId: row.id } : undefined;
    },

    // ── Team members ───────────────────────────────────────────────────────
    async agent(id: string): Promise<Agent | undefined> {
      const row = await db.selectFrom("live_agents").selectAll().where("id", "=", id).executeTakeFirst();
      return row
        ? { id: row.id, name: row.name, available: row.available === 1, seenAt: toDate(row.seen_at) }
        : undefined;
    },

    async saveAgent(agent: { id: string; name: string; available: boolean; at: Date }): Promise<void> {
      await db
        .insertInto("live_agents")
        .values({
          id: agent.id,
          name: agent.name,
          available: agent.available ? 1 : 0,
          seen_at: agent.at.toISOString(),
        })
        .onConflict((conflict) =>
          conflict.column("id").doUpdateSet({
            name: agent.name,
            available: agent.available ? 1 : 0,
            seen_at: agent.at.toISOString(),
          }),
        )
        .execute();
    },

    /** The team member's screen is still open (its stream keeps saying so). */
    async touchAgent(id: string, at: Date): Promise<void> {
      await db.updateTable("live_agents").set({ seen_at: at.toISOString() }).where("id", "=", id).execute();
    },

    /** Team members switched to Available whose screen was seen since `since`. */
    async availableAgents(since: Date): Promise<number> {
      const row = await db
        .selectFrom("live_agents")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("available", "=", 1)
        .where("seen_at", ">=", since.toISOString())
        .executeTakeFirstOrThrow();
      return toCount(row.count);
    },

    // ── Saved replies ──────────────────────────────────────────────────────
    async savedReplies(): Promise<SavedReply[]> {
      const rows = await db
        .selectFrom("live_saved_replies")
        .selectAll()
        .orderBy("shortcut")
        .limit(200)
        .execute();
      return rows.map((row) => ({
        shortcut: row.shortcut,
        text: row.text,
        updatedAt: toDate(row.updated_at),
      }));
    },

    async saveReply(reply: { shortcut: string; text: string; at: Date }): Promise<void> {
      await db
        .insertInto("live_saved_replies")
        .values({ shortcut: reply.shortcut, text: reply.text, updated_at: reply.at.toISOString() })
        .onConflict((conflict) =>
          conflict.column("shortcut").doUpdateSet({ text: reply.text, updated_at: reply.at.toISOString() }),
        )
        .execute();
    },

    async deleteReply(shortcut: string): Promise<boolean> {
      const result = await db
        .deleteFrom("live_saved_replies")
        .where("shortcut", "=", shortcut)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
