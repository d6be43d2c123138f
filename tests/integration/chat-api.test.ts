// @vitest-environment node
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CONVERSATION_MESSAGES, MAX_HISTORY_ITEMS, MAX_MESSAGE_CHARS } from "../../app/chat/limits.ts";
import { chatWidgetCopy } from "../../app/content/chat.ts";
import { faqItems } from "../../app/content/faq.ts";
import { buildApp } from "../../server/app.ts";
import { MAX_ANSWERED_REPLY_CHARS, MAX_ANSWERED_TURN_CHARS } from "../../server/chat/bounded-history.ts";
import type { AnswerInput } from "../../server/chat/conversation.ts";
import { CONVERSATION_FULL_MESSAGE, CONVERSATION_UNKNOWN_MESSAGE } from "../../server/chat/plugin.ts";
import { createChatService } from "../../server/chat/service.ts";
import { loadConfig } from "../../server/config.ts";
import type { ChatTables } from "../../server/store/chat-store.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import { postJson, SITE_ORIGIN } from "./helpers/api.ts";
import { chatStoreOf, sharedKnowledge, startChatApi, type TestChatApi } from "./helpers/chat.ts";
import { scratchDataDir } from "./helpers/databases.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const chat = (api: TestChatApi, body: unknown, headers: Record<string, string> = {}) =>
  postJson(api.app, "/api/chat", body, headers);

