// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import type { LeadStore } from "../../server/store/types.ts";
import { ADMIN_TOKEN, bearer } from "./helpers/admin-app.ts";
import { scratchDataDir } from "./helpers/databases.ts";

/**
 * Issue 28, finding 9: "Info-level request logs keep full URLs: admin search terms (e-mail
 * addresses) and the signatures of attachment download links, which then work without
 * credentials for 7 days." Wanted: "request logs without query strings (or with
 * signature, q, since redacted)". The whole app logging at info into a buffer.
 */
describe("request logs", () => {
  const data = scratchDataDir();
  const build = scratchDataDir();
  const lines: string[] = [];
  let store: LeadStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: data.dataDir,
      BUILD_DIR: build.dataDir,
      LOG_LEVEL: "info",
      ADMIN_TOKEN,
      RATE_LIMIT_FORMS_PER_MINUTE: "0",
    });
    store = await openSqliteStore({ dataDir: config.dataDir });
    app = await buildApp({ config, store, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    await data.dispose();
    await build.dispose();
  });

  it("keep the path and the parameter names, never the search, the sync time or a link's signature", async () => {
    const search = await app.inject({
      url: "/admin/api/leads?q=ann.secret%40example.com&since=2026-11-02T09:15:00Z&limit=5",
      headers: bearer(),
    });
    expect(search.statusCode).toBe(200);
    await app.inject("/admin/api/attachment-links/3f0c?expires=1796000000&signature=c2lnbmF0dXJlLXNlY3JldA");

    const logged = lines.join("");
    expect(logged).toContain("/admin/api/leads?q=[redacted]&since=[redacted]&limit=[redacted]");
    expect(logged).toContain("/admin/api/attachment-links/3f0c?expires=[redacted]&signature=[redacted]");
    for (const secret of ["ann.secret", "2026-11-02", "c2lnbmF0dXJlLXNlY3JldA", "1796000000"]) {
      expect(logged).not.toContain(secret);
    }
  });
});
