// @vitest-environment node

import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

let buildDir: string;
let app: FastifyInstance;

function write(file: string, content: string) {
  const full = path.join(buildDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "meridian-build-"));
  write("index.html", "<!doctype html><h1>Home</h1><script>window.__boot=1</script>");
  write("about/index.html", '<!doctype html><style>h1{color:red}</style><h1 style="margin:0">About</h1>');
  write("__not-found/index.html", "<!doctype html><h1>Page not found</h1>");
  write("blog/__not-found/index.html", "<!doctype html><h1>Post not found!</h1>");
  write("blog/__not-found.data", "not-found-data");
  write("assets/app-abc123.js", "console.log(1)");
  app = await buildApp({ config: loadConfig({ BUILD_DIR: buildDir, LOG_LEVEL: "silent" }) });
  app.get("/boom", async () => {
    throw new Error("secret internals at /srv/app.ts:12");
  });
});

afterAll(async () => {
  await app.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("server", () => {
  it("serves a prerendered page with a CSP that hashes its inline script", async () => {
    const response = await app.inject("/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>Home</h1>");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("answers unknown paths with 404 and the not-found page of the matching route", async () => {
    const unknownPage = await app.inject("/does-not-exist");
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.body).toContain("Page not found");

    const unknownPost = await app.inject("/blog/nope");
    expect(unknownPost.statusCode).toBe(404);
    expect(unknownPost.body).toContain("Post not found!");

    const unknownData = await app.inject("/blog/nope.data");
    expect(unknownData.body).toBe("not-found-data");
  });

  it("never serves files outside the build directory", async () => {
    for (const url of ["/../package.json", "/%2e%2e/package.json", "/assets/..%2f..%2fpackage.json"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('"name"');
    }
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject("/assets/app-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers unknown API routes with 404 JSON", async () => {
    const response = await app.inject({ method: "POST", url: "/api/nothing-here", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not Found" });
  });

  it("never leaks a stack trace or internal message on a server error", async () => {
    const response = await app.inject("/boom");
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: "Internal Server Error" });
    expect(response.body).not.toContain("secret");
  });

  // Issue 28, finding 13: "Fastify's own error code and the path echoed for a bad URL (`GET /%`)".
  it("answers a URL it cannot decode with a plain 400 that echoes neither the path nor Fastify's error code", async () => {
    for (const url of ["/%", "/api/%zz", "/admin/api/leads/%E0%A4%A"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: "Bad Request" });
    }
  });

  it("reports health", async () => {
    const response = await app.inject("/healthz");
    expect(response.json()).toEqual({ status: "ok" });
  });
});

describe("inlined critical CSS (docs/decisions/701)", () => {
  it("allows a page's inline style element by its hash, not by 'unsafe-inline'; style attributes stay allowed", async () => {
    const response = await app.inject("/about");
    const csp = String(response.headers["content-security-policy"]);
    const directive = (name: string) =>
      csp
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? "";
    expect(directive("style-src")).toBe(`style-src 'self' '${sha256("h1{color:red}")}'`);
    expect(directive("style-src-attr")).toBe("style-src-attr 'unsafe-inline'");
  });
});

describe("server paths that are directories", () => {
  it("serves /about from about/index.html, never the directory itself", async () => {
    const response = await app.inject("/about");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(">About</h1>");
  });
});
