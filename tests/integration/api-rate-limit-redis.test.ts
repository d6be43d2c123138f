// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApi, type TestApi } from "./helpers/api.ts";
import { type OwnRedis, startOwnRedis } from "./helpers/redis.ts";

/**
 * Issue 5: "per-client rate limits (configurable; Redis-backed when REDIS_URL is set
 * so several instances share them)". Two API instances, one real Redis server.
 */
const page = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };

describe("rate limit shared through Redis", () => {
  let redis: OwnRedis;
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    redis = await startOwnRedis();
    const env = { REDIS_URL: redis.url, RATE_LIMIT_FORMS_PER_MINUTE: "3" };
    first = await startTestApi("sqlite", env);
    second = await startTestApi("sqlite", env);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.stop();
  });

  it("counts one client's submissions across instances", async () => {
    const statuses = [
      (await postJson(first.app, "/api/contact", page)).statusCode,
      (await postJson(second.app, "/api/contact", page)).statusCode,
      (await postJson(first.app, "/api/contact", page)).statusCode,
      (await postJson(second.app, "/api/contact", page)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
