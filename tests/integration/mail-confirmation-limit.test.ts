// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postJson, startTestApi, TEAM, type TestApi } from "./helpers/api.ts";
import { drain, type TestWorker, testWorker } from "./helpers/mail.ts";
import { type SmtpSink, startSmtpSink } from "./helpers/smtp-sink.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 5: the visitor confirmation "is rate-limited per recipient address". Brief:
 * "at most 3 per 24 h per address, counted from the outbox history; over the limit →
 * complete as skipped, not sent". The team is still told about every lead.
 */

const contact = (email: string, index: number) => ({
  name: "Ada Lovelace",
  email,
  subject: `Subject ${index}`,
  message: `Message ${index}`,
});

describe.each(STORE_KINDS)(
  'confirmation to the visitor "rate-limited per recipient address" on %s',
  (kind) => {
    let api: TestApi;
    let sink: SmtpSink;
    let worker: TestWorker;

    beforeAll(async () => {
      api = await startTestApi(kind);
      sink = await startSmtpSink();
    });
    afterAll(async () => {
      await sink.close();
      await api.close();
    });
    beforeEach(() => {
      sink.messages.length = 0;
      worker?.sender.close();
      worker = testWorker(api.store, sink.url, { confirmationLimit: 3 });
    });

    const confirmationsTo = (address: string) =>
      sink.messages.filter((mail) => mail.envelope.to.includes(address) && !TEAM.includes(address));

    it("sends at most 3 confirmations per address per 24 h; the rest are skipped, not sent; the team hears of all", async () => {
      const ids: string[] = [];
      // The address as typed varies in case: it is still one mailbox.
      const spellings = ["target@example.com", "Target@Example.com", "TARGET@example.com"];
      for (let index = 0; index < 6; index++) {
        const response = await postJson(api.app, "/api/contact", contact(spellings[index % 3] ?? "", index));
        ids.push(response.json().id);
        // A burst of submissions, each its own lead, sent in between.
        if (index % 2 === 1) await drain(worker);
      }
      await drain(worker);
      const confirmations = sink.messages.filter((mail) => mail.subject.startsWith("We received"));
      expect(confirmations).toHaveLength(3);
      expect(sink.messages.filter((mail) => mail.subject.startsWith("New contact message"))).toHaveLength(6);

      const rows = (await api.store.listOutbox()).filter((row) => row.kind === "confirm-visitor");
      const byLead = ids.map((id) => rows.find((row) => row.leadId === id));
      // The first three requests (in the order they were made) are confirmed.
      expect(byLead.map((row) => row?.lastError?.startsWith("skipped:") ?? false)).toEqual([
        false,
        false,
        false,
        true,
        true,
        true,
      ]);
      for (const row of byLead) expect(row?.status).toBe("sent");
      expect(byLead[3]?.lastError).toBe(
        "skipped: 3 earlier confirmations to this address within 24 h (limit 3)",
      );
      expect(worker.logger.entries.filter((entry) => entry.message === "e-mail skipped")).toHaveLength(3);

      // Another address is not affected.
      const other = await postJson(api.app, "/api/contact", contact("someone-else@example.com", 9));
      await drain(worker);
      expect(confirmationsTo("someone-else@example.com")).toHaveLength(1);
      const otherRow = (await api.store.listOutbox({ leadId: other.json().id })).find(
        (row) => row.kind === "confirm-visitor",
      );
      expect(otherRow?.lastError).toBeNull();
    });

    it("counts requests in a sliding window: once the window has passed, the address is confirmed again", async () => {
      worker = testWorker(api.store, sink.url, { confirmationLimit: 2, confirmationWindowMs: 400 });
      for (let index = 0; index < 3; index++) {
        await postJson(api.app, "/api/contact", contact("window@example.com", index));
      }
      await drain(worker);
      expect(confirmationsTo("window@example.com")).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 450));
      await postJson(api.app, "/api/contact", contact("window@example.com", 3));
      await drain(worker);
      expect(confirmationsTo("window@example.com")).toHaveLength(3);
    });

    it("counts requests made while SMTP was down as well, so an outage cannot release a burst", async () => {
      for (let index = 0; index < 5; index++) {
        await postJson(api.app, "/api/contact", contact("queued@example.com", index));
      }
      // All five wait in the outbox; they are sent together later.
      await drain(worker);
      expect(confirmationsTo("queued@example.com")).toHaveLength(3);
    });

    it("CONFIRMATION_LIMIT_PER_ADDRESS_PER_DAY=0 sends no confirmation at all", async () => {
      worker = testWorker(api.store, sink.url, { confirmationLimit: 0 });
      const response = await postJson(api.app, "/api/contact", contact("nobody-confirms@example.com", 0));
      const result = await drain(worker);
      expect(result).toMatchObject({ sent: 1, skipped: 1 });
      const rows = await api.store.listOutbox({ leadId: response.json().id });
      expect(rows.find((row) => row.kind === "confirm-visitor")?.lastError).toBe(
        "skipped: visitor confirmations are turned off",
      );
      expect(confirmationsTo("nobody-confirms@example.com")).toHaveLength(0);
    });
  },
);
