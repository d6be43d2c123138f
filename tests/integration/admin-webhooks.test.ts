// @vitest-environment node
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyWebhook, WEBHOOK_KIND, webhookHandlers } from "../../server/admin/webhook.ts";
import { createOutboxWorker } from "../../server/mail/worker.ts";
import { startTestAdmin, type TestAdmin } from "./helpers/admin-app.ts";
import { postJson, SITE_ORIGIN } from "./helpers/api.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 7: "when WEBHOOK_URL is set, each new lead is POSTed as JSON signed with an HMAC
 * header (WEBHOOK_SECRET), through the outbox with retries". Acceptance: "webhook
 * signature verifiable and retried after the receiver fails once". The receiver is a
 * real HTTP server on 127.0.0.1; the outbox worker is the product's own.
 */

const SECRET = "whsec-test-0123456789abcdef";

type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver that answers each request with the next status of the script (then 200). */
async function startReceiver(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end(response.statusCode < 300 ? "ok" : "try later");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/meridian`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(STORE_KINDS)("outgoing webhooks on %s", (kind) => {
  let admin: TestAdmin;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeEach(async () => {
    receiver = await startReceiver([500]);
    admin = await startTestAdmin(kind, { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
  });
  afterEach(async () => {
    await admin.close();
    await receiver.close();
  });

  /** The outbox worker as main.ts runs it without SMTP_URL: webhooks only. */
  const worker = () =>
    createOutboxWorker({
      store: admin.store,
      sender: undefined,
      handlers: webhookHandlers(admin.config, admin.store),
      logger: silent,
      mailFrom: admin.config.mailFrom,
      notifyTo: admin.config.notifyTo,
      siteUrl: admin.config.siteUrl,
      pollMs: 60_000,
      batchSize: 5,
      maxAttempts: 5,
      // A retry is due at once, so the test needs no waiting.
      retryBaseMs: 0,
      retryMaxMs: 0,
      sendTimeoutMs: 5_000,
      confirmationLimit: 1,
    });

  async function submitContact() {
    const response = await postJson(
      admin.app,
      "/api/contact",
      { name: "Ada Lovelace", email: "ada@example.com", subject: "Engines", message: "Let's talk" },
      { origin: SITE_ORIGIN },
    );
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }

  it("enqueues a webhook with the lead, delivers it signed, and retries after the receiver fails once", async () => {
    const id = await submitContact();
    const queued = (await admin.store.listOutbox({ leadId: id })).map((row) => row.kind).sort();
    expect(queued).toEqual(["confirm-visitor", "notify-team", WEBHOOK_KIND]);

    const outbox = worker();
    const first = await outbox.runOnce();
    expect(first).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    expect(receiver.received).toHaveLength(1);
    const row = (await admin.store.listOutbox({ leadId: id })).find(
      (message) => message.kind === WEBHOOK_KIND,
    );
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("500") });

    const second = await outbox.runOnce();
    expect(second).toMatchObject({ claimed: 1, sent: 1 });
    expect(receiver.received).toHaveLength(2);
    const delivered = (await admin.store.listOutbox({ leadId: id })).find(
      (message) => message.kind === WEBHOOK_KIND,
    );
    expect(delivered).toMatchObject({ status: "sent", attempts: 2 });

    for (const request of receiver.received) {
      const signature = request.headers["x-meridian-signature"];
      const timestamp = request.headers["x-meridian-timestamp"];
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers["x-meridian-event"]).toBe("lead.created");
      expect(request.headers["x-meridian-delivery"]).toBe(delivered?.id);
      // What a receiver does, written out independently of our own helper.
      const expected = `v1=${createHmac("sha256", SECRET).update(`${timestamp}.${request.body}`).digest("hex")}`;
      expect(signature).toBe(expected);
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
      expect(
        verifyWebhook(SECRET, { signature: String(signature), timestamp: String(timestamp) }, request.body),
      ).toBe(true);
      // Tampering, a wrong secret or an old timestamp all fail verification.
      const headers = { signature: String(signature), timestamp: String(timestamp) };
      expect(verifyWebhook(SECRET, headers, request.body.replace("Ada", "Eve"))).toBe(false);
      expect(verifyWebhook("another-secret-entirely", headers, request.body)).toBe(false);
      expect(verifyWebhook(SECRET, headers, request.body, new Date(Date.now() + 10 * 60_000))).toBe(false);

      const body = JSON.parse(request.body);
      expect(body).toMatchObject({
        event: "lead.created",
        deliveryId: delivered?.id,
        lead: {
          id,
          type: "contact",
          status: "new",
          name: "Ada Lovelace",
          email: "ada@example.com",
          fields: { subject: "Engines", message: "Let's talk" },
          attachments: [],
        },
      });
    }
    // E-mail rows are left alone without an SMTP server: pending, no attempt used.
    const mail = (await admin.store.listOutbox({ leadId: id })).filter(
      (message) => message.kind !== WEBHOOK_KIND,
    );
    expect(mail.map((message) => [message.status, message.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
  });

  it("links the attachment by its absolute admin URL, never the bytes", async () => {
    const response = await admin.app.inject({
      method: "POST",
      url: "/api/apply",
      headers: { "content-type": "multipart/form-data; boundary=x", origin: SITE_ORIGIN },
      payload: [
        "--x",
        'Content-Disposition: form-data; name="name"',
        "",
        "Grace",
        "--x",
        'Content-Disposition: form-data; name="email"',
        "",
        "grace@example.com",
        "--x",
        'Content-Disposition: form-data; name="phone"',
        "",
        "+44 20 7946 0000",
        "--x",
        'Content-Disposition: form-data; name="resume"; filename="cv.txt"',
        "Content-Type: text/plain",
        "",
        "Grace Hopper, rear admiral",
        "--x--",
        "",
      ].join("\r\n"),
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    receiver.received.length = 0;
    await worker().runOnce(); // the scripted 500
    await worker().runOnce();
    const body = JSON.parse(receiver.received.at(-1)?.body ?? "{}");
    expect(body.lead.attachments).toEqual([
      expect.objectContaining({ filename: "cv.txt", url: `${SITE_ORIGIN}/admin/api/leads/${id}/attachment` }),
    ]);
    expect(receiver.received.at(-1)?.body).not.toContain("rear admiral");
  });

  it("sends nothing for a lead deleted before delivery", async () => {
    const id = await submitContact();
    await admin.adminStore.deleteLead(id, "test");
    const result = await worker().runOnce();
    expect(result.claimed).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });
});

describe("webhooks off", () => {
  it("enqueue nothing without WEBHOOK_URL, and the configuration insists on a secret with it", async () => {
    const admin = await startTestAdmin("sqlite");
    try {
      const response = await postJson(
        admin.app,
        "/api/contact",
        { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" },
        { origin: SITE_ORIGIN },
      );
      const kinds = (await admin.store.listOutbox({ leadId: response.json().id })).map((row) => row.kind);
      expect(kinds).not.toContain(WEBHOOK_KIND);
      expect(webhookHandlers(admin.config, admin.store)).toEqual({});
    } finally {
      await admin.close();
    }
    await expect(startTestAdmin("sqlite", { WEBHOOK_URL: "https://crm.example/hook" })).rejects.toThrow(
      /WEBHOOK_SECRET is required/,
    );
  });
});
