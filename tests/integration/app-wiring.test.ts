// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import type { LeadStore } from "../../server/store/types.ts";
import { scratchDataDir } from "./helpers/databases.ts";

/** The lead API as mounted by the real app (server/app.ts), not only on its own. */
describe("lead API inside the app", () => {
  const data = scratchDataDir();
  const build = scratchDataDir(); // an empty build directory: no site, API only
  let store: LeadStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: data.dataDir,
      BUILD_DIR: build.dataDir,
      LOG_LEVEL: "silent",
      RATE_LIMIT_FORMS_PER_MINUTE: "0",
      FORM_MIN_FILL_MS: "0",
    });
    store = await openSqliteStore({ dataDir: config.dataDir });
    app = await buildApp({ config, store });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    await data.dispose();
    await build.dispose();
  });

  it("accepts a contact message at /api/contact", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      payload: { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" },
    });
    expect(response.statusCode).toBe(201);
    expect(await store.getLead(response.json().id)).toBeDefined();
  });

  it("still answers unknown /api paths with a JSON 404", async () => {
    const response = await app.inject({ method: "POST", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not Found" });
  });

  it("answers a store failure with a plain 500 that leaks nothing", async () => {
    await store.close();
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: "Something went wrong on our side. Please try again later." });
    expect(response.body).not.toMatch(/at |\.ts|sqlite|database/i);
  });
});
