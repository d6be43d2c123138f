// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../../app/schemas/anti-abuse.ts";
import { postJson, postMultipart, SITE_ORIGIN, startTestApi, type TestApi } from "./helpers/api.ts";
import { files } from "./helpers/fixtures.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

const page = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };

describe.each(STORE_KINDS)("abuse protection on %s", (kind) => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  describe("bots are answered like people but nothing is stored", () => {
    it("for a filled honeypot (JSON and multipart)", async () => {
      api = await startTestApi(kind);
      const json = await postJson(api.app, "/api/contact", {
        ...page,
        [HONEYPOT_FIELD]: "http://spam.example",
      });
      expect(json.statusCode).toBe(201);
      expect(json.json()).toEqual({ message: expect.any(String), id: expect.any(String) });
      const multipart = await postMultipart(api.app, "/api/quote", {
        name: "Bot",
        email: "bot@example.com",
        requirements: "Buy now",
        [HONEYPOT_FIELD]: "x",
      });
      expect(multipart.statusCode).toBe(201);
      expect(multipart.json().data.message).toEqual(expect.any(String));
      expect(await api.store.countLeads()).toBe(0);
      expect(await api.store.getLead(json.json().id)).toBeUndefined();
    });

    it("for a form sent faster than FORM_MIN_FILL_MS after it was rendered", async () => {
      api = await startTestApi(kind, { FORM_MIN_FILL_MS: "2000" });
      const tooFast = await postJson(api.app, "/api/contact", {
        ...page,
        [STARTED_AT_FIELD]: Date.now() - 300,
      });
      expect(tooFast.statusCode).toBe(201);
      expect(await api.store.countLeads()).toBe(0);
      const human = await postJson(api.app, "/api/contact", {
        ...page,
        [STARTED_AT_FIELD]: Date.now() - 8000,
      });
      expect(human.statusCode).toBe(201);
      expect(await api.store.getLead(human.json().id)).toBeDefined();
      // startedAt absent (an API client) and a visitor clock running ahead are both accepted.
      expect((await postJson(api.app, "/api/contact", page)).statusCode).toBe(201);
      const aheadClock = await postJson(api.app, "/api/contact", {
        ...page,
        [STARTED_AT_FIELD]: Date.now() + 90_000,
      });
      expect(await api.store.getLead(aheadClock.json().id)).toBeDefined();
      expect(await api.store.countLeads()).toBe(3);
    });
  });

  describe("rate limit", () => {
    it("answers 429 with a JSON error after RATE_LIMIT_FORMS_PER_MINUTE submissions from one client", async () => {
      api = await startTestApi(kind, { RATE_LIMIT_FORMS_PER_MINUTE: "3" });
      const statuses: number[] = [];
      for (let index = 0; index < 3; index++)
        statuses.push((await postJson(api.app, "/api/contact", page)).statusCode);
      const limited = await postMultipart(api.app, "/api/apply", page, [
        { field: "resume", filename: "cv.pdf", bytes: files.pdf() },
      ]);
      expect(statuses).toEqual([201, 201, 201]);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many submissions/) });
      expect(limited.headers["retry-after"]).toBeDefined();
      expect(await api.store.countLeads()).toBe(3);
      // Another client is counted separately.
      const other = await api.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "203.0.113.9",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(page),
      });
      expect(other.statusCode).toBe(201);
    });
  });

  describe("same origin only", () => {
    it("refuses a foreign Origin with 403 and grants no CORS headers", async () => {
      api = await startTestApi(kind);
      const response = await postJson(api.app, "/api/contact", page, { origin: "https://evil.example" });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: "Requests from this origin are not allowed." });
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      const multipart = await postMultipart(api.app, "/api/quote", { ...page, requirements: "x" }, [], {
        origin: "null",
      });
      expect(multipart.statusCode).toBe(403);
      expect(await api.store.countLeads()).toBe(0);
    });

    it("accepts the site's own origin and requests without Origin", async () => {
      api = await startTestApi(kind, { CORS_ORIGINS: "https://www.meridian-ai.example" });
      expect((await postJson(api.app, "/api/contact", page, { origin: SITE_ORIGIN })).statusCode).toBe(201);
      expect(
        (await postJson(api.app, "/api/contact", page, { origin: "https://www.meridian-ai.example" }))
          .statusCode,
      ).toBe(201);
      expect((await postJson(api.app, "/api/contact", page)).statusCode).toBe(201);
      expect(await api.store.countLeads()).toBe(3);
    });
  });
});
