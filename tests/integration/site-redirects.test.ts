// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { scratchDataDir } from "./helpers/databases.ts";

/**
 * Issue 12, item 3: "GET /%09/evil.example/ answers 301 Location: /\t/evil.example, which
 * Chromium follows off-site; /%0a/x/ and /%E2%80%A8/x/ answer 500 with an error log. Paths
 * with control or non-printable characters get the 404 page; a redirect Location is always
 * a same-origin path, percent-encoded."
 *
 * Over a real socket: Node's own header validation is what turned these into 500s, and
 * `inject()` does not run it.
 */
describe("trailing-slash redirect", () => {
  const build = scratchDataDir();
  let app: FastifyInstance;
  let port: number;

  const write = (file: string, content: string) => {
    const full = path.join(build.dataDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  };

  /** A raw GET: the path is sent exactly as written (fetch would normalise some of it). */
  const get = (rawPath: string) =>
    new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port, path: rawPath }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      });
      request.on("error", reject);
    });

  beforeAll(async () => {
    write("index.html", "<!doctype html><h1>Home</h1>");
    write("about/index.html", "<!doctype html><h1>About</h1>");
    write("__not-found/index.html", "<!doctype html><h1>Page not found</h1>");
    app = await buildApp({ config: loadConfig({ BUILD_DIR: build.dataDir, LOG_LEVEL: "silent" }) });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await build.dispose();
  });

  /** Resolved against the site, the Location must stay on it and be a plain encoded path. */
  const expectSameOriginPath = (location: string | undefined) => {
    expect(location).toBeDefined();
    const origin = `http://127.0.0.1:${port}`;
    expect(new URL(location ?? "", `${origin}/`).origin).toBe(origin);
    expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  };

  it("answers a path with a tab with the 404 page, never a redirect off the site", async () => {
    const response = await get("/%09/evil.example/");
    expect(response.status).toBe(404);
    expect(response.location).toBeUndefined();
    expect(response.body).toContain("Page not found");
  });

  it.each(["/%0a/x/", "/%0d%0aSet-Cookie:%20a=b/", "/%E2%80%A8/x/", "/%E2%80%AE/x/", "/%7F/x/"])(
    "answers %s (control or non-printable) with the 404 page, not a 500",
    async (rawPath) => {
      const response = await get(rawPath);
      expect(response.status).toBe(404);
      expect(response.location).toBeUndefined();
      expect(response.body).toContain("Page not found");
    },
  );

  it("still redirects a trailing slash to the same path, query kept", async () => {
    const response = await get("/about/?ref=mail");
    expect(response.status).toBe(301);
    expect(response.location).toBe("/about?ref=mail");
  });

  it.each([
    ["/caf%C3%A9/", "/caf%C3%A9"],
    ["/a%20b/c/", "/a%20b/c"],
    ["/x%23y/", "/x%23y"],
    ["/x%3Fy/", "/x%3Fy"],
  ])("redirects %s to the percent-encoded path %s", async (rawPath, expected) => {
    const response = await get(rawPath);
    expect(response.status).toBe(301);
    expect(response.location).toBe(expected);
    expectSameOriginPath(response.location);
  });

  it.each(["/%2F%2Fevil.example/", "//evil.example/", "/%5C%5Cevil.example/", "/.%2F%2Fevil.example/"])(
    "never sends %s off the site (a same-origin redirect or the 404 page)",
    async (rawPath) => {
      const response = await get(rawPath);
      expect([301, 404]).toContain(response.status);
      if (response.status === 301) expectSameOriginPath(response.location);
    },
  );
});
