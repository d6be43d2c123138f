// @vitest-environment node
import { createHash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LeadJson } from "../../server/admin/lead-json.ts";
import type { NewLead } from "../../server/store/types.ts";
import {
  ADMIN_TOKEN,
  bearer,
  manualClock,
  type Session,
  signIn,
  startTestAdmin,
  type TestAdmin,
} from "./helpers/admin-app.ts";
import { postJson, postMultipart, SITE_ORIGIN } from "./helpers/api.ts";
import { files } from "./helpers/fixtures.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 7, "An API for CRMs: /admin/api/leads (filters type, status, since; pagination),
 * /admin/api/leads/:id, its attachment, DELETE, with `Authorization: Bearer ADMIN_TOKEN`;
 * 401 without it." Acceptance: "API tests: 401/403 without or with a wrong token, filters,
 * pagination, attachment not reachable without auth".
 */

function lead(overrides: Partial<NewLead> = {}): NewLead {
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
    ...overrides,
  };
}

describe.each(STORE_KINDS)("admin API on %s", (kind) => {
  let admin: TestAdmin;
  let session: Session;
  const clock = manualClock(new Date("2026-03-04T12:00:00Z"));

  beforeAll(async () => {
    admin = await startTestAdmin(kind, {}, { clock });
    session = await signIn(admin.app);
  });
  afterAll(async () => {
    await admin.close();
  });
  beforeEach(async () => {
    // Each test starts from an empty inbox (sessions and the audit log stay).
    await admin.store.db.deleteFrom("leads").execute();
    await admin.store.db.deleteFrom("outbox").execute();
    // Audit entries are listed newest first: each test's entries come after the last one's.
    clock.advance(60_000);
  });

  const get = (url: string, headers: Record<string, string> = bearer()) =>
    admin.app.inject({ method: "GET", url, headers });

  /** Sets a lead's creation time, to test date filters and ordering. */
  async function backdate(id: string, createdAt: Date) {
    await sql`UPDATE leads SET created_at = ${createdAt.toISOString()} WHERE id = ${id}`.execute(
      admin.store.db,
    );
  }

  async function submitApplication(email = "grace@example.com") {
    const resume = files.pdf();
    const response = await postMultipart(
      admin.app,
      "/api/apply",
      { name: "Grace Hopper", email, phone: "+44 20 7946 0000", jobTitle: "Machine Learning Engineer" },
      [{ field: "resume", filename: "Grace Hopper CV.pdf", bytes: resume, type: "application/pdf" }],
    );
    expect(response.statusCode).toBe(201);
    return { id: response.json().id as string, resume };
  }

  describe("authorisation", () => {
    const routes = (id: string) => [
      { method: "GET" as const, url: "/admin/api/leads" },
      { method: "GET" as const, url: `/admin/api/leads/${id}` },
      { method: "GET" as const, url: `/admin/api/leads/${id}/attachment` },
      { method: "DELETE" as const, url: `/admin/api/leads/${id}` },
      { method: "GET" as const, url: "/admin/api/export.csv" },
      { method: "GET" as const, url: "/admin/api/stats/weekly" },
      { method: "GET" as const, url: "/admin/api/audit" },
    ];

    it("answers 401 without credentials and 403 with a wrong token, on every route", async () => {
      const { id } = await submitApplication();
      for (const [index, route] of routes(id).entries()) {
        // Each route's wrong tokens come from their own address: ten from one address are
        // throttled (issue 12 item 12, tests/integration/admin-token.test.ts).
        const remoteAddress = `203.0.113.${index + 1}`;
        const anonymous = await admin.app.inject(route);
        expect(anonymous.statusCode, `${route.method} ${route.url} without credentials`).toBe(401);
        expect(anonymous.headers["www-authenticate"]).toBe('Bearer realm="meridian-admin"');
        const wrong = await admin.app.inject({
          ...route,
          remoteAddress,
          headers: bearer("not-the-token-but-long-enough-0000000000"),
        });
        expect(wrong.statusCode, `${route.method} ${route.url} with a wrong token`).toBe(403);
        const almost = await admin.app.inject({
          ...route,
          remoteAddress,
          headers: bearer(`${ADMIN_TOKEN.slice(0, -1)}x`),
        });
        expect(almost.statusCode, `${route.method} ${route.url} with a token one character off`).toBe(403);
      }
      const erase = await postJson(admin.app, "/admin/api/erasure", { email: "grace@example.com" });
      expect(erase.statusCode).toBe(401);
      const malformed = await get("/admin/api/leads", { authorization: "Basic YWRtaW46YWRtaW4=" });
      expect(malformed.statusCode).toBe(401);
      expect(await admin.store.getLead(id)).toBeDefined();
    });

    it("accepts the bearer token without a CSRF token (it is not sent by browsers on their own)", async () => {
      const { id } = await admin.store.insertLead(lead());
      const response = await admin.app.inject({
        method: "PATCH",
        url: `/admin/api/leads/${id}`,
        headers: { ...bearer(), "content-type": "application/json" },
        payload: JSON.stringify({ status: "won" }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe("won");
    });

    it("refuses every token when ADMIN_TOKEN is not set", async () => {
      const noToken = await startTestAdmin(kind, { ADMIN_TOKEN: "" });
      try {
        expect(
          (await noToken.app.inject({ method: "GET", url: "/admin/api/leads", headers: bearer() }))
            .statusCode,
        ).toBe(403);
      } finally {
        await noToken.close();
      }
    });
  });

  describe("listing", () => {
    it("lists leads newest first with every field, the total and the attachment's metadata", async () => {
      const older = await admin.store.insertLead(lead({ name: "Older" }));
      await backdate(older.id, new Date("2026-03-01T09:00:00Z"));
      const { id } = await submitApplication();
      const response = await get("/admin/api/leads");
      expect(response.statusCode).toBe(200);
      const body = response.json() as { leads: LeadJson[]; total: number; nextCursor: string | null };
      expect(body.total).toBe(2);
      expect(body.nextCursor).toBeNull();
      expect(body.leads.map((item) => item.id)).toEqual([id, older.id]);
      expect(body.leads[0]).toEqual({
        id,
        type: "application",
        status: "new",
        name: "Grace Hopper",
        email: "grace@example.com",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        fields: {
          name: "Grace Hopper",
          email: "grace@example.com",
          phone: "+44 20 7946 0000",
          jobTitle: "Machine Learning Engineer",
        },
        notes: null,
        attribution: {},
        conversationId: null,
        attachments: [
          {
            id: expect.any(String),
            filename: "Grace Hopper CV.pdf",
            contentType: "application/pdf",
            size: files.pdf().byteLength,
            sha256: createHash("sha256").update(files.pdf()).digest("hex"),
            url: `/admin/api/leads/${id}/attachment`,
          },
        ],
      });
    });

    it("filters by type, status and since, alone and together", async () => {
      const quote = await admin.store.insertLead(
        lead({ type: "quote", payload: { requirements: "An app" } }),
      );
      const contact = await admin.store.insertLead(lead());
      const application = await admin.store.insertLead(lead({ type: "application" }));
      const consultation = await admin.store.insertLead(lead({ type: "consultation" }));
      await backdate(quote.id, new Date("2026-01-10T10:00:00Z"));
      await backdate(contact.id, new Date("2026-02-10T10:00:00Z"));
      await admin.adminStore.updateLead(application.id, { status: "contacted" });
      await admin.adminStore.updateLead(consultation.id, { status: "contacted" });

      const ids = async (query: string) =>
        ((await get(`/admin/api/leads?${query}`)).json().leads as LeadJson[]).map((item) => item.id).sort();

      expect(await ids("type=quote")).toEqual([quote.id]);
      expect(await ids("status=contacted")).toEqual([application.id, consultation.id].sort());
      expect(await ids("status=new")).toEqual([quote.id, contact.id].sort());
      expect(await ids("since=2026-02-01")).toEqual([contact.id, application.id, consultation.id].sort());
      expect(await ids("since=2026-02-10T10:00:00.000Z")).toContain(contact.id);
      expect(await ids("since=2026-02-01&status=new")).toEqual([contact.id]);
      expect(await ids("type=consultation&status=contacted")).toEqual([consultation.id]);
      expect(await ids("type=quote&status=won")).toEqual([]);
      expect((await get("/admin/api/leads?type=newsletter")).statusCode).toBe(400);
      expect((await get("/admin/api/leads?since=yesterday")).statusCode).toBe(400);
    });

    it("pages with limit and cursor through every lead exactly once, newest first", async () => {
      const created: string[] = [];
      for (let index = 0; index < 7; index++) {
        const { id } = await admin.store.insertLead(lead({ name: `Lead ${index}` }));
        created.push(id);
      }
      // Two leads share a timestamp: the id breaks the tie, so none is skipped or repeated.
      for (const [index, id] of created.entries()) {
        await backdate(id, new Date(Date.UTC(2026, 1, 1 + Math.floor(index / 2))));
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url: string = `/admin/api/leads?limit=3${cursor ? `&cursor=${cursor}` : ""}`;
        const body = (await get(url)).json() as {
          leads: LeadJson[];
          nextCursor: string | null;
          total: number;
        };
        expect(body.total).toBe(7);
        expect(body.leads.length).toBeLessThanOrEqual(3);
        seen.push(...body.leads.map((item) => item.id));
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(7);
      expect(new Set(seen).size).toBe(7);
      const full = ((await get("/admin/api/leads?limit=500")).json().leads as LeadJson[]).map(
        (item) => item.id,
      );
      expect(seen).toEqual(full);
      const times = full.map((id) => created.indexOf(id));
      expect(times.map((index) => Math.floor(index / 2))).toEqual([3, 2, 2, 1, 1, 0, 0]);

      const offsetPage = (await get("/admin/api/leads?limit=3&offset=3")).json().leads as LeadJson[];
      expect(offsetPage.map((item) => item.id)).toEqual(full.slice(3, 6));
      expect((await get("/admin/api/leads?cursor=bm9wZQ")).statusCode).toBe(400);
      expect((await get("/admin/api/leads?limit=501")).statusCode).toBe(400);
    });

    it("searches every visible value case-insensitively, the same way on both databases", async () => {
      const zurich = await admin.store.insertLead(
        lead({ name: "Zoë Müller", payload: { message: "Wir planen ein KI-Projekt in ZÜRICH" } }),
      );
      const percent = await admin.store.insertLead(lead({ payload: { message: "Budget: 100% of_plan" } }));
      const quote = await admin.store.insertLead(
        lead({ type: "quote", email: "ops@acme.example", payload: { requirements: "Forecasting" } }),
      );
      const find = async (q: string) =>
        ((await get(`/admin/api/leads?q=${encodeURIComponent(q)}`)).json().leads as LeadJson[])
          .map((item) => item.id)
          .sort();

      expect(await find("zürich")).toEqual([zurich.id]);
      expect(await find("ZOË")).toEqual([zurich.id]);
      expect(await find("müller ki-projekt")).toEqual([zurich.id]);
      expect(await find("müller forecasting")).toEqual([]);
      expect(await find("ACME.example")).toEqual([quote.id]);
      expect(await find("100%")).toEqual([percent.id]);
      expect(await find("100_")).toEqual([]);
      expect(await find("%")).toEqual([percent.id]);
      // Field names are not content: "requirements" is only a key of the quote's payload.
      expect(await find("requirements")).toEqual([]);

      // Notes are searchable as soon as they are saved.
      await admin.adminStore.updateLead(quote.id, { notes: "Called back; wants a demo in April" });
      expect(await find("demo april")).toEqual([quote.id]);
      expect((await get(`/admin/api/leads?q=${encodeURIComponent("demo")}`)).json().total).toBe(1);
    });
  });

  describe("one lead", () => {
    it("answers the lead, and 404 for an unknown id", async () => {
      const { id } = await admin.store.insertLead(lead());
      const response = await get(`/admin/api/leads/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        type: "contact",
        fields: { subject: "Hi", message: "Hello" },
      });
      expect((await get(`/admin/api/leads/${randomUUID()}`)).statusCode).toBe(404);
    });

    it("serves the attachment byte-identical, as a download with its checked type and nosniff", async () => {
      const { id, resume } = await submitApplication();
      const response = await get(`/admin/api/leads/${id}/attachment`);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(resume)).toBe(true);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="Grace Hopper CV.pdf"; filename*=UTF-8''Grace%20Hopper%20CV.pdf`,
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cache-control"]).toBe("private, no-store");

      const withSession = await get(`/admin/api/leads/${id}/attachment`, { cookie: session.cookie });
      expect(withSession.rawPayload.equals(resume)).toBe(true);
      const noAttachment = await admin.store.insertLead(lead());
      expect((await get(`/admin/api/leads/${noAttachment.id}/attachment`)).statusCode).toBe(404);
    });

    it("keeps status and notes, validates them, and 404s an unknown lead", async () => {
      const { id } = await admin.store.insertLead(lead());
      const patch = (body: unknown, target = id) =>
        admin.app.inject({
          method: "PATCH",
          url: `/admin/api/leads/${target}`,
          headers: { ...session.headers, "content-type": "application/json" },
          payload: JSON.stringify(body),
        });
      expect((await patch({ status: "contacted", notes: "Left a voicemail" })).statusCode).toBe(200);
      expect((await patch({ status: "won" })).json()).toMatchObject({
        status: "won",
        notes: "Left a voicemail",
      });
      const stored = await admin.store.getLead(id);
      expect(stored).toMatchObject({ status: "won", notes: "Left a voicemail" });
      expect((await patch({ status: "maybe" })).statusCode).toBe(400);
      expect((await patch({})).statusCode).toBe(400);
      expect((await patch({ status: "lost", extra: 1 })).statusCode).toBe(400);
      expect((await patch({ status: "lost" }, randomUUID())).statusCode).toBe(404);
      expect((await patch({ notes: "" })).json().notes).toBeNull();
    });

    it("deletes a lead with its attachment and queued mail, and records it in the audit log", async () => {
      const { id } = await submitApplication();
      const attachmentId = (await admin.store.getLead(id))?.attachments[0]?.id ?? "";
      expect(await admin.store.listOutbox({ leadId: id })).not.toHaveLength(0);
      const response = await admin.app.inject({
        method: "DELETE",
        url: `/admin/api/leads/${id}`,
        headers: bearer(),
      });
      expect(response.statusCode).toBe(204);
      expect(await admin.store.getLead(id)).toBeUndefined();
      expect(await admin.store.getAttachment(attachmentId)).toBeUndefined();
      expect(await admin.store.listOutbox({ leadId: id })).toEqual([]);
      expect(
        (await admin.app.inject({ method: "DELETE", url: `/admin/api/leads/${id}`, headers: bearer() }))
          .statusCode,
      ).toBe(404);
      const [entry] = await admin.adminStore.listAudit(1);
      expect(entry).toMatchObject({
        actor: "CRM API token",
        action: "lead.delete",
        details: { leadId: id, type: "application", attachments: 1 },
      });
    });
  });

  describe("CSV export", () => {
    it("exports the current filter as RFC 4180 CSV with formula cells neutralised", async () => {
      await admin.store.insertLead(
        lead({
          name: '=HYPERLINK("http://evil.example","Click")',
          email: "mallory@example.com",
          payload: {
            subject: "Hello, again",
            message: 'He said "hi"\r\nand left',
            phone: "+44 20 7946 0000",
          },
        }),
      );
      await admin.store.insertLead(lead({ type: "quote", name: "Not in the filter" }));
      const response = await get("/admin/api/export.csv?type=contact", { cookie: session.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="meridian-leads-2026-03-\d\d\.csv"/,
      );
      const text = response.body;
      expect(text.startsWith("\uFEFFid,created_at,type,status,name,email,phone,company,topic,subject,")).toBe(
        true,
      );
      const lines = text.slice(1).split("\r\n");
      expect(lines.at(-1)).toBe("");
      expect(text).not.toContain("Not in the filter");
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(text).toContain(",'+44 20 7946 0000,");
      expect(text).toContain(`,"Hello, again",`);
      expect(text).toContain(`"He said ""hi""\r\nand left"`);
    });

    it("exports every matching lead, beyond one page", async () => {
      for (let index = 0; index < 12; index++)
        await admin.store.insertLead(lead({ name: `Person ${index}` }));
      const response = await get("/admin/api/export.csv", bearer());
      const rows = response.body.split("\r\n").filter((line) => line.length > 0);
      expect(rows).toHaveLength(13);
    });
  });

  it("counts leads per week by type for the chart", async () => {
    const thisWeek = await admin.store.insertLead(lead({ type: "quote" }));
    const lastWeek = await admin.store.insertLead(lead({ type: "application" }));
    const longAgo = await admin.store.insertLead(lead());
    await backdate(thisWeek.id, new Date("2026-03-02T00:00:00Z")); // Monday of the clock's week
    await backdate(lastWeek.id, new Date("2026-03-01T23:59:59Z")); // the Sunday before
    await backdate(longAgo.id, new Date("2025-01-01T00:00:00Z"));
    const saved = clock.now();
    clock.set(new Date("2026-03-04T12:00:00Z"));
    const response = await get("/admin/api/stats/weekly?weeks=4");
    clock.set(saved);
    const { weeks } = response.json() as { weeks: { weekStart: string; counts: Record<string, number> }[] };
    expect(weeks.map((week) => week.weekStart)).toEqual([
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
    ]);
    expect(weeks[3]?.counts).toEqual({ quote: 1, contact: 0, application: 0, consultation: 0, chat: 0 });
    expect(weeks[2]?.counts).toEqual({ quote: 0, contact: 0, application: 1, consultation: 0, chat: 0 });
    expect(weeks[0]?.counts.contact).toBe(0);
  });

  describe("erasure by e-mail", () => {
    it("erases the address's leads, attachments and queued mail in one action, and audits counts only", async () => {
      const { id: applicationId } = await submitApplication("Grace@Example.com");
      const contact = await postJson(
        admin.app,
        "/api/contact",
        { name: "Grace", email: "grace@example.com", subject: "Follow-up", message: "Any news?" },
        { origin: SITE_ORIGIN },
      );
      const someoneElse = await admin.store.insertLead(lead({ email: "ada@example.com" }));
      const response = await admin.app.inject({
        method: "POST",
        url: "/admin/api/erasure",
        headers: { ...session.headers, "content-type": "application/json" },
        payload: JSON.stringify({ email: " GRACE@example.COM ", reference: "DSR-2026-014" }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ erased: { leads: 2, attachments: 1, outbox: 4, conversations: 0 } });
      expect(await admin.store.getLead(applicationId)).toBeUndefined();
      expect(await admin.store.getLead(contact.json().id)).toBeUndefined();
      expect(await admin.store.getLead(someoneElse.id)).toBeDefined();
      const outbox = await admin.store.listOutbox();
      expect(JSON.stringify(outbox).toLowerCase()).not.toContain("grace@example.com");

      const [entry] = await admin.adminStore.listAudit(1);
      expect(entry?.action).toBe("erase.email");
      expect(entry?.actor).toMatch(/^team member \(session [0-9a-f]{8}\)$/);
      expect(entry?.details).toEqual({
        leads: 2,
        attachments: 1,
        outbox: 4,
        conversations: 0,
        reference: "DSR-2026-014",
      });
      expect(JSON.stringify(entry).toLowerCase()).not.toContain("grace");
      const audit = await get("/admin/api/audit", { cookie: session.cookie });
      expect(audit.json().entries[0]).toMatchObject({ action: "erase.email", details: entry?.details });
    });

    it("erases queued mail to the address that belongs to no lead", async () => {
      await sql`INSERT INTO outbox (id, kind, lead_id, payload, next_attempt_at, created_at)
        VALUES (${randomUUID()}, 'chat-transcript', NULL, ${JSON.stringify({ to: "grace@example.com" })},
                ${new Date().toISOString()}, ${new Date().toISOString()})`.execute(admin.store.db);
      const response = await admin.app.inject({
        method: "POST",
        url: "/admin/api/erasure",
        headers: { ...bearer(), "content-type": "application/json" },
        payload: JSON.stringify({ email: "grace@example.com" }),
      });
      expect(response.json().erased).toMatchObject({ leads: 0, outbox: 1 });
      expect(await admin.store.listOutbox()).toEqual([]);
    });

    it("rejects something that is not an e-mail address", async () => {
      const response = await admin.app.inject({
        method: "POST",
        url: "/admin/api/erasure",
        headers: { ...bearer(), "content-type": "application/json" },
        payload: JSON.stringify({ email: "%" }),
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
