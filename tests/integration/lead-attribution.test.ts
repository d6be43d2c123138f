// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTION_FIELDS } from "../../app/schemas/lead-metadata.ts";
import { bearer, startTestAdmin, type TestAdmin } from "./helpers/admin-app.ts";
import { postJson, postMultipart } from "./helpers/api.ts";
import { files } from "./helpers/fixtures.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 13 "Where every lead came from": "Each lead (all types) records, without cookies:
 * the page the form was sent from, the visitor's first landing page in this tab session
 * and its referrer host, and utm_source / utm_medium / utm_campaign … Shown on the lead
 * detail, in the CSV and the CRM API, and covered by erasure." Acceptance: "attribution
 * fields validated (length-capped, URL-checked) and stored, bad input → clear 4xx".
 */

const attribution = {
  sourcePage: "/services/ai-agents",
  landingPage: "/blog/rag-in-production",
  referrerHost: "www.google.com",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "autumn-2026",
};
const contact = { name: "Grace Hopper", email: "grace@example.com", subject: "A project", message: "Hello" };

describe.each(STORE_KINDS)("lead attribution on %s", (kind) => {
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await startTestAdmin(kind);
  });
  afterAll(async () => {
    await admin.close();
  });

  it("stores it with a JSON form's lead, apart from the visitor's fields, and the CRM API shows it", async () => {
    const response = await postJson(admin.app, "/api/contact", { ...contact, ...attribution });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    const stored = await admin.store.getLead(id);
    expect(stored?.attribution).toEqual(attribution);
    expect(stored?.payload).not.toHaveProperty("sourcePage");

    const json = await admin.app.inject({ method: "GET", url: `/admin/api/leads/${id}`, headers: bearer() });
    expect(json.json().attribution).toEqual(attribution);
  });

  it("stores it with a multipart form's lead (a quote) too", async () => {
    const response = await postMultipart(admin.app, "/api/quote", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      requirements: "An assistant",
      sourcePage: "/services",
      utmCampaign: "launch",
    });
    expect(response.statusCode).toBe(201);
    const stored = await admin.store.getLead(response.json().id);
    expect(stored?.attribution).toEqual({ sourcePage: "/services", utmCampaign: "launch" });
  });

  it("stores a lead without any attribution (older browsers, storage blocked) as not known", async () => {
    const response = await postJson(admin.app, "/api/contact", { ...contact, utmSource: "  " });
    expect(response.statusCode).toBe(201);
    expect((await admin.store.getLead(response.json().id))?.attribution).toEqual({});
  });

  it.each([
    [
      "sourcePage",
      "https://elsewhere.example/page",
      "Sent from page must be a path on this site, such as /services",
    ],
    ["landingPage", "//elsewhere.example/", "Landing page must be a path on this site, such as /services"],
    [
      "landingPage",
      "/contact?email=grace@example.com",
      "Landing page must be a path on this site, such as /services",
    ],
    [
      "referrerHost",
      "https://www.google.com/search",
      "Referred by (site) must be a host name, such as www.example.com",
    ],
    ["utmSource", "x".repeat(201), "Campaign source (utm_source) must be at most 200 characters"],
    ["sourcePage", `/${"a".repeat(512)}`, "Sent from page must be at most 512 characters"],
    ["utmMedium", 42, "Campaign medium (utm_medium) must be text"],
  ])("refuses a bad %s (%s) with a 400 naming the field, and stores nothing", async (key, value, message) => {
    const before = await admin.store.countLeads();
    const response = await postJson(admin.app, "/api/contact", { ...contact, [key]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [key]: message });
    expect(await admin.store.countLeads()).toBe(before);
  });

  it("exports it in the CSV, one column each", async () => {
    const response = await postJson(admin.app, "/api/contact", {
      ...contact,
      email: "csv@example.com",
      ...attribution,
    });
    const id = response.json().id as string;
    const csv = await admin.app.inject({ method: "GET", url: "/admin/api/export.csv", headers: bearer() });
    const [header, ...rows] = csv.body.slice(1).split("\r\n");
    const columns = header?.split(",") ?? [];
    const row = rows.find((line) => line.startsWith(`${id},`))?.split(",") ?? [];
    for (const field of ATTRIBUTION_FIELDS) {
      expect(row[columns.indexOf(field.csvColumn)]).toBe(attribution[field.key]);
    }
  });

  it("goes with the lead when its address is erased", async () => {
    const resume = files.pdf();
    const response = await postMultipart(
      admin.app,
      "/api/apply",
      { name: "Erin", email: "erin@example.com", phone: "+44 20 7946 0000", ...attribution },
      [{ field: "resume", filename: "cv.pdf", bytes: resume, type: "application/pdf" }],
    );
    expect(response.statusCode).toBe(201);
    const erase = await admin.app.inject({
      method: "POST",
      url: "/admin/api/erasure",
      headers: { ...bearer(), "content-type": "application/json" },
      payload: JSON.stringify({ email: "erin@example.com" }),
    });
    expect(erase.statusCode).toBe(200);
    expect(await admin.store.getLead(response.json().id)).toBeUndefined();
    const left = await admin.store.db
      .selectFrom("leads")
      .select("id")
      .where("utm_campaign", "=", attribution.utmCampaign)
      .where("email", "=", "erin@example.com")
      .execute();
    expect(left).toEqual([]);
  });
});
