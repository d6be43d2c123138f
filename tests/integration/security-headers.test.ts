// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { scratchDataDir } from "./helpers/databases.ts";

/**
 * Issue 12, acceptance: "The response headers keep scoring A+ on Mozilla Observatory's
 * scoring table behind TLS (state the score in the ADR)". ADR 806 scores exactly these
 * headers of `GET /` with an https SITE_URL; this test keeps them from drifting.
 */
describe("the home page's security headers behind TLS", () => {
  const build = scratchDataDir();
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(build.dataDir, { recursive: true });
    writeFileSync(
      path.join(build.dataDir, "index.html"),
      '<!doctype html><html><head><script>window.x=1</script></head><body><h1>Home</h1><script type="module" src="/assets/app.js"></script></body></html>',
    );
    const config = loadConfig({
      SITE_URL: "https://meridian-ai.example",
      BUILD_DIR: build.dataDir,
      LOG_LEVEL: "silent",
    });
    app = await buildApp({ config });
  });
  afterAll(async () => {
    await app.close();
    await build.dispose();
  });

  it("sends what ADR 806 scores: 115, A+", async () => {
    const response = await app.inject({ method: "GET", url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(response.statusCode).toBe(200);
    const headers = response.headers;
    const csp = String(headers["content-security-policy"]);
    // csp-implemented-with-no-unsafe (+5): scripts and style elements by hash only, objects none.
    // Style attributes are allowed by style-src-attr, which the scorer does not read (ADR 806).
    expect(csp).toMatch(/(^|; )script-src 'self'( 'sha256-[^']+')+(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/(^|; )style-src 'self'( 'sha256-[^']+')*(;|$)/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/\bhttp:/);
    // x-frame-options-implemented-via-csp (+5)
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    // referrer-policy-private (+5)
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // hsts-implemented-max-age-at-least-six-months (0)
    const maxAge = Number(/max-age=(\d+)/.exec(String(headers["strict-transport-security"]))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
    // x-content-type-options-nosniff (0), no CORS (0), a valid Cross-Origin-Resource-Policy (0), no cookies (0)
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["access-control-allow-origin"]).toBeUndefined();
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["set-cookie"]).toBeUndefined();
  });
});
