// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postJson, startTestApi, TEAM, type TestApi } from "./helpers/api.ts";
import {
  drain,
  expectedMessageId,
  type TestWorker,
  testWorker,
  waitForSettled,
  waitUntil,
} from "./helpers/mail.ts";
import { freePort, type SmtpSink, startSmtpSink } from "./helpers/smtp-sink.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 5: "retries with backoff"; acceptance: "SMTP down then up → delivered once".
 * Brief: "failOutbox with exponential backoff + jitter on failure and give-up after N
 * attempts, marking the row failed with last_error".
 */

const contact = (email: string) => ({ name: "Ada Lovelace", email, subject: "Engines", message: "Hello" });

describe.each(STORE_KINDS)("outbox retries on %s", (kind) => {
  let api: TestApi;
  let sink: SmtpSink | undefined;
  let worker: TestWorker | undefined;

  beforeEach(async () => {
    api = await startTestApi(kind);
  });
  afterEach(async () => {
    await worker?.stop();
    worker?.sender.close();
    await sink?.close();
    await api.close();
    worker = undefined;
    sink = undefined;
  });

  it("SMTP down then up → every message delivered exactly once after retries", async () => {
    const port = await freePort();
    worker = testWorker(api.store, `smtp://127.0.0.1:${port}`, { retryBaseMs: 30, retryMaxMs: 120 });
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await postJson(api.app, "/api/contact", contact(`visitor${index}@example.com`));
      ids.push(response.json().id);
    }
    worker.start();
    // Nothing listens on the port: attempts fail (connection refused) and are rescheduled.
    const waiting = await waitUntil(
      async () => {
        const rows = await api.store.listOutbox();
        return rows.every((row) => row.attempts >= 2 && row.status !== "sent") && rows;
      },
      { what: "at least two failed attempts per message" },
    );
    expect(waiting).toHaveLength(6);
    for (const row of waiting) {
      expect(row.status === "pending" || row.status === "processing").toBe(true);
    }
    expect(
      (await api.store.listOutbox({ status: "pending" })).some((row) =>
        row.lastError?.match(/ECONNECTION|ECONNREFUSED/),
      ),
    ).toBe(true);
    expect(worker.logger.entries.some((entry) => entry.message === "e-mail not sent; will retry")).toBe(true);

    // The server comes up on the same port.
    sink = await startSmtpSink({ port });
    const settled = await waitForSettled(api.store);
    expect(settled.map((row) => row.status)).toEqual(Array(6).fill("sent"));
    // Let the worker poll a few more rounds: nothing more may arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages).toHaveLength(6);
    const received = sink.messages.map((mail) => mail.messageId).sort();
    expect(received).toEqual(settled.map((row) => expectedMessageId(row.id)).sort());
    expect(new Set(received).size).toBe(6);
    for (const row of settled) {
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.lastError).toBeNull();
    }
  });

  it("a temporary refusal (451) is retried with growing delays and delivered once", async () => {
    let refusals = 0;
    sink = await startSmtpSink({
      refuse: () => (refusals++ < 2 ? { code: 451, message: "Try again later" } : undefined),
    });
    const times: number[] = [];
    worker = testWorker(api.store, sink.url, {
      retryBaseMs: 100,
      retryMaxMs: 1_000,
      random: () => 0.5,
    });
    await api.store.insertLead({
      type: "contact",
      name: "Ada",
      email: "ada@example.com",
      payload: {},
      outbox: [{ kind: "notify-team", payload: { to: TEAM, leadType: "contact" } }],
    });
    for (;;) {
      const result = await worker.runOnce();
      if (result.claimed > 0) times.push(Date.now());
      if (result.sent > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const [row] = await api.store.listOutbox();
    expect(row?.status).toBe("sent");
    expect(row?.attempts).toBe(3);
    expect(sink.messages).toHaveLength(1);
    // Equal jitter at random 0.5: 3/4 of base·2^(n-1) → about 75 ms, then about 150 ms.
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(70);
    expect(third - second).toBeGreaterThanOrEqual(145);
  });

  it("gives up after MAIL_MAX_ATTEMPTS and marks the row failed with last_error", async () => {
    const port = await freePort();
    worker = testWorker(api.store, `smtp://127.0.0.1:${port}`, {
      maxAttempts: 3,
      retryBaseMs: 10,
      retryMaxMs: 20,
    });
    await postJson(api.app, "/api/contact", contact("ada@example.com"));
    worker.start();
    const settled = await waitForSettled(api.store);
    for (const row of settled) {
      expect(row.status).toBe("failed");
      expect(row.attempts).toBe(3);
      expect(row.lastError).toMatch(/^gave up after 3 attempts: .*(ECONNECTION|ECONNREFUSED)/);
    }
    expect(worker.logger.entries.filter((entry) => entry.level === "error")).toHaveLength(2);
  });

  it("a visitor address the server refuses for good (550) fails at once; the team notification still goes", async () => {
    sink = await startSmtpSink({
      refuseRecipient: (address) =>
        address === "nobody@example.com" ? { code: 550, message: "No such user" } : undefined,
    });
    worker = testWorker(api.store, sink.url);
    const response = await postJson(api.app, "/api/contact", contact("nobody@example.com"));
    const result = await drain(worker);
    expect(result).toMatchObject({ sent: 1, failed: 1, retried: 0 });
    const rows = await api.store.listOutbox({ leadId: response.json().id });
    const confirm = rows.find((row) => row.kind === "confirm-visitor");
    expect(confirm).toMatchObject({ status: "failed", attempts: 1 });
    expect(confirm?.lastError).toMatch(/EENVELOPE 550/);
    expect(rows.find((row) => row.kind === "notify-team")?.status).toBe("sent");
  });

  it("a message whose send is cut off by the timeout is retried, not lost", async () => {
    sink = await startSmtpSink({ delayMs: 400 });
    worker = testWorker(api.store, sink.url, { sendTimeoutMs: 150, retryBaseMs: 10, retryMaxMs: 20 });
    await api.store.insertLead({
      type: "contact",
      name: "Ada",
      email: "ada@example.com",
      payload: {},
      outbox: [{ kind: "notify-team", payload: { to: TEAM, leadType: "contact" } }],
    });
    const result = await worker.runOnce();
    expect(result).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    const [row] = await api.store.listOutbox();
    expect(row?.status).toBe("pending");
    expect(row?.lastError).toMatch(/abort|timeout/i);
  });
});