describe.each(STORE_KINDS)("POST /api/chat on %s", (kind) => {
  let api: TestChatApi;
  beforeAll(async () => {
    api = await startChatApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  // SPEC 7: "POST /api/chat | JSON: message, history … | JSON with field reply"
  it("answers { reply, conversationId } and stores both messages of the turn", async () => {
    const response = await chat(api, { message: "What is MarkAid?", history: [], page: "/portfolio" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // `intent` and `offerHandoff` are additions (issue 10 §2); `reply` stays as SPEC 7 defines it.
    // A new conversation comes with its secret (issue 28).
    expect(body).toEqual({
      reply: expect.any(String),
      conversationId: expect.stringMatching(UUID),
      conversationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      intent: "answer",
      offerHandoff: false,
    });
    expect(body.reply).toContain("[MarkAid](/portfolio/markaid)");

    const conversation = await api.store.getConversation(body.conversationId);
    expect(conversation?.messages.map((message) => [message.sender, message.text])).toEqual([
      ["user", "What is MarkAid?"],
      ["ai", body.reply],
    ]);
    expect(conversation?.messages[0]?.meta).toEqual({ page: "/portfolio" });
    expect(conversation?.messages[1]?.meta).toMatchObject({
      intent: expect.stringMatching(/^item\.project/),
      source: "content",
    });
  });

  // Issue 10 §2: "the answer result carries a structured flag … in the chat API response".
  it("flags a visitor who wants to start something (intent 'lead', offerHandoff) and records it", async () => {
    const response = await chat(api, { message: "We'd like a quote for an AI chatbot", history: [] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ intent: "lead", offerHandoff: true });
    expect(body.reply).toContain("](#get-quote)");
    const conversation = await api.store.getConversation(body.conversationId);
    expect(conversation?.messages[1]?.meta).toMatchObject({ offerHandoff: true });

    const plain = (await chat(api, { message: "who is your CTO?", history: [] })).json();
    expect(plain).toMatchObject({ intent: "answer", offerHandoff: false });
  });

  it("continues the conversation the server issued when its secret comes with it, using the history for follow-ups", async () => {
    const first = (await chat(api, { message: "do you build mobile apps?", history: [] })).json();
    const { conversationId, conversationToken } = first;
    const history = [
      { text: "do you build mobile apps?", sender: "user" },
      { text: first.reply, sender: "ai" },
    ];
    const second = await chat(api, {
      message: "and how long does that take?",
      history,
      conversationId,
      conversationToken,
    });
    expect(second.statusCode).toBe(200);
    // The typical project length as the FAQ states it today, whatever the figures are.
    const projectLength = faqItems
      .map((item) => item.answer)
      .join(" ")
      .match(/\b\d+ to \d+ months\b/)?.[0];
    expect(projectLength).toBeDefined();
    expect(second.json().reply).toContain(projectLength);
    // The secret is issued once; a continued conversation is named without it.
    expect(second.json().conversationId).toBe(conversationId);
    expect(second.json()).not.toHaveProperty("conversationToken");
    const conversation = await api.store.getConversation(conversationId);
    expect(conversation?.messageCount).toBe(4);
    expect(conversation?.messages.map((message) => message.sender)).toEqual(["user", "ai", "user", "ai"]);
  });

  it("records the e-mail addresses the visitor typed with the conversation (for erasure by e-mail)", async () => {
    const response = await chat(api, {
      message: "Please get back to me at Grace.Hopper@Example.org",
      history: [],
    });
    expect(await api.store.deleteConversationsByEmail("grace.hopper@example.org")).toBe(1);
    expect(await api.store.getConversation(response.json().conversationId)).toBeUndefined();
  });

  // Issue 28 finding 4: "A conversation id is chosen by the browser and proves nothing: whoever
  // learns one can add messages … predictable ids (the nil UUID) are accepted".
  it("stores only a hash of the secret, and refuses an unknown or unproven conversation with 404, storing nothing", async () => {
    const started = (await chat(api, { message: "hello", history: [] })).json();
    const row = await api.leadStore.db
      .withTables<ChatTables>()
      .selectFrom("chat_conversations")
      .select("token_hash")
      .where("id", "=", started.conversationId)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash("sha256").update(started.conversationToken).digest("hex"));

    const legacy = randomUUID();
    await api.store.appendTurn({
      conversationId: legacy,
      user: { text: "stored before secrets", at: new Date() },
      reply: { text: "ok", at: new Date() },
    });
    const otherSecret = (await chat(api, { message: "hi", history: [] })).json().conversationToken;
    for (const claim of [
      { conversationId: started.conversationId, conversationToken: otherSecret },
      { conversationId: randomUUID(), conversationToken: started.conversationToken },
      { conversationId: "00000000-0000-0000-0000-000000000000", conversationToken: otherSecret },
      { conversationId: legacy, conversationToken: otherSecret },
    ]) {
      const response = await chat(api, { message: "add this", history: [], ...claim });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: CONVERSATION_UNKNOWN_MESSAGE });
    }
    expect((await api.store.getConversation(started.conversationId))?.messageCount).toBe(2);
    expect((await api.store.getConversation(legacy))?.messageCount).toBe(2);

    const unproven = await chat(api, { message: "hi", history: [], conversationId: started.conversationId });
    expect(unproven.statusCode).toBe(400);
    expect(unproven.json().fields).toEqual({
      conversationToken: "conversationToken is required with conversationId.",
    });
  });

  // Issue 28 finding 6: "A conversation has no length cap" → "a cap on messages per conversation
  // (then a new conversation, said plainly)".
  it("refuses a message to a full conversation with 409 and stores nothing of it", async () => {
    const started = (await chat(api, { message: "hello", history: [] })).json();
    for (let turn = 1; turn < MAX_CONVERSATION_MESSAGES / 2; turn++) {
      await api.store.appendTurn({
        conversationId: started.conversationId,
        user: { text: `message ${turn}`, at: new Date() },
        reply: { text: "ok", at: new Date() },
      });
    }
    const full = await chat(api, {
      message: "one more",
      history: [],
      conversationId: started.conversationId,
      conversationToken: started.conversationToken,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: CONVERSATION_FULL_MESSAGE });
    expect((await api.store.getConversation(started.conversationId))?.messageCount).toBe(
      MAX_CONVERSATION_MESSAGES,
    );
  });

  // Issue 28 finding 8: "The chat `page` field accepts newlines, which forge unindented lines".
  it.each([
    "/services\n\nDownload: https://evil.example/x",
    "https://evil.example/",
    "//evil.example/",
    "/services?email=ada@example.com",
    "services",
  ])("refuses a page that is not a path on this site (%j) with a 400 naming it", async (page) => {
    const response = await chat(api, { message: "hello", history: [], page });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ page: "page must be a path on this site, such as /services" });
  });

  it("accepts a request without history (treated as the first message) and trims the message", async () => {
    const response = await chat(api, { message: "   hello   " });
    expect(response.statusCode).toBe(200);
    const conversation = await api.store.getConversation(response.json().conversationId);
    expect(conversation?.messages[0]?.text).toBe("hello");
  });

  it("accepts a message of exactly 2,000 characters", async () => {
    const response = await chat(api, { message: "a".repeat(2000), history: [] });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ["an empty message", { message: "", history: [] }, "message"],
    ["a whitespace-only message", { message: " \n\t ", history: [] }, "message"],
    ["a missing message", { history: [] }, "message"],
    ["a message that is not text", { message: 42, history: [] }, "message"],
    [
      "a message over 2,000 characters after trimming",
      { message: ` ${"a".repeat(2001)} `, history: [] },
      "message",
    ],
    [
      "more than 20 history items",
      { message: "hi", history: Array.from({ length: 21 }, () => ({ text: "x", sender: "user" })) },
      "history",
    ],
    [
      "a history item with an unknown sender",
      { message: "hi", history: [{ text: "x", sender: "bot" }] },
      "history",
    ],
    ["a history item without text", { message: "hi", history: [{ sender: "user" }] }, "history"],
    [
      "a history item over 2,000 characters",
      { message: "hi", history: [{ text: "a".repeat(2001), sender: "ai" }] },
      "history",
    ],
    ["history that is not a list", { message: "hi", history: "earlier" }, "history"],
    [
      "a conversation id that is not a UUID",
      { message: "hi", history: [], conversationId: "abc", conversationToken: "A".repeat(43) },
      "conversationId",
    ],
  ])("rejects %s with 400 and the field", async (_name, body, field) => {
    const response = await chat(api, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), fields: { [field]: expect.any(String) } });
  });

  it("accepts exactly 20 history items", async () => {
    const history = Array.from({ length: 20 }, (_, index) => ({
      text: `message ${index}`,
      sender: index % 2 === 0 ? "user" : "ai",
    }));
    expect((await chat(api, { message: "thanks", history })).statusCode).toBe(200);
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/chat",
      payload: '{"message": "hi",',
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("rejects a body that is not a JSON object, other content types and oversized bodies", async () => {
    expect((await chat(api, ["hi"])).statusCode).toBe(400);
    const text = await api.app.inject({
      method: "POST",
      url: "/api/chat",
      payload: "message=hi",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(text.statusCode).toBe(415);
    const huge = await chat(api, { message: "hi", history: [], padding: "x".repeat(400 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  it("refuses requests from other sites' pages (Origin) but accepts its own", async () => {
    expect(
      (await chat(api, { message: "hi", history: [] }, { origin: "https://evil.example" })).statusCode,
    ).toBe(403);
    expect((await chat(api, { message: "hi", history: [] }, { origin: SITE_ORIGIN })).statusCode).toBe(200);
  });
});

describe("POST /api/chat limits per client", () => {
  let api: TestChatApi;
  beforeAll(async () => {
    api = await startChatApi("sqlite", { RATE_LIMIT_CHAT_PER_MINUTE: "3" });
  });
  afterAll(async () => {
    await api.close();
  });

  it("answers 429 with the API's error shape once a client sends more than the limit per minute", async () => {
    for (let sent = 0; sent < 3; sent++) {
      expect((await chat(api, { message: "hello", history: [] })).statusCode).toBe(200);
    }
    const limited = await chat(api, { message: "hello", history: [] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many messages/) });
    // Another client (another address) is not affected.
    const other = await api.app.inject({
      method: "POST",
      url: "/api/chat",
      remoteAddress: "203.0.113.9",
      payload: { message: "hello", history: [] },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe("POST /api/chat inside the app", () => {
  const data = scratchDataDir();
  const build = scratchDataDir();

  it("is mounted under /api next to the lead API, keeps unknown /api paths 404, and answers even if the transcript cannot be stored", async () => {
    const config = loadConfig({ DATA_DIR: data.dataDir, BUILD_DIR: build.dataDir, LOG_LEVEL: "silent" });
    const store = await openSqliteStore({ dataDir: config.dataDir });
    const app = await buildApp({
      config,
      store,
      chat: { service: createChatService(sharedKnowledge()), store: chatStoreOf(store) },
    });
    try {
      const ok = await postJson(app, "/api/chat", { message: "Are you hiring?", history: [] });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().reply).toContain("](/careers)");
      expect((await postJson(app, "/api/chats", { message: "hi" })).statusCode).toBe(404);

      await store.close();
      const withoutStore = await postJson(app, "/api/chat", { message: "hello", history: [] });
      expect(withoutStore.statusCode).toBe(200);
      expect(withoutStore.json().reply).not.toBe(chatWidgetCopy.error);
    } finally {
      await app.close();
      await data.dispose();
      await build.dispose();
    }
  });
});

// Issue 28 finding 5: "A crafted 20-item chat history costs about 0.41 s of event-loop time per
// request" → "the understanding work on history bounded (last few visitor turns, each cut)".
describe("POST /api/chat hands the answerer a bounded history", () => {
  let api: TestChatApi;
  const received: AnswerInput[] = [];
  beforeAll(async () => {
    api = await startChatApi("sqlite", {}, () => ({
      modelEnabled: false,
      answer: async (input) => {
        received.push(input);
        return {
          reply: "ok",
          intent: "test",
          kind: "answer",
          offerHandoff: false,
          source: "rules",
          sources: [],
        };
      },
    }));
  });
  afterAll(async () => {
    await api.close();
  });

  it("keeps the last visitor turns and the last reply, each cut, from the longest history the API accepts", async () => {
    const history = Array.from({ length: MAX_HISTORY_ITEMS }, (_, index) => ({
      text: `${index} ${"x".repeat(MAX_MESSAGE_CHARS)}`.slice(0, MAX_MESSAGE_CHARS),
      sender: index % 2 === 0 ? "user" : "ai",
    }));
    const response = await chat(api, { message: "and the price?", history });
    expect(response.statusCode).toBe(200);
    const given = received.at(-1);
    expect(given?.message).toBe("and the price?");
    const visitor = given?.history.filter((item) => item.sender === "user") ?? [];
    expect(visitor.map((item) => item.text.split(" ")[0])).toEqual(["14", "16", "18"]);
    expect(visitor.every((item) => item.text.length === MAX_ANSWERED_TURN_CHARS)).toBe(true);
    const replies = given?.history.filter((item) => item.sender === "ai") ?? [];
    expect(replies.map((item) => item.text.split(" ")[0])).toEqual(["19"]);
    expect(replies[0]?.text.length).toBe(MAX_ANSWERED_REPLY_CHARS);
    expect(given?.history.map((item) => item.sender)).toEqual(["user", "user", "user", "ai"]);
  });

  it("passes a short history through unchanged", async () => {
    const history = [
      { text: "do you build mobile apps?", sender: "user" },
      { text: "Yes, we build apps.", sender: "ai" },
    ];
    await chat(api, { message: "how long?", history });
    expect(received.at(-1)?.history).toEqual(history);
  });
});
