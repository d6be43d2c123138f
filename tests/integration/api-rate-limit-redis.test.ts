// @vitest-environment node
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApi, type TestApi } from "./helpers/api.ts";

/**
 * Issue 5: "per-client rate limits (configurable; Redis-backed when REDIS_URL is set
 * so several instances share them)". Two API instances, one real Redis server.
 */
const REDIS_SERVER = "/usr/bin/redis-server";
const page = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("rate limit shared through Redis", () => {
  let redis: ChildProcess;
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    // A missing server is a failure, not a reason to skip: the check would silently vanish.
    if (!existsSync(REDIS_SERVER)) {
      throw new Error(
        `${REDIS_SERVER} is not installed: run npm run setup:machine (it installs redis-server)`,
      );
    }
    const port = await freePort();
    redis = spawn(
      REDIS_SERVER,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    await new Promise<void>((resolve, reject) => {
      redis.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
      redis.stdout?.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("Ready to accept connections")) resolve();
      });
    });
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_FORMS_PER_MINUTE: "3" };
    first = await startTestApi("sqlite", env);
    second = await startTestApi("sqlite", env);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis?.kill("SIGTERM");
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
