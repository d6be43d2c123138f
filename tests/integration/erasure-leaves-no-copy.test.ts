// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SQLITE_FILE_NAME } from "../../server/store/sqlite-store.ts";
import { bearer, startTestAdmin, type TestAdmin } from "./helpers/admin-app.ts";
import { postJson, postMultipart, SITE_ORIGIN } from "./helpers/api.ts";
import { files } from "./helpers/fixtures.ts";

/**
 * Issue 28, finding 10: "Erased leads stay readable in the SQLite file, its WAL and backups
 * made afterwards (secure_delete off)." Wanted: "secure_delete on, and a checkpoint after an
 * erasure". The API takes the leads as a visitor sends them; the team erases through the CRM
 * API; then the bytes of the database file and of its write-ahead log are searched.
 */
const MARKER = "qx7erasuremarker";
const email = `${MARKER}@example.com`;

function sqliteFilesContain(dataDir: string, text: string): string[] {
  const needle = Buffer.from(text);
  return [SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`]
    .map((name) => path.join(dataDir, name))
    .filter((file) => existsSync(file) && readFileSync(file).includes(needle))
    .map((file) => path.basename(file));
}

describe("erasure on SQLite", () => {
  let admin: TestAdmin;
  afterEach(async () => {
    await admin?.close();
  });

  it("leaves nothing of the erased leads readable in the database file or its log", async () => {
    admin = await startTestAdmin("sqlite");
    const dataDir = admin.testStore.location.dataDir ?? "";
    const contact = await postJson(
      admin.app,
      "/api/contact",
      { name: "Erin Marker", email, subject: `About ${MARKER}`, message: `Please call me back, ${MARKER}.` },
      { origin: SITE_ORIGIN },
    );
    expect(contact.statusCode).toBe(201);
    const resume = Buffer.concat([files.pdf(), Buffer.from(`% ${MARKER} résumé\n`)]);
    const application = await postMultipart(
      admin.app,
      "/api/apply",
      { name: "Erin Marker", email, phone: "+44 20 7946 0000", jobTitle: "Machine Learning Engineer" },
      [{ field: "resume", filename: `${MARKER}.pdf`, bytes: resume, type: "application/pdf" }],
      { origin: SITE_ORIGIN },
    );
    expect(application.statusCode).toBe(201);
    // Some of it is in the database file by now, some still in the log: both must be cleared.
    expect(sqliteFilesContain(dataDir, MARKER).length).toBeGreaterThan(0);

    const erasure = await admin.app.inject({
      method: "POST",
      url: "/admin/api/erasure",
      headers: { ...bearer(), "content-type": "application/json" },
      payload: JSON.stringify({ email, reference: "DSR-2026-101" }),
    });
    expect(erasure.statusCode).toBe(200);
    expect(erasure.json().erased.leads).toBe(2);

    expect(sqliteFilesContain(dataDir, MARKER)).toEqual([]);
  });
});
