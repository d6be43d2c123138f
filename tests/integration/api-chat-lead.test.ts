// @vitest-environment node
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, startTestAdmin, type TestAdmin } from "./helpers/admin-app.ts";
import { postJson } from "./helpers/api.ts";
import { storeProvenConversation } from "./helpers/chat.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 13, "The assistant can take the visitor's details": "Submitting creates a lead of a
 * new type `chat` that carries the transcript so far, through the same durable store,
 * outbox (team e-mail with the transcript, visitor confirmation) and webhook as every other
 * lead", with "the same field rules as the site's other forms (shared zod schema),
 * honeypot, rate limit and exact-message error handling". Acceptance: "API tests on SQLite
 * and PostgreSQL: … the `chat` lead type, … bad input → clear 4xx".
 */

const SUCCESS =
  "Thank you! I've passed our conversation to the team. They'll get back to you within one business day.";

describe.each(STORE_KINDS)("POST /api/chat/lead on %s", (kind) => {
  let admin: TestAdmin;
  let conversationId: string;
  let conversationToken: string;

  beforeAll(async () => {
    admin = await startTestAdmin(kind, {
      WEBHOOK_URL: "https://crm.example/hooks/meridian",
      WEBHOOK_SECRET: "a-webhook-secret-for-tests-0123456789",
    });
  });
  afterAll(async () => {
    await admin.close();
  });
  beforeEach(async () => {
    const at = new Date("2026-11-24T09:00:00Z");
    ({ conversationId, conversationToken } = await storeProvenConversation(admin.chatStore, [
      {
        user: "We need an AI assistant for our shop",
        reply: "We build those. Would you like a quote?",
        at,
        page: "/services",
      },
      {
        user: "Yes, please call me",
        reply: "I can pass this conversation to our team.",
        at: new Date(at.getTime() + 60_000),
        page: "/pricing",
      },
    ]));
  });

  const details = () => ({
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+44 20 7946 0000",
    company: "Analytical Engines",
    note: "Mornings are best",
    conversationId,
    conversationToken,
  });

  it("stores a chat lead with the transcript so far, its conversation and its attribution, and queues both e-mails and the webhook", async () => {
    const response = await postJson(admin.app, "/api/chat/lead", {
      ...details(),
      sourcePage: "/pricing",
      landingPage: "/services",
      utmSource: "newsletter",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: SUCCESS, id: expect.any(String) });
    const lead = await admin.store.getLead(response.json().id);
    expect(lead).toMatchObject({
      type: "chat",
      name: "Ada Lovelace",
      email: "ada@example.com",
      conversationId,
      attribution: { sourcePage: "/pricing", landingPage: "/services", utmSource: "newsletter" },
      payload: { phone: "+44 20 7946 0000", company: "Analytical Engines", note: "Mornings are best" },
    });
    expect(lead?.payload.transcript).toEqual([
      {
        sender: "user",
        text: "We need an AI assistant for our shop",
        at: "2026-11-24T09:00:00.000Z",
        page: "/services",
      },
      { sender: "ai", text: "We build those. Would you like a quote?", at: "2026-11-24T09:00:01.000Z" },
      { sender: "user", text: "Yes, please call me", at: "2026-11-24T09:01:00.000Z", page: "/pricing" },
      { sender: "ai", text: "I can pass this conversation to our team.", at: "2026-11-24T09:01:01.000Z" },
    ]);
    const kinds = (await admin.store.listOutbox({ leadId: lead?.id })).map((message) => message.kind).sort();
    expect(kinds).toEqual(["confirm-visitor", "notify-team", "webhook"]);
    // The CRM API lists it under its own type.
    const listed = await admin.app.inject({
      method: "GET",
      url: "/admin/api/leads?type=chat",
      headers: bearer(),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().leads.map((item: { id: string }) => item.id)).toContain(lead?.id);
  });

  it("takes name and e-mail alone (phone, company and note are optional)", async () => {
    const response = await postJson(admin.app, "/api/chat/lead", {
      name: "Grace",
      email: "grace@example.com",
      phone: "",
      conversationId,
      conversationToken,
    });
    expect(response.statusCode).toBe(201);
    const lead = await admin.store.getLead(response.json().id);
    expect(lead?.payload).not.toHaveProperty("phone");
    expect(lead?.payload).not.toHaveProperty("note");
  });

  it.each([
    ["no name", { name: "" }, { name: "Name is required" }],
    ["a bad address", { email: "not-an-address" }, { email: "Email must be a valid e-mail address" }],
    [
      "a note too long",
      { note: "x".repeat(2001) },
      { note: "Note for the team must be at most 2000 characters" },
    ],
    [
      "a bad conversation id",
      { conversationId: "42" },
      { conversationId: "Conversation must be a conversation id" },
    ],
    ["no conversation", { conversationId: undefined }, { conversationId: "Conversation is required" }],
    [
      "no conversation key",
      { conversationToken: undefined },
      { conversationToken: "Conversation key is required" },
    ],
    [
      "a malformed conversation key",
      { conversationToken: "guess" },
      { conversationToken: "Conversation key must be the one the chat issued" },
    ],
    [
      "an off-site page",
      { sourcePage: "https://elsewhere.example/" },
      { sourcePage: "Sent from page must be a path on this site, such as /services" },
    ],
  ])("refuses %s with a 400 naming the field, and stores nothing", async (_case, change, fields) => {
    const before = await admin.store.countLeads();
    const response = await postJson(admin.app, "/api/chat/lead", { ...details(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Some fields are missing or invalid.", fields });
    expect(await admin.store.countLeads()).toBe(before);
  });

  it("drops a filled honeypot silently, as every form does", async () => {
    const before = await admin.store.countLeads();
    const response = await postJson(admin.app, "/api/chat/lead", {
      ...details(),
      leave_blank: "https://spam.example",
    });
    expect(response.statusCode).toBe(201);
    expect(await admin.store.countLeads()).toBe(before);
  });

  // Issue 28 finding 4: "whoever learns one can add messages and hand the conversation to the
  // team under their own e-mail … predictable ids (the nil UUID) are accepted".
  it.each([
    ["an unknown conversation", () => ({ conversationId: randomUUID() })],
    ["the nil UUID", () => ({ conversationId: "00000000-0000-0000-0000-000000000000" })],
    ["a known conversation with another key", () => ({ conversationToken: "A".repeat(43) })],
  ])("refuses %s with a 404, stores nothing and leaves the conversation free", async (_case, change) => {
    const before = await admin.store.countLeads();
    const response = await postJson(admin.app, "/api/chat/lead", { ...details(), ...change() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "This conversation is not available any more." });
    expect(await admin.store.countLeads()).toBe(before);
    expect((await admin.chatStore.getConversation(conversationId))?.handedOffAt).toBeNull();
  });

  // Issue 28 finding 4: "a conversation can be handed off repeatedly" → "one hand-off per conversation".
  it("passes a conversation on once: a second hand-off is refused with 409, the same request retried is answered again", async () => {
    const key = { "idempotency-key": randomUUID() };
    const first = await postJson(admin.app, "/api/chat/lead", details(), key);
    expect(first.statusCode).toBe(201);
    const retried = await postJson(admin.app, "/api/chat/lead", details(), key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).toBe(first.json().id);
    const second = await postJson(admin.app, "/api/chat/lead", {
      ...details(),
      email: "mallory@example.com",
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: "This conversation has already been passed to the team." });
    const leads = await admin.store.listLeads({ type: "chat", limit: 500 });
    expect(leads.filter((lead) => lead.conversationId === conversationId).map((lead) => lead.email)).toEqual([
      "ada@example.com",
    ]);
  });

  it("never stores the conversation's key with the lead, its e-mails or its webhook", async () => {
    const response = await postJson(admin.app, "/api/chat/lead", details());
    expect(response.statusCode).toBe(201);
    const lead = await admin.store.getLead(response.json().id);
    expect(lead?.payload).not.toHaveProperty("conversationToken");
    expect(JSON.stringify(lead)).not.toContain(conversationToken);
    const outbox = await admin.store.listOutbox({ leadId: lead?.id });
    expect(JSON.stringify(outbox)).not.toContain(conversationToken);
  });

  it("erasure by the lead's address removes its conversation even after the visitor typed another address", async () => {
    const response = await postJson(admin.app, "/api/chat/lead", {
      ...details(),
      email: "first@example.com",
    });
    expect(response.statusCode).toBe(201);
    await admin.chatStore.appendTurn({
      conversationId,
      user: { text: "Or write to my colleague at second@example.com", at: new Date() },
      reply: { text: "Noted.", at: new Date() },
    });
    const erase = await admin.app.inject({
      method: "POST",
      url: "/admin/api/erasure",
      headers: { ...bearer(), "content-type": "application/json" },
      payload: JSON.stringify({ email: "first@example.com" }),
    });
    expect(erase.json().erased).toMatchObject({ leads: 1, conversations: 1 });
    expect(await admin.chatStore.getConversation(conversationId)).toBeUndefined();
  });

  it("erasure by the address removes the lead and its conversation", async () => {
    const response = await postJson(admin.app, "/api/chat/lead", { ...details(), email: "Erin@Example.com" });
    expect(response.statusCode).toBe(201);
    const erase = await admin.app.inject({
      method: "POST",
      url: "/admin/api/erasure",
      headers: { ...bearer(), "content-type": "application/json" },
      payload: JSON.stringify({ email: "erin@example.com" }),
    });
    expect(erase.statusCode).toBe(200);
    expect(erase.json().erased).toMatchObject({ leads: 1, conversations: 1 });
    expect(await admin.store.getLead(response.json().id)).toBeUndefined();
    expect(await admin.chatStore.getConversation(conversationId)).toBeUndefined();
  });
});

describe("POST /api/chat/lead rate limit", () => {
  it("shares the forms' per-client limit: over it, a 429 and nothing stored", async () => {
    const admin = await startTestAdmin("sqlite", { RATE_LIMIT_FORMS_PER_MINUTE: "1" });
    try {
      const conversation = await storeProvenConversation(admin.chatStore, [{ user: "call me" }]);
      const body = { name: "Ada", email: "ada@example.com", ...conversation };
      expect((await postJson(admin.app, "/api/chat/lead", body)).statusCode).toBe(201);
      const second = await postJson(admin.app, "/api/chat/lead", body);
      expect(second.statusCode).toBe(429);
      expect(await admin.store.countLeads()).toBe(1);
    } finally {
      await admin.close();
    }
  });
});
