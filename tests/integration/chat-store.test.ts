// @vitest-environment node
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CONVERSATION_MESSAGES } from "../../app/chat/limits.ts";
import { type ChatStore, ConversationFullError, createChatStore } from "../../server/store/chat-store.ts";
import type { Database } from "../../server/store/database.ts";
import type { LeadStore } from "../../server/store/types.ts";
import { createTestStore, STORE_KINDS, type TestStore } from "./helpers/stores.ts";

/** The chat transcript store: one contract, SQLite and PostgreSQL. */
const chatStoreOf = (store: LeadStore) => createChatStore((store as LeadStore & { db: Kysely<Database> }).db);

const at = (iso: string) => new Date(iso);
const turn = (conversationId: string, text: string, minute: number) => ({
  conversationId,
  user: { text, at: at(`2026-11-22T10:${String(minute).padStart(2, "0")}:00.000Z`), meta: { page: "/faq" } },
  reply: {
    text: `Reply to ${text}`,
    at: at(`2026-11-22T10:${String(minute).padStart(2, "0")}:01.000Z`),
    meta: { intent: "question" },
  },
});

describe.each(STORE_KINDS)("chat store on %s", (kind) => {
  let testStore: TestStore;
  let chats: ChatStore;
  beforeAll(async () => {
    testStore = await createTestStore(kind);
    chats = chatStoreOf(testStore.store);
  });
  afterAll(async () => {
    await testStore.dispose();
  });

  it("stores a conversation's turns with sender, text, order and timestamps", async () => {
    const id = randomUUID();
    expect(await chats.appendTurn(turn(id, "Do you build apps?", 1))).toEqual({
      conversationId: id,
      messageCount: 2,
    });
    expect(await chats.appendTurn(turn(id, "How long does it take?", 2))).toEqual({
      conversationId: id,
      messageCount: 4,
    });
    const conversation = await chats.getConversation(id);
    expect(conversation).toMatchObject({
      id,
      messageCount: 4,
      handedOffAt: null,
      createdAt: at("2026-11-22T10:01:00.000Z"),
      updatedAt: at("2026-11-22T10:02:01.000Z"),
    });
    expect(
      conversation?.messages.map((message) => [
        message.seq,
        message.sender,
        message.text,
        message.createdAt.toISOString(),
      ]),
    ).toEqual([
      [1, "user", "Do you build apps?", "2026-11-22T10:01:00.000Z"],
      [2, "ai", "Reply to Do you build apps?", "2026-11-22T10:01:01.000Z"],
      [3, "user", "How long does it take?", "2026-11-22T10:02:00.000Z"],
      [4, "ai", "Reply to How long does it take?", "2026-11-22T10:02:01.000Z"],
    ]);
    expect(conversation?.messages[0]?.meta).toEqual({ page: "/faq" });
    expect(conversation?.messages[1]?.meta).toEqual({ intent: "question" });
  });

  it("numbers messages without gaps or duplicates when turns of one conversation race", async () => {
    const id = randomUUID();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => chats.appendTurn(turn(id, `message ${index}`, 3))),
    );
    const conversation = await chats.getConversation(id);
    expect(conversation?.messageCount).toBe(24);
    expect(conversation?.messages.map((message) => message.seq)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    // Each visitor message is directly followed by its own reply.
    for (let index = 0; index < 24; index += 2) {
      expect(conversation?.messages[index + 1]?.text).toBe(`Reply to ${conversation?.messages[index]?.text}`);
    }
  });

  it("lists conversations by last activity, newest first, with limit and offset", async () => {
    const fresh = await createTestStore(kind);
    try {
      const store = chatStoreOf(fresh.store);
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      await store.appendTurn(turn(a, "first", 10));
      await store.appendTurn(turn(b, "second", 11));
      await store.appendTurn(turn(c, "third", 12));
      await store.appendTurn(turn(a, "first again", 13));
      expect((await store.listConversations()).map((conversation) => conversation.id)).toEqual([a, c, b]);
      expect(
        (await store.listConversations({ limit: 1, offset: 1 })).map((conversation) => conversation.id),
      ).toEqual([c]);
      expect(await store.countConversations()).toBe(3);
    } finally {
      await fresh.dispose();
    }
  });

  it("deletes a conversation by id together with its messages", async () => {
    const id = randomUUID();
    await chats.appendTurn(turn(id, "delete me", 20));
    expect(await chats.deleteConversation(id)).toBe(true);
    expect(await chats.getConversation(id)).toBeUndefined();
    expect(await chats.deleteConversation(id)).toBe(false);
    const db = (testStore.store as LeadStore & { db: Kysely<Database> }).db.withTables<{
      chat_messages: { conversation_id: string };
    }>();
    const left = await db
      .selectFrom("chat_messages")
      .select("conversation_id")
      .where("conversation_id", "=", id)
      .execute();
    expect(left).toEqual([]);
  });

  // Issue 28 finding 2: "Erasing ann@example.com also deleted the conversations of
  // joann@example.com and ann@example.com.au (substring match …)". "erasure by exact address:
  // addresses found in a conversation are recorded when a message is stored and erased by equality".
  it("erases by the exact address a visitor typed, never by a longer one containing it", async () => {
    const [ann, joann, annAu, annLater] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await chats.appendTurn(turn(ann, "reach me at Ann@Example.com, thanks", 30));
    await chats.appendTurn(turn(joann, "my address is joann@example.com", 31));
    await chats.appendTurn(turn(annAu, "write to ann@example.com.au please", 32));
    await chats.appendTurn(turn(annLater, "hello", 33));
    await chats.appendTurn(turn(annLater, "or ann@example.com. Or my colleague bob@example.com", 34));
    // "_" and "%" in an address are literal, not wildcards.
    expect(await chats.deleteConversationsByEmail("a_n@example.com")).toBe(0);
    expect(await chats.deleteConversationsByEmail(" ANN@example.com ")).toBe(2);
    expect(await chats.getConversation(ann)).toBeUndefined();
    expect(await chats.getConversation(annLater)).toBeUndefined();
    expect(await chats.getConversation(joann)).toBeDefined();
    expect(await chats.getConversation(annAu)).toBeDefined();
    expect(await chats.deleteConversationsByEmail("joann@example.com")).toBe(1);
    expect(await chats.deleteConversationsByEmail("ann@example.com.au")).toBe(1);
  });

  // Issue 28 finding 6: "A conversation has no length cap".
  it("refuses a turn beyond MAX_CONVERSATION_MESSAGES, storing nothing of it", async () => {
    const id = randomUUID();
    for (let index = 0; index < MAX_CONVERSATION_MESSAGES / 2; index++)
      await chats.appendTurn(turn(id, `message ${index}`, 35));
    await expect(chats.appendTurn(turn(id, "one more", 36))).rejects.toBeInstanceOf(ConversationFullError);
    const conversation = await chats.getConversation(id);
    expect(conversation?.messageCount).toBe(MAX_CONVERSATION_MESSAGES);
    expect(conversation?.messages.at(-1)?.text).toBe(`Reply to message ${MAX_CONVERSATION_MESSAGES / 2 - 1}`);
  });

  // Issue 28 finding 6: "the transcript read with a limit in SQL".
  it("reads a conversation's latest messages with a limit, oldest first", async () => {
    const id = randomUUID();
    for (let index = 0; index < 5; index++) await chats.appendTurn(turn(id, `message ${index}`, 37));
    const latest = await chats.getConversation(id, { limit: 3 });
    expect(latest?.messageCount).toBe(10);
    expect(latest?.messages.map((message) => message.seq)).toEqual([8, 9, 10]);
  });

  it("is handed off once: a second request is refused, the same request (key) again is not, a released claim is free", async () => {
    const id = randomUUID();
    await chats.appendTurn(turn(id, "call me", 38));
    const when = at("2026-11-22T11:00:00.000Z");
    const claim = (key: string, email: string) => ({ key, email, at: when });
    expect(await chats.claimHandoff(id, claim("first", "Ada@Example.com"))).toBe(true);
    expect(await chats.claimHandoff(id, claim("second", "eve@example.com"))).toBe(false);
    expect(await chats.claimHandoff(id, claim("first", "ada@example.com"))).toBe(true);
    expect((await chats.getConversation(id))?.handedOffAt).toEqual(when);
    await chats.releaseHandoff(id, "second");
    expect(await chats.claimHandoff(id, claim("second", "eve@example.com"))).toBe(false);
    await chats.releaseHandoff(id, "first");
    expect(await chats.claimHandoff(id, claim("second", "eve@example.com"))).toBe(true);
    expect(await chats.claimHandoff(randomUUID(), claim("x", "x@example.com"))).toBe(false);
    // The address the visitor left is recorded with the conversation, for erasure.
    expect(await chats.deleteConversationsByEmail("ada@example.com")).toBe(1);
  });

  it("keeps conversations across closing and reopening the store (migrations rerun harmlessly)", async () => {
    const id = randomUUID();
    await chats.appendTurn(turn(id, "still here?", 50));
    const reopened = await testStore.reopen();
    try {
      expect((await chatStoreOf(reopened).getConversation(id))?.messages).toHaveLength(2);
    } finally {
      await reopened.close();
    }
  });
});
