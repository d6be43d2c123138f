// @vitest-environment node
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatWidgetCopy } from "../../app/content/chat.ts";
import { buildApp } from "../../server/app.ts";
import { createChatService } from "../../server/chat/service.ts";
import { loadConfig } from "../../server/config.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import { postJson, SITE_ORIGIN } from "./helpers/api.ts";
import { chatStoreOf, sharedKnowledge, startChatApi, type TestChatApi } from "./helpers/chat.ts";
import { scratchDataDir } from "./helpers/databases.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

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
    expect(body).toEqual({
      reply: expect.any(String),
      conversationId: expect.any(String),
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
    expect(conversation?.messages[1]?.meta).toMatchObject({ intent: "project.detail", source: "content" });
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

  it("continues the conversation the visitor's anonymous id names, using the history for follow-ups", async () => {
    const conversationId = randomUUID();
    const first = (
      await chat(api, { message: "do you build mobile apps?", history: [], conversationId })
    ).json();
    expect(first.conversationId).toBe(conversationId);
    const history = [
      { text: "do you build mobile apps?", sender: "user" },
      { text: first.reply, sender: "ai" },
    ];
    const second = await chat(api, { message: "and how long does that take?", history, conversationId });
    expect(second.statusCode).toBe(200);
    expect(second.json().reply).toContain("3 to 6 months");
    const conversation = await api.store.getConversation(conversationId);
    expect(conversation?.messageCount).toBe(4);
    expect(conversation?.messages.map((message) => message.sender)).toEqual(["user", "ai", "user", "ai"]);
  });

  it("keeps an e-mail address the visitor typed with the conversation (for erasure by e-mail)", async () => {
    const response = await chat(api, {
      message: "Please get back to me at Grace.Hopper@Example.org",
      history: [],
    });
    const conversation = await api.store.getConversation(response.json().conversationId);
    expect(conversation?.contactEmail).toBe("grace.hopper@example.org");
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
      { message: "hi", history: [], conversationId: "abc" },
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
      expect(ok.json().reply).toContain("[Careers](/careers)");
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
