// @vitest-environment node
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatStore, createChatStore } from "../../server/store/chat-store.ts";
import type { Database } from "../../server/store/database.ts";
import type { LeadStore } from "../../server/store/types.ts";
import { createTestStore, STORE_KINDS, type TestStore } from "./helpers/stores.ts";

/** The chat transcript store: one contract, SQLite and PostgreSQL. */
const chatStoreOf = (store: LeadStore) => createChatStore((store as LeadStore & { db: Kysely<Database> }).db);

const at = (iso: string) => new Date(iso);
const turn = (conversationId: string, text: string, minute: number, contactEmail?: string) => ({
  conversationId,
  user: { text, at: at(`2026-11-22T10:${String(minute).padStart(2, "0")}:00.000Z`), meta: { page: "/faq" } },
  reply: {
    text: `Reply to ${text}`,
    at: at(`2026-11-22T10:${String(minute).padStart(2, "0")}:01.000Z`),
    meta: { intent: "question" },
  },
  contactEmail,
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
      contactEmail: null,
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

  it("keeps the latest e-mail address a visitor typed, and erases by it or by any address in their messages", async () => {
    const [withEmail, mentioned, other] = [randomUUID(), randomUUID(), randomUUID()];
    await chats.appendTurn(turn(withEmail, "reach me at old@example.com", 30, "old@example.com"));
    await chats.appendTurn(turn(withEmail, "no address here", 31));
    expect((await chats.getConversation(withEmail))?.contactEmail).toBe("old@example.com");
    await chats.appendTurn(turn(withEmail, "actually use Ada@Example.com", 32, "ada@example.com"));
    expect((await chats.getConversation(withEmail))?.contactEmail).toBe("ada@example.com");

    await chats.appendTurn(turn(mentioned, "my colleague is ADA@example.com", 33));
    // "_" and "%" in an address are literal, not wildcards.
    await chats.appendTurn(turn(other, "write to adax@example.com", 34, "adax@example.com"));

    expect(await chats.deleteConversationsByEmail("a_a@example.com")).toBe(0);
    expect(await chats.deleteConversationsByEmail(" Ada@example.com ")).toBe(2);
    expect(await chats.getConversation(withEmail)).toBeUndefined();
    expect(await chats.getConversation(mentioned)).toBeUndefined();
    expect(await chats.getConversation(other)).toBeDefined();
    expect(await chats.deleteConversationsByEmail("old@example.com")).toBe(0);
  });

  it("purges conversations whose last message is older than the retention cut-off", async () => {
    const [old, recent] = [randomUUID(), randomUUID()];
    await chats.appendTurn({
      ...turn(old, "old", 40),
      reply: { text: "r", at: at("2025-01-01T00:00:00.000Z") },
    });
    await chats.appendTurn(turn(recent, "recent", 41));
    expect(await chats.purgeConversations(at("2026-01-01T00:00:00.000Z"))).toBeGreaterThanOrEqual(1);
    expect(await chats.getConversation(old)).toBeUndefined();
    expect(await chats.getConversation(recent)).toBeDefined();
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
