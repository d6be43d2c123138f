// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveChatCopy } from "../../app/content/live-chat.ts";
import {
  ASSISTANT_REPLY,
  alwaysOpen,
  LIVE_ORIGIN,
  type LiveInstance,
  liveEvents,
  openStream,
  postJson,
  putJson,
  signInAt,
  startLiveInstance,
} from "./helpers/live.ts";
import { createTestStore, STORE_KINDS, type TestStore } from "./helpers/stores.ts";

/**
 * Issue 30 on each store, through real HTTP: "request, join, messages both ways, typing,
 * close, the assistant silent in between"; "A message is stored before it is pushed; a
 * dropped connection resumes from the last event it saw"; "A visitor can read only their own
 * conversation (a server-issued secret) … the team side needs a session and CSRF"; "Two team
 * members cannot join the same conversation at once".
 */
describe.each(STORE_KINDS)("live hand-off on %s", (kind) => {
  let testStore: TestStore;
  let instance: LiveInstance;

  beforeAll(async () => {
    testStore = await createTestStore(kind);
    instance = await startLiveInstance(testStore.store, {
      settings: alwaysOpen(),
      ...(testStore.location.databaseUrl ? { databaseUrl: testStore.location.databaseUrl } : {}),
    });
  });
  afterAll(async () => {
    await instance?.close();
    await testStore?.dispose();
  });

  it("a team member joins, both sides talk live, the assistant is silent until the conversation is closed", async () => {
    const { url } = instance;
    const team = await signInAt(url);
    const other = await signInAt(url);
    expect(
      (await putJson(`${url}/admin/api/live/me`, { name: "Sam", available: true }, team.headers)).status,
    ).toBe(200);
    await putJson(`${url}/admin/api/live/me`, { name: "Alex", available: true }, other.headers);
    const queue = await openStream(`${url}/admin/api/live/queue/stream`, { cookie: team.cookie });

    // The visitor asks the assistant first; the server issues the conversation.
    const first = await postJson(`${url}/api/chat`, { message: "What do you build?" });
    expect(first.status).toBe(200);
    const conversationId = first.body.conversationId as string;
    const conversationToken = first.body.conversationToken as string;
    const proof = { conversationId, conversationToken };

    const requested = await postJson(`${url}/api/live/request`, { ...proof, page: "/services" });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ conversationId, status: "waiting" });
    expect(requested.body.waitUntil).not.toBeNull();

    // The queue shows it waiting, with the visitor's page.
    const waiting = await queue.next(
      (message) =>
        message.event === "queue" &&
        message.data.includes(conversationId) &&
        message.data.includes('"waiting"'),
    );
    expect(JSON.parse(waiting.data).conversations[0]).toMatchObject({
      id: conversationId,
      page: "/services",
    });

    const visitor = await openStream(`${url}/api/live/conversations/${conversationId}/stream`, {
      "x-conversation-token": conversationToken,
      "last-event-id": String(requested.body.seq),
    });
    expect(visitor.status).toBe(200);
    await visitor.next((message) => message.event === "ready");

    const teamStream = await openStream(`${url}/admin/api/live/conversations/${conversationId}/stream`, {
      cookie: team.cookie,
    });
    const joined = await postJson(
      `${url}/admin/api/live/conversations/${conversationId}/join`,
      {},
      team.headers,
    );
    expect(joined.status).toBe(200);
    const joinedEvent = await visitor.next(
      (message) => message.event === "live" && message.data.includes('"joined"'),
    );
    expect(JSON.parse(joinedEvent.data)).toMatchObject({ type: "status", status: "joined", author: "Sam" });

    // "Two team members cannot join the same conversation at once."
    const second = await postJson(
      `${url}/admin/api/live/conversations/${conversationId}/join`,
      {},
      other.headers,
    );
    expect(second.status).toBe(409);
    const otherSends = await postJson(
      `${url}/admin/api/live/conversations/${conversationId}/messages`,
      { text: "me too" },
      other.headers,
    );
    expect(otherSends.status).toBe(409);

    // The visitor writes through the chat: the assistant stays silent, the team gets it.
    const held = await postJson(`${url}/api/chat`, { message: "Hi Sam, can you help?", ...proof });
    expect(held.status).toBe(200);
    expect(held.body.reply).not.toBe(ASSISTANT_REPLY);
    expect(held.body.live).toBe(true);
    await teamStream.next(
      (message) => message.event === "live" && message.data.includes("Hi Sam, can you help?"),
    );
    // …or through the live endpoint.
    const direct = await postJson(`${url}/api/live/messages`, { ...proof, text: "Our budget is small." });
    expect(direct.status).toBe(200);
    await teamStream.next((message) => message.data.includes("Our budget is small."));

    // Typing both ways (never stored).
    expect((await postJson(`${url}/api/live/typing`, proof)).status).toBe(204);
    await teamStream.next((message) => message.event === "typing" && message.data.includes('"visitor"'));
    const teamTyping = await postJson(
      `${url}/admin/api/live/conversations/${conversationId}/typing`,
      {},
      team.headers,
    );
    expect(teamTyping.status).toBe(204);
    const typing = await visitor.next((message) => message.event === "typing");
    expect(JSON.parse(typing.data)).toMatchObject({ sender: "team", author: "Sam" });

    const reply = await postJson(
      `${url}/admin/api/live/conversations/${conversationId}/messages`,
      { text: "Of course, tell me more." },
      team.headers,
    );
    expect(reply.status).toBe(200);
    const received = await visitor.next((message) => message.data.includes("Of course, tell me more."));
    expect(JSON.parse(received.data)).toMatchObject({ type: "message", sender: "team", author: "Sam" });
    expect(Number(received.id)).toBe((reply.body.event as { seq: number }).seq);

    // The transcript the team opens holds the assistant's answer and the live part, with the page.
    const detail = await fetch(`${url}/admin/api/live/conversations/${conversationId}`, {
      headers: { cookie: team.cookie },
    });
    const transcript = (await detail.json()).transcript as { sender: string; text: string }[];
    expect(transcript.map((line) => line.sender)).toEqual(
      expect.arrayContaining(["visitor", "assistant", "status", "team"]),
    );
    expect(transcript.find((line) => line.sender === "assistant")?.text).toBe(ASSISTANT_REPLY);

    // Close: the visitor hears it, and the assistant answers again.
    const closed = await postJson(
      `${url}/admin/api/live/conversations/${conversationId}/close`,
      {},
      team.headers,
    );
    expect(closed.status).toBe(200);
    await visitor.next((message) => message.data.includes('"closed"'));
    const after = await postJson(`${url}/api/chat`, { message: "Thanks! One more question.", ...proof });
    expect(after.body.reply).toBe(ASSISTANT_REPLY);
    expect(after.body.live).toBeUndefined();
    expect((await postJson(`${url}/api/live/messages`, { ...proof, text: "hello?" })).status).toBe(409);

    // Stored events are numbered without gaps, and the stream carried each once, in order.
    const seqs = liveEvents(visitor).map((event) => event.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    for (const reader of [visitor, teamStream, queue]) reader.close();
  });

  it("a dropped stream resumes after the last event it saw (Last-Event-ID), and polling returns the same events", async () => {
    const { url } = instance;
    const team = await signInAt(url);
    await putJson(`${url}/admin/api/live/me`, { name: "Kim", available: true }, team.headers);
    const started = await postJson(`${url}/api/live/request`, { page: "/" });
    expect(started.status).toBe(200);
    const conversationId = started.body.conversationId as string;
    const conversationToken = started.body.conversationToken as string;
    expect(conversationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await postJson(`${url}/admin/api/live/conversations/${conversationId}/join`, {}, team.headers);
    for (const text of ["one", "two", "three"])
      await postJson(
        `${url}/admin/api/live/conversations/${conversationId}/messages`,
        { text },
        team.headers,
      );

    const polled = await fetch(`${url}/api/live/conversations/${conversationId}/events?after=0`, {
      headers: { "x-conversation-token": conversationToken },
    });
    const all = (await polled.json()).events as { seq: number; text?: string }[];
    expect(all.map((event) => event.text ?? null)).toEqual([null, null, "one", "two", "three"]);

    const resumed = await openStream(`${url}/api/live/conversations/${conversationId}/stream`, {
      "x-conversation-token": conversationToken,
      "last-event-id": "3",
    });
    await resumed.next((message) => message.data.includes("three"));
    expect(liveEvents(resumed).map((event) => event.text)).toEqual(["two", "three"]);
    resumed.close();
  });

  it("only the conversation's secret opens it; the team side needs a session and the CSRF token", async () => {
    const { url } = instance;
    const started = await postJson(`${url}/api/live/request`, {});
    const conversationId = started.body.conversationId as string;
    const wrong = "A".repeat(43);
    const stream = await fetch(`${url}/api/live/conversations/${conversationId}/stream`, {
      headers: { "x-conversation-token": wrong },
    });
    expect(stream.status).toBe(404);
    expect(
      (await postJson(`${url}/api/live/messages`, { conversationId, conversationToken: wrong, text: "hi" }))
        .status,
    ).toBe(404);
    expect((await postJson(`${url}/api/live/request`, { conversationId })).status).toBe(400);
    expect((await fetch(`${url}/admin/api/live/queue`)).status).toBe(401);
    const team = await signInAt(url);
    const noCsrf = await postJson(
      `${url}/admin/api/live/conversations/${conversationId}/join`,
      {},
      { cookie: team.cookie },
    );
    expect(noCsrf.status).toBe(403);
    const tooLong = await postJson(`${url}/api/live/messages`, {
      conversationId,
      conversationToken: started.body.conversationToken,
      text: "x".repeat(2001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/at most 2,000 characters/);
    const crossSite = await fetch(`${url}/api/live/request`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    expect(LIVE_ORIGIN).toBe(instance.config.siteOrigin);
  });

  it("an address typed to the team is found by erasure, which takes the live part with the conversation", async () => {
    const { url } = instance;
    const team = await signInAt(url);
    await putJson(`${url}/admin/api/live/me`, { name: "Rae", available: true }, team.headers);
    const started = await postJson(`${url}/api/live/request`, {});
    const proof = {
      conversationId: started.body.conversationId as string,
      conversationToken: started.body.conversationToken as string,
    };
    const address = `erase.me.${Date.now().toString(36)}@example.com`;
    const sent = await postJson(`${url}/api/live/messages`, { ...proof, text: `Write to me at ${address}` });
    expect(sent.status).toBe(200);
    const erased = await postJson(`${url}/admin/api/erasure`, { email: address }, team.headers);
    expect(erased.status).toBe(200);
    expect((erased.body.erased as { conversations: number }).conversations).toBe(1);
    const gone = await fetch(`${url}/admin/api/live/conversations/${proof.conversationId}`, {
      headers: { cookie: team.cookie },
    });
    expect(gone.status).toBe(404);
  });

  it("saved replies are kept by shortcut and the chat offers a person when asked", async () => {
    const { url } = instance;
    const team = await signInAt(url);
    const saved = await putJson(
      `${url}/admin/api/live/saved-replies/hours`,
      { text: "We are open Mon-Sat 9-18." },
      team.headers,
    );
    expect(saved.status).toBe(200);
    const list = await fetch(`${url}/admin/api/live/saved-replies`, { headers: { cookie: team.cookie } });
    expect((await list.json()).replies).toEqual([expect.objectContaining({ shortcut: "/hours" })]);
    const bad = await putJson(`${url}/admin/api/live/saved-replies/Bad%20One`, { text: "x" }, team.headers);
    expect(bad.status).toBe(400);
    const asked = await postJson(`${url}/api/chat`, { message: "Can I talk to a person please?" });
    expect(asked.body).toMatchObject({ offerPerson: true, answered: true });
    const unknown = await postJson(`${url}/api/chat`, { message: "something unknowable" });
    expect(unknown.body).toMatchObject({ offerPerson: false, answered: false });
    expect(liveChatCopy.talkToPerson.length).toBeGreaterThan(0);
  });
});
