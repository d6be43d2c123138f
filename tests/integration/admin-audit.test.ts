// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { bearer, signIn, startTestAdmin, type TestAdmin } from "./helpers/admin-app.ts";
import { postJson, SITE_ORIGIN } from "./helpers/api.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 12 item 10: "The audit log misses CSV exports, sign-ins and status/note changes;
 * add them." Each action leaves one entry with who and when; counts and references only,
 * never the note's text or a lead's personal data.
 */
describe.each(STORE_KINDS)("audit log on %s", (kind) => {
  let admin: TestAdmin;
  afterEach(async () => {
    await admin?.close();
  });

  const entries = async () => (await admin.adminStore.listAudit()).reverse();

  it("records sign-ins, status and note changes, and CSV exports", async () => {
    admin = await startTestAdmin(kind);
    const created = await postJson(
      admin.app,
      "/api/contact",
      { name: "Ada Lovelace", email: "ada@example.com", subject: "Hi", message: "Hello" },
      { origin: SITE_ORIGIN },
    );
    const id = created.json().id as string;
    const session = await signIn(admin.app);

    const patch = (body: object) =>
      admin.app.inject({
        method: "PATCH",
        url: `/admin/api/leads/${id}`,
        headers: { ...session.headers, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
    expect((await patch({ status: "contacted" })).statusCode).toBe(200);
    expect((await patch({ notes: "Called back; wants a quote for the ERP work." })).statusCode).toBe(200);
    const csv = await admin.app.inject({
      method: "GET",
      url: "/admin/api/export.csv?type=contact",
      headers: bearer(),
    });
    expect(csv.statusCode).toBe(200);

    const log = await entries();
    const signInEntry = log.find((entry) => entry.action === "sign-in");
    expect(signInEntry?.actor).toMatch(/^team member \(session [0-9a-f]{8}\)$/);
    const status = log.find((entry) => entry.action === "lead.update" && "status" in entry.details);
    expect(status?.details).toMatchObject({ leadId: id, status: "contacted" });
    expect(status?.actor).toBe(signInEntry?.actor);
    const notes = log.find((entry) => entry.action === "lead.update" && "notes" in entry.details);
    expect(notes?.details).toMatchObject({ leadId: id, notes: "changed" });
    const exported = log.find((entry) => entry.action === "leads.export");
    expect(exported).toMatchObject({ actor: "CRM API token", details: { type: "contact", leads: 1 } });
    // The note's words and the lead's personal data stay out of the log.
    expect(JSON.stringify(log)).not.toMatch(/ERP|Ada|ada@example\.com/);
  });

  it("does not record a change to a lead that does not exist", async () => {
    admin = await startTestAdmin(kind);
    const response = await admin.app.inject({
      method: "PATCH",
      url: "/admin/api/leads/no-such-lead",
      headers: { ...bearer(), "content-type": "application/json" },
      payload: JSON.stringify({ status: "won" }),
    });
    expect(response.statusCode).toBe(404);
    expect((await entries()).filter((entry) => entry.action === "lead.update")).toEqual([]);
  });
});
