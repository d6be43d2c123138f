// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { bearer, startTestAdmin, type TestAdmin } from "./helpers/admin-app.ts";
import { postJson, postMultipart, SITE_ORIGIN } from "./helpers/api.ts";
import { files } from "./helpers/fixtures.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 12 item 11: "Names keep bidi control characters (U+202E shows `cv\u202Efdp.exe`
 * reversed in the inbox and CSV): strip format characters from names, subjects and file
 * names." What is stored, listed and exported carries none of them.
 */
const RLO = "\u202E";
const INVISIBLE = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  RLO,
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u200B",
  "\u2060",
  "\uFEFF",
];
const HIDDEN = new RegExp(`[${INVISIBLE.join("")}]`, "u");

describe.each(STORE_KINDS)("format characters on %s", (kind) => {
  let admin: TestAdmin;
  afterEach(async () => {
    await admin?.close();
  });

  it("are stripped from names, subjects and file names before they are stored, listed or exported", async () => {
    admin = await startTestAdmin(kind);
    const contact = await postJson(
      admin.app,
      "/api/contact",
      {
        name: `Mallory cv${RLO}fdp.exe`,
        email: "mallory@example.com",
        subject: `Invoice${INVISIBLE.join("")} overdue`,
        message: "Hello",
      },
      { origin: SITE_ORIGIN },
    );
    expect(contact.statusCode).toBe(201);
    const quote = await postMultipart(
      admin.app,
      "/api/quote",
      { name: `\u2066Eve\u2069 Example`, email: "eve@example.com", requirements: "A site" },
      [{ field: "document", filename: `brief${RLO}fdp.pdf`, bytes: files.pdf(), type: "application/pdf" }],
    );
    expect(quote.statusCode).toBe(201);

    const stored = await admin.store.getLead(contact.json().id);
    expect(stored?.name).toBe("Mallory cvfdp.exe");
    expect(stored?.payload.subject).toBe("Invoice overdue");
    const withFile = await admin.store.getLead(quote.json().id);
    expect(withFile?.name).toBe("Eve Example");
    expect(withFile?.attachments[0]?.filename).not.toMatch(HIDDEN);

    const listed = await admin.app.inject({ method: "GET", url: "/admin/api/leads", headers: bearer() });
    expect(listed.body).not.toMatch(HIDDEN);
    expect(listed.body).not.toMatch(/\\u20(2[a-e]|6[6-9]|0[befB])/i);
    const csv = await admin.app.inject({ method: "GET", url: "/admin/api/export.csv", headers: bearer() });
    expect(csv.body.replace(/^\uFEFF/, "")).not.toMatch(HIDDEN);
  });

  it("a name made only of format characters is a missing name (400), not an invisible one", async () => {
    admin = await startTestAdmin(kind);
    const response = await postJson(
      admin.app,
      "/api/contact",
      { name: `${RLO}\u200B`, email: "ghost@example.com", subject: "Hi", message: "Hello" },
      { origin: SITE_ORIGIN },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields?.name).toBe("Name is required");
  });

  it("keeps the joiners some scripts and emoji spell with (ZWNJ, ZWJ)", async () => {
    admin = await startTestAdmin(kind);
    const persian = "مهر\u200Cنوش";
    const response = await postJson(
      admin.app,
      "/api/contact",
      { name: persian, email: "mehr@example.com", subject: "Hi", message: "Hello" },
      { origin: SITE_ORIGIN },
    );
    expect((await admin.store.getLead(response.json().id))?.name).toBe(persian);
  });
});
