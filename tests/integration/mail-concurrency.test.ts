// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { createSmtpSender, type MailSender } from "../../server/mail/transport.ts";
import type { LeadStore, NewLead } from "../../server/store/types.ts";
import { TEAM } from "./helpers/api.ts";
import { expectedMessageId, type TestWorker, testWorker, waitForSettled } from "./helpers/mail.ts";
import { type SmtpSink, startSmtpSink } from "./helpers/smtp-sink.ts";
import { createTestStore, STORE_KINDS, type TestStore } from "./helpers/stores.ts";

/**
 * Issue 5: "several app instances on one PostgreSQL never send a message twice (row
 * locking)"; acceptance: "two workers → no duplicate". Two store handles on the same
 * database (the same SQLite file, the same PostgreSQL database), each with its own
 * worker and SMTP connection, as two app instances would have.
 */

const LEADS = 60;

function lead(index: number): NewLead {
  const email = `visitor${index}@example.com`;
  return {
    type: "contact",
    name: `Visitor ${index}`,
    email,
    payload: { form: "page", name: `Visitor ${index}`, email, subject: "s", message: `message ${index}` },
    outbox: [
      { kind: "notify-team", payload: { to: TEAM, leadType: "contact" } },
      { kind: "confirm-visitor", payload: { to: email, name: `Visitor ${index}`, leadType: "contact" } },
    ],
  };
}

describe.each(STORE_KINDS)("two outbox workers on one %s database", (kind) => {
  let testStore: TestStore;
  let second: LeadStore;
  let sink: SmtpSink;
  let workers: TestWorker[] = [];

  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    for (const worker of workers) worker.sender.close();
    workers = [];
    await sink.close();
    await second.close();
    await testStore.dispose();
  });

  // About 100 ms per message (the test server greets after 100 ms), two senders in parallel.
  it("two workers → no duplicate: each of many messages is delivered exactly once", {
    timeout: 90_000,
  }, async () => {
    testStore = await createTestStore(kind);
    second = await testStore.reopen(); // a second "instance": its own connection(s) to the same data
    // A short pause per message keeps both workers busy at the same time.
    sink = await startSmtpSink({ delayMs: 3 });
    await Promise.all(Array.from({ length: LEADS }, (_, index) => testStore.store.insertLead(lead(index))));
    const rows = await testStore.store.listOutbox();
    expect(rows).toHaveLength(LEADS * 2);

    const sentBy = [0, 0];
    workers = [testStore.store, second].map((store, index) => {
      const smtp = createSmtpSender({ url: sink.url, timeoutMs: 5_000 });
      const counting: MailSender = {
        async send(mail, signal) {
          const result = await smtp.send(mail, signal);
          sentBy[index] = (sentBy[index] ?? 0) + 1;
          return result;
        },
        close: () => smtp.close(),
      };
      return testWorker(store, sink.url, {
        batchSize: 3,
        pollMs: 10,
        confirmationLimit: 10,
        sender: counting,
      });
    });
    for (const worker of workers) worker.start();
    const settled = await waitForSettled(testStore.store, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(settled.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    const received = sink.messages.map((mail) => mail.messageId);
    expect(received).toHaveLength(LEADS * 2);
    expect(new Set(received).size).toBe(LEADS * 2);
    expect(received.sort()).toEqual(rows.map((row) => expectedMessageId(row.id)).sort());
    // Both instances did real work (otherwise the test would prove nothing about sharing).
    expect(sentBy[0]).toBeGreaterThan(0);
    expect(sentBy[1]).toBeGreaterThan(0);
    expect((sentBy[0] ?? 0) + (sentBy[1] ?? 0)).toBe(LEADS * 2);
    for (const worker of workers) {
      expect(worker.logger.entries.filter((entry) => entry.level !== "info")).toEqual([]);
    }
  });
});
