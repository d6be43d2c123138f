// @vitest-environment node
import { createHash, randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LeadStore, NewLead } from "../../server/store/types.ts";
import { createTestStore, STORE_KINDS, type TestStore } from "./helpers/stores.ts";

/**
 * One contract, two implementations: every behaviour the API and the mail worker rely
 * on is checked against a real SQLite file and a real PostgreSQL database.
 */

function contactLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    type: "contact",
    name: "Ada Lovelace",
    email: "ada@example.com",
    payload: {
      form: "page",
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Hi",
      message: "Hello",
    },
    outbox: [
      { kind: "notify-team", payload: { to: ["team@meridian-ai.example"] } },
      { kind: "confirm-visitor", payload: { to: "ada@example.com", name: "Ada Lovelace" } },
    ],
    ...overrides,
  };
}

describe.each(STORE_KINDS)("LeadStore contract on %s", (kind) => {
  let testStore: TestStore;
  let store: LeadStore;

  beforeEach(async () => {
    testStore = await createTestStore(kind);
    store = testStore.store;
  });
  afterEach(async () => {
    await testStore.dispose();
  });

  describe("leads", () => {
    it("stores a lead with status new and reads back every field verbatim", async () => {
      // Issue 5: "strings stored verbatim (SQL/HTML-looking text is data, escaped on output)".
      const tricky = "Robert'); DROP TABLE leads;-- <script>alert(1)</script> naïve 日本語 😀";
      const before = Date.now();
      const result = await store.insertLead(
        contactLead({
          name: tricky,
          payload: { message: tricky, nested: { list: [1, "two", null] }, nda: true },
        }),
      );
      expect(result.outcome).toBe("created");
      const lead = await store.getLead(result.id);
      expect(lead).toEqual({
        id: result.id,
        type: "contact",
        status: "new",
        name: tricky,
        email: "ada@example.com",
        payload: { message: tricky, nested: { list: [1, "two", null] }, nda: true },
        notes: null,
        createdAt: expect.any(Date),
        attachments: [],
        attribution: {},
        conversationId: null,
      });
      expect(lead?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(lead?.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it("issue 13: stores where a lead came from, one value per column, and reads it back (batched inserts too)", async () => {
      const attribution = {
        sourcePage: "/contact",
        landingPage: "/",
        referrerHost: "www.bing.com",
        utmCampaign: "x'); --",
      };
      const [first, second] = await Promise.all([
        store.insertLead(contactLead({ attribution })),
        store.insertLead(contactLead({ attribution: { utmSource: "newsletter" } })),
      ]);
      expect((await store.getLead(first?.id ?? ""))?.attribution).toEqual(attribution);
      expect((await store.getLead(second?.id ?? ""))?.attribution).toEqual({ utmSource: "newsletter" });
      expect((await store.listLeads()).map((lead) => lead.attribution)).toContainEqual(attribution);
    });

    it("answers undefined for an unknown id", async () => {
      expect(await store.getLead(randomUUID())).toBeUndefined();
      expect(await store.getLead("not-a-uuid")).toBeUndefined();
    });

    it("keeps attachment bytes, size, type and checksum with the lead", async () => {
      const bytes = new Uint8Array(300_000).map((_, index) => (index * 31) % 256);
      const { id } = await store.insertLead(
        contactLead({ attachments: [{ filename: "cv.pdf", contentType: "application/pdf", bytes }] }),
      );
      const lead = await store.getLead(id);
      expect(lead?.attachments).toEqual([
        {
          id: expect.any(String),
          filename: "cv.pdf",
          contentType: "application/pdf",
          size: 300_000,
          sha256: createHash("sha256").update(bytes).digest("hex"),
        },
      ]);
      const attachment = await store.getAttachment(lead?.attachments[0]?.id ?? "");
      expect(attachment?.leadId).toBe(id);
      expect(Buffer.from(attachment?.bytes ?? new Uint8Array()).equals(Buffer.from(bytes))).toBe(true);
    });

    it("commits the lead and its outbox messages in one transaction", async () => {
      const { id } = await store.insertLead(contactLead());
      const outbox = await store.listOutbox({ leadId: id });
      expect(outbox.map((message) => [message.kind, message.status, message.attempts])).toEqual([
        ["confirm-visitor", "pending", 0],
        ["notify-team", "pending", 0],
      ]);
      expect(outbox.find((message) => message.kind === "confirm-visitor")?.payload).toEqual({
        to: "ada@example.com",
        name: "Ada Lovelace",
      });
    });

    it("rolls everything back when any part of the lead fails to insert", async () => {
      const broken = contactLead({
        // A NOT NULL violation in the last statement must undo the lead and the outbox rows.
        attachments: [
          { filename: null as unknown as string, contentType: "text/plain", bytes: new Uint8Array([65]) },
        ],
      });
      await expect(store.insertLead(broken)).rejects.toThrow();
      expect(await store.countLeads()).toBe(0);
      expect(await store.listOutbox()).toEqual([]);
      // The store is still usable afterwards (no transaction left open).
      expect((await store.insertLead(contactLead())).outcome).toBe("created");
    });

    it("fails only the broken lead when it is committed in a group with others", async () => {
      const broken = contactLead({
        attachments: [
          { filename: null as unknown as string, contentType: "text/plain", bytes: new Uint8Array([65]) },
        ],
      });
      const results = await Promise.allSettled([
        store.insertLead(contactLead({ name: "One" })),
        store.insertLead(broken),
        store.insertLead(contactLead({ name: "Two" })),
        store.insertLead(contactLead({ name: "Three" })),
      ]);
      expect(results.map((result) => result.status)).toEqual([
        "fulfilled",
        "rejected",
        "fulfilled",
        "fulfilled",
      ]);
      expect((await store.listLeads()).map((lead) => lead.name).sort()).toEqual(["One", "Three", "Two"]);
      expect((await store.listOutbox()).length).toBe(6);
    });

    it("commits many concurrent leads, each with its own outbox rows", async () => {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, index) => store.insertLead(contactLead({ name: `Lead ${index}` }))),
      );
      expect(new Set(results.map((result) => result.id)).size).toBe(200);
      expect(await store.countLeads()).toBe(200);
      const outbox = await store.listOutbox();
      expect(outbox.length).toBe(400);
      for (const result of results.slice(0, 20)) {
        expect((await store.getLead(result.id))?.name).toMatch(/^Lead \d+$/);
        expect(outbox.filter((message) => message.leadId === result.id).length).toBe(2);
      }
    });

    it("lists newest first, filters by type and status, and counts as a number", async () => {
      const first = await store.insertLead(contactLead({ name: "First" }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await store.insertLead(contactLead({ type: "quote", name: "Second" }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const third = await store.insertLead(contactLead({ name: "Third" }));
      expect((await store.listLeads()).map((lead) => lead.id)).toEqual([third.id, second.id, first.id]);
      expect((await store.listLeads({ type: "contact" })).map((lead) => lead.name)).toEqual([
        "Third",
        "First",
      ]);
      expect((await store.listLeads({ status: "won" })).length).toBe(0);
      expect((await store.listLeads({ limit: 1, offset: 1 })).map((lead) => lead.id)).toEqual([second.id]);
      expect(await store.countLeads()).toBe(3);
    });

    it("keeps a committed lead across closing and reopening the store (migrations rerun harmlessly)", async () => {
      const { id } = await store.insertLead(contactLead());
      await store.close();
      store = await testStore.reopen();
      testStore.store = store;
      expect((await store.getLead(id))?.name).toBe("Ada Lovelace");
      expect(await store.countLeads()).toBe(1);
    });
  });

  describe("idempotency", () => {
    it("returns the first lead for a repeated key without a second lead or second e-mails", async () => {
      const key = randomUUID();
      const first = await store.insertLead(contactLead({ idempotencyKey: key, requestHash: "h1" }));
      const again = await store.insertLead(contactLead({ idempotencyKey: key, requestHash: "h1" }));
      expect(first.outcome).toBe("created");
      expect(again).toEqual({ outcome: "replayed", id: first.id, sameRequest: true });
      expect(await store.countLeads()).toBe(1);
      expect((await store.listOutbox()).length).toBe(2);
    });

    it("tells a reused key with a different request apart", async () => {
      const key = randomUUID();
      const first = await store.insertLead(contactLead({ idempotencyKey: key, requestHash: "h1" }));
      const other = await store.insertLead(contactLead({ idempotencyKey: key, requestHash: "h2" }));
      expect(other).toEqual({ outcome: "replayed", id: first.id, sameRequest: false });
    });

    it("creates exactly one lead when requests with the same key race", async () => {
      const key = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          store.insertLead(contactLead({ idempotencyKey: key, requestHash: "h" })),
        ),
      );
      expect(results.filter((result) => result.outcome === "created").length).toBe(1);
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
      expect(await store.countLeads()).toBe(1);
      expect((await store.listOutbox()).length).toBe(2);
    });

    it("never treats leads without a key as duplicates", async () => {
      await store.insertLead(contactLead());
      await store.insertLead(contactLead());
      expect(await store.countLeads()).toBe(2);
    });
  });

  describe("outbox", () => {
    const t0 = new Date("2030-01-01T00:00:00.000Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);

    it("hands out due messages once, with a claim token, and marks them sent", async () => {
      await store.insertLead(contactLead());
      const claimed = await store.claimOutbox({ limit: 10, leaseMs: 60_000, now: t0 });
      expect(claimed.map((message) => message.status)).toEqual(["processing", "processing"]);
      expect(claimed.every((message) => message.attempts === 1)).toBe(true);
      expect(claimed[0]?.lockedUntil).toEqual(at(60_000));
      expect(await store.claimOutbox({ limit: 10, leaseMs: 60_000, now: t0 })).toEqual([]);
      for (const message of claimed)
        expect(await store.completeOutbox(message.id, message.claimToken)).toBe(true);
      expect((await store.listOutbox({ status: "sent" })).length).toBe(2);
      expect(await store.claimOutbox({ limit: 10, leaseMs: 60_000, now: at(10 * 60_000) })).toEqual([]);
    });

    it("does not hand out messages that are not yet due", async () => {
      await store.insertLead(contactLead());
      expect(
        await store.claimOutbox({ limit: 10, leaseMs: 1000, now: new Date(Date.now() - 60_000) }),
      ).toEqual([]);
    });

    it("respects the limit", async () => {
      await store.insertLead(contactLead());
      expect((await store.claimOutbox({ limit: 1, leaseMs: 1000, now: t0 })).length).toBe(1);
    });

    it("gives concurrent claimers disjoint messages", async () => {
      for (let index = 0; index < 10; index++) await store.insertLead(contactLead());
      const batches = await Promise.all(
        Array.from({ length: 6 }, () => store.claimOutbox({ limit: 5, leaseMs: 60_000, now: t0 })),
      );
      const ids = batches.flat().map((message) => message.id);
      expect(ids.length).toBe(20);
      expect(new Set(ids).size).toBe(20);
    });

    it("retries a failed message after its backoff, and gives up when told to", async () => {
      await store.insertLead(contactLead({ outbox: [{ kind: "notify-team", payload: {} }] }));
      const [message] = await store.claimOutbox({ limit: 1, leaseMs: 60_000, now: t0 });
      if (!message) throw new Error("expected a message");
      expect(
        await store.failOutbox(message.id, message.claimToken, { error: "SMTP down", retryAt: at(30_000) }),
      ).toBe(true);
      expect(await store.claimOutbox({ limit: 1, leaseMs: 60_000, now: at(29_000) })).toEqual([]);
      const [retry] = await store.claimOutbox({ limit: 1, leaseMs: 60_000, now: at(30_000) });
      expect(retry?.attempts).toBe(2);
      expect(retry?.lastError).toBe("SMTP down");
      if (!retry) throw new Error("expected a retry");
      expect(
        await store.failOutbox(retry.id, retry.claimToken, { error: "550 no such user", retryAt: null }),
      ).toBe(true);
      expect((await store.listOutbox({ status: "failed" })).map((failed) => failed.lastError)).toEqual([
        "550 no such user",
      ]);
      expect(await store.claimOutbox({ limit: 1, leaseMs: 60_000, now: at(3_600_000) })).toEqual([]);
    });

    it("lets another worker take over an expired claim and rejects the stale claim", async () => {
      await store.insertLead(contactLead({ outbox: [{ kind: "notify-team", payload: {} }] }));
      const [stale] = await store.claimOutbox({ limit: 1, leaseMs: 1000, now: t0 });
      expect(await store.claimOutbox({ limit: 1, leaseMs: 1000, now: at(999) })).toEqual([]);
      const [fresh] = await store.claimOutbox({ limit: 1, leaseMs: 1000, now: at(1000) });
      if (!stale || !fresh) throw new Error("expected both claims");
      expect(fresh.id).toBe(stale.id);
      expect(fresh.claimToken).not.toBe(stale.claimToken);
      expect(await store.completeOutbox(stale.id, stale.claimToken)).toBe(false);
      expect(await store.failOutbox(stale.id, stale.claimToken, { error: "late", retryAt: null })).toBe(
        false,
      );
      expect(await store.completeOutbox(fresh.id, fresh.claimToken)).toBe(true);
    });
  });
});
