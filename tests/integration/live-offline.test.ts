// @vitest-environment node
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyWebhook } from "../../server/admin/webhook.ts";
import { liveOutboxHandlers } from "../../server/live/outbox.ts";
import { createSmtpSender } from "../../server/mail/transport.ts";
import {
  LIVE_ORIGIN,
  type LiveInstance,
  openStream,
  postJson,
  putJson,
  signInAt,
  startLiveInstance,
} from "./helpers/live.ts";
import { drain, testWorker } from "./helpers/mail.ts";
import { type SmtpSink, startSmtpSink } from "./helpers/smtp-sink.ts";
import { createTestStore, type TestStore } from "./helpers/stores.ts";

/**
 * Issue 30: "Outside opening hours … the window asks for an e-mail address, says when to
 * expect an answer, and the conversation becomes a lead as today. A team member's later
 * reply goes to that address by e-mail through the outbox, and also appears in the window";
 * "A new waiting conversation fires a webhook event (through the outbox, signed, as the lead
 * webhooks are) and, when no team member is available, an e-mail to NOTIFY_TO."
 */
const SECRET = "a-webhook-secret-for-live-tests-0123456789";

describe("live hand-off: the e-mail path and the notifications", () => {
  let testStore: TestStore;
  let sink: SmtpSink;
  let webhook: {
    url: string;
    received: { headers: Record<string, string>; body: string }[];
    close: () => Promise<void>;
  };

  beforeAll(async () => {
    testStore = await createTestStore("sqlite");
    sink = await startSmtpSink();
    const received: { headers: Record<string, string>; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received.push({ headers: request.headers as Record<string, string>, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    webhook = {
      url: `http://127.0.0.1:${port}/hook`,
      received,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  });
  afterAll(async () => {
    await sink?.close();
    await webhook?.close();
    await testStore?.dispose();
  });

  async function deliver(instance: LiveInstance) {
    const live = liveOutboxHandlers(
      { ...instance.config, smtpUrl: sink.url },
      createSmtpSender({ url: sink.url, timeoutMs: 5000 }),
    );
    const worker = testWorker(testStore.store, sink.url, {
      handlers: live.handlers,
      notifyTo: ["team@meridian-ai.example"],
    });
    await drain(worker);
    worker.sender.close();
  }

  it("outside hours: no waiting, the visitor is told when to expect an answer; the team's reply is e-mailed and appears in the window", async () => {
    const instance = await startLiveInstance(testStore.store, {
      settings: { hours: { kind: "never" }, joinTimeoutMs: 120_000, agentSeenMs: 60_000 },
    });
    try {
      const { url } = instance;
      const chat = await postJson(`${url}/api/chat`, { message: "Do you build mobile apps?" });
      const proof = {
        conversationId: chat.body.conversationId as string,
        conversationToken: chat.body.conversationToken as string,
      };
      const requested = await postJson(`${url}/api/live/request`, proof);
      expect(requested.body).toMatchObject({ status: "offline", waitUntil: null });
      expect(requested.body.expectReply).toEqual(expect.any(String));

      // The conversation becomes a lead as today (the chat's own hand-off form).
      const lead = await postJson(
        `${url}/api/chat/lead`,
        { name: "Ada Lovelace", email: "ada@example.com", phone: "", company: "", note: "", ...proof },
        { "idempotency-key": "11111111-2222-4333-8444-555555555555" },
      );
      expect(lead.status).toBe(201);

      const team = await signInAt(url);
      await putJson(`${url}/admin/api/live/me`, { name: "Sam", available: false }, team.headers);
      const visitor = await openStream(`${url}/api/live/conversations/${proof.conversationId}/stream`, {
        "x-conversation-token": proof.conversationToken,
        "last-event-id": String(requested.body.seq),
      });
      const reply = await postJson(
        `${url}/admin/api/live/conversations/${proof.conversationId}/messages`,
        { text: "Yes, we build iOS and Android apps. When shall we talk?" },
        team.headers,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.emailed).toBe(true);
      await visitor.next((message) => message.data.includes("When shall we talk?"));
      visitor.close();

      await deliver(instance);
      const mail = sink.messages.find(
        (message) =>
          message.envelope.to.includes("ada@example.com") && message.text.includes("When shall we talk?"),
      );
      expect(mail, "the reply reached the visitor's address over SMTP").toBeDefined();
      expect(mail?.text).toContain("Sam");
    } finally {
      await instance.close();
    }
  });

  it("a new waiting conversation fires the signed webhook, and with nobody available e-mails NOTIFY_TO", async () => {
    const instance = await startLiveInstance(testStore.store, {
      settings: { hours: { kind: "always" }, joinTimeoutMs: 120_000, agentSeenMs: 60_000 },
      env: { WEBHOOK_URL: webhook.url, WEBHOOK_SECRET: SECRET, NOTIFY_TO: "team@meridian-ai.example" },
    });
    try {
      const before = sink.messages.length;
      const requested = await postJson(`${instance.url}/api/live/request`, { page: "/pricing" });
      expect(requested.body.status).toBe("waiting");
      // Nobody available: the window does not keep the visitor waiting.
      expect(requested.body.waitUntil).toEqual(expect.any(String));
      expect(requested.body.expectReply).toEqual(expect.any(String));
      await deliver(instance);
      expect(webhook.received).toHaveLength(1);
      const [hook] = webhook.received;
      expect(hook?.headers["x-meridian-event"]).toBe("live_chat.waiting");
      expect(
        verifyWebhook(
          SECRET,
          {
            signature: hook?.headers["x-meridian-signature"],
            timestamp: hook?.headers["x-meridian-timestamp"],
          },
          hook?.body ?? "",
        ),
      ).toBe(true);
      expect(JSON.parse(hook?.body ?? "{}").conversation).toMatchObject({
        id: requested.body.conversationId,
        page: "/pricing",
      });
      const notices = sink.messages
        .slice(before)
        .filter((message) => message.envelope.to.includes("team@meridian-ai.example"));
      expect(notices).toHaveLength(1);
      expect(notices[0]?.subject).toMatch(/waiting/i);
      expect(LIVE_ORIGIN).toBe(instance.config.siteOrigin);
    } finally {
      await instance.close();
    }
  });

  it("a visitor whose wait runs out goes to the e-mail path; the team can still join", async () => {
    const instance = await startLiveInstance(testStore.store, {
      settings: { hours: { kind: "always" }, joinTimeoutMs: 1000, agentSeenMs: 60_000 },
    });
    try {
      const { url } = instance;
      const team = await signInAt(url);
      await putJson(`${url}/admin/api/live/me`, { name: "Lee", available: true }, team.headers);
      const queue = await openStream(`${url}/admin/api/live/queue/stream`, { cookie: team.cookie });
      await queue.next((message) => message.event === "queue");
      const requested = await postJson(`${url}/api/live/request`, {});
      expect(requested.body.status).toBe("waiting");
      const proof = {
        conversationId: requested.body.conversationId as string,
        conversationToken: requested.body.conversationToken as string,
      };
      const timedOut = await postJson(`${url}/api/live/timeout`, proof);
      expect(timedOut.body).toMatchObject({ status: "offline" });
      expect(timedOut.body.expectReply).toEqual(expect.any(String));
      const joined = await postJson(
        `${url}/admin/api/live/conversations/${proof.conversationId}/join`,
        {},
        team.headers,
      );
      expect(joined.status).toBe(200);
      queue.close();
    } finally {
      await instance.close();
    }
  });
});
