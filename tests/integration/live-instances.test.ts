// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import type { LeadStore } from "../../server/store/types.ts";
import {
  alwaysOpen,
  type LiveInstance,
  liveEvents,
  openStream,
  postJson,
  putJson,
  signInAt,
  startLiveInstance,
} from "./helpers/live.ts";
import { startOwnRedis } from "./helpers/redis.ts";
import { createTestStore, type StoreKind } from "./helpers/stores.ts";

/**
 * Issue 30 item 4, "Visitor and team member may be connected to different instances: events
 * cross instances through PostgreSQL LISTEN/NOTIFY (or Redis pub/sub when REDIS_URL is set)",
 * and item 5, "a server restart in the middle of a live conversation loses no message".
 */

type Cleanup = () => Promise<void>;
const cleanups: Cleanup[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function conversationAcross(visitorSide: LiveInstance, teamSide: LiveInstance, name: string) {
  const team = await signInAt(teamSide.url);
  await putJson(`${teamSide.url}/admin/api/live/me`, { name, available: true }, team.headers);
  const queue = await openStream(`${teamSide.url}/admin/api/live/queue/stream`, { cookie: team.cookie });
  await queue.next((message) => message.event === "queue");

  const started = await postJson(`${visitorSide.url}/api/live/request`, { page: "/contact" });
  expect(started.body.status).toBe("waiting");
  const id = started.body.conversationId as string;
  const token = started.body.conversationToken as string;
  // The team's queue on the other instance hears of it.
  await queue.next((message) => message.event === "queue" && message.data.includes(id));
  const visitor = await openStream(`${visitorSide.url}/api/live/conversations/${id}/stream`, {
    "x-conversation-token": token,
  });
  const teamStream = await openStream(`${teamSide.url}/admin/api/live/conversations/${id}/stream`, {
    cookie: team.cookie,
  });
  await visitor.next((message) => message.event === "ready");

  expect(
    (await postJson(`${teamSide.url}/admin/api/live/conversations/${id}/join`, {}, team.headers)).status,
  ).toBe(200);
  await visitor.next((message) => message.data.includes('"joined"') && message.data.includes(name));
  await postJson(`${visitorSide.url}/api/live/messages`, {
    conversationId: id,
    conversationToken: token,
    text: "from the visitor",
  });
  await teamStream.next((message) => message.data.includes("from the visitor"));
  await postJson(`${visitorSide.url}/api/live/typing`, { conversationId: id, conversationToken: token });
  await teamStream.next((message) => message.event === "typing");
  await postJson(
    `${teamSide.url}/admin/api/live/conversations/${id}/messages`,
    { text: "from the team" },
    team.headers,
  );
  await visitor.next((message) => message.data.includes("from the team"));
  for (const reader of [queue, visitor, teamStream]) reader.close();
}

async function twoInstances(kind: StoreKind, env: Record<string, string> = {}) {
  const testStore = await createTestStore(kind);
  const second = await testStore.reopen();
  cleanups.push(testStore.dispose, () => second.close());
  const databaseUrl = testStore.location.databaseUrl;
  const options = { settings: alwaysOpen(), env, ...(databaseUrl ? { databaseUrl } : {}) };
  const a = await startLiveInstance(testStore.store, options);
  const b = await startLiveInstance(second, options);
  cleanups.push(a.close, b.close);
  return { a, b };
}

describe("live hand-off across instances", () => {
  it("two instances on one PostgreSQL: the visitor on one, the team member on the other (LISTEN/NOTIFY)", async () => {
    const { a, b } = await twoInstances("postgres");
    await conversationAcross(a, b, "Priya");
  });

  it("two instances with REDIS_URL: the same through Redis pub/sub", async () => {
    const redis = await startOwnRedis();
    cleanups.push(redis.stop);
    const { a, b } = await twoInstances("postgres", { REDIS_URL: redis.url });
    await conversationAcross(b, a, "Jonas");
  });
});

describe("live hand-off through a restart", () => {
  it("restarting the server mid-conversation loses no message: the visitor's stream resumes where it was", async () => {
    const testStore = await createTestStore("sqlite");
    cleanups.push(testStore.dispose);
    let instance = await startLiveInstance(testStore.store, { settings: alwaysOpen() });
    const team = await signInAt(instance.url);
    await putJson(`${instance.url}/admin/api/live/me`, { name: "Ola", available: true }, team.headers);
    const started = await postJson(`${instance.url}/api/live/request`, {});
    const id = started.body.conversationId as string;
    const token = started.body.conversationToken as string;
    await postJson(`${instance.url}/admin/api/live/conversations/${id}/join`, {}, team.headers);
    const visitor = await openStream(`${instance.url}/api/live/conversations/${id}/stream`, {
      "x-conversation-token": token,
    });
    await postJson(
      `${instance.url}/admin/api/live/conversations/${id}/messages`,
      { text: "before the restart" },
      team.headers,
    );
    await visitor.next((message) => message.data.includes("before the restart"));
    const lastSeen = Math.max(...liveEvents(visitor).map((event) => event.seq));
    // A message the visitor sent whose answer is the last thing before the restart.
    await postJson(`${instance.url}/api/live/messages`, {
      conversationId: id,
      conversationToken: token,
      text: "sent just before",
    });

    await instance.close();
    await testStore.store.close();
    visitor.close();
    const reopened: LeadStore = await testStore.reopen();
    cleanups.push(() => reopened.close());
    instance = await startLiveInstance(reopened, { settings: alwaysOpen() });
    cleanups.push(instance.close);

    // The session survives (it is in the store); the conversation is still joined.
    const after = await postJson(
      `${instance.url}/admin/api/live/conversations/${id}/messages`,
      { text: "after the restart" },
      team.headers,
    );
    expect(after.status).toBe(200);
    const resumed = await openStream(`${instance.url}/api/live/conversations/${id}/stream`, {
      "x-conversation-token": token,
      "last-event-id": String(lastSeen),
    });
    await resumed.next((message) => message.data.includes("after the restart"));
    expect(liveEvents(resumed).map((event) => event.text)).toEqual(["sent just before", "after the restart"]);
    const teamView = await fetch(`${instance.url}/admin/api/live/conversations/${id}`, {
      headers: { cookie: team.cookie },
    });
    const lines = (await teamView.json()).transcript as { text: string }[];
    expect(lines.map((line) => line.text)).toEqual(
      expect.arrayContaining(["before the restart", "sent just before", "after the restart"]),
    );
    resumed.close();
  });
});
