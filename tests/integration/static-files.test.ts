// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { scratchDataDir } from "./helpers/databases.ts";

/**
 * Issue 11, "Serving static files close to nginx": "serve the prerendered files from memory
 * (precompressed bodies, ETags and headers computed once at start, no per-request stat or
 * stream) ... conditional requests (If-None-Match) answer 304." Over a real socket (the
 * answers from memory are written before Fastify) and through `inject()` (Fastify's route),
 * which must agree.
 */
describe("static files from memory", () => {
  const build = scratchDataDir();
  let app: FastifyInstance;
  let port: number;
  let requestsThroughFastify = 0;
  const home = "<!doctype html><h1>Home</h1><script>window.__boot=1</script>".repeat(20);
  const script = "console.log('asset');".repeat(50);

  const write = (file: string, content: string | Buffer) => {
    const full = path.join(build.dataDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  };

  type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
  const get = (rawPath: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, path: rawPath, headers, method },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on("error", reject);
      request.end();
    });

  beforeAll(async () => {
    write("index.html", home);
    write("index.html.br", brotliCompressSync(home));
    write("index.html.gz", gzipSync(home));
    write("about/index.html", "<!doctype html><h1>About</h1>");
    write("__not-found/index.html", "<!doctype html><h1>Page not found</h1>");
    write("assets/app-abc123.js", script);
    write("assets/app-abc123.js.br", brotliCompressSync(script));
    write("assets/app-abc123.js.gz", gzipSync(script));
    write("media/clip.mp4", Buffer.alloc(4096, 7));
    app = await buildApp({ config: loadConfig({ BUILD_DIR: build.dataDir, LOG_LEVEL: "silent" }) });
    app.addHook("onRequest", async () => {
      requestsThroughFastify += 1;
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
    // The first answer goes through Fastify and shows the fast path the shared headers.
    await get("/about");
  });
  afterAll(async () => {
    await app.close();
    await build.dispose();
  });

  it("answers brotli, gzip or plain by Accept-Encoding, with Vary and an ETag", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(home);
    expect(br.headers.vary).toBe("accept-encoding");
    expect(br.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);

    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");

    const refused = await get("/", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString()).toBe(home);
  });

  it("answers If-None-Match with 304 and no body, on the socket and through Fastify", async () => {
    const first = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await get("/assets/app-abc123.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const other = await get("/assets/app-abc123.js", { "if-none-match": 'W/"something-else"' });
    expect(other.status).toBe(200);

    const injected = await app.inject({ url: "/assets/app-abc123.js", headers: { "if-none-match": etag } });
    expect(injected.statusCode).toBe(304);
    expect(injected.body).toBe("");
  });

  it("sends the same headers from memory as Fastify's route does (security headers included)", async () => {
    const request = { "accept-encoding": "br" };
    const socket = await get("/", request);
    const injected = await app.inject({ url: "/", headers: request });
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
      return Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)]));
    };
    expect(comparable(socket.headers)).toEqual(comparable(injected.headers));
    expect(socket.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(socket.headers["x-content-type-options"]).toBe("nosniff");
    expect(socket.headers["permissions-policy"]).toContain("camera=()");
  });

  it("issue 31: a hashed script carries nosniff and CORP but not the headers only a document uses, on both paths", async () => {
    const request = { "accept-encoding": "br" };
    const socket = await get("/assets/app-abc123.js", request);
    const injected = await app.inject({ url: "/assets/app-abc123.js", headers: request });
    for (const headers of [socket.headers, injected.headers]) {
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      for (const documentOnly of ["content-security-policy", "permissions-policy", "x-frame-options"]) {
        expect(headers[documentOnly]).toBeUndefined();
      }
    }
    // A page, and any other file, keeps them.
    const page = await get("/", request);
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["permissions-policy"]).toContain("camera=()");
    const other = await get("/media/clip.mp4");
    expect(other.headers["content-security-policy"]).toContain("sandbox");
    // A path shaped like a script that the build does not hold gets the not-found answer, which keeps them.
    const missing = await app.inject({ url: "/assets/missing-abc123.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-security-policy"]).toBeDefined();
    expect(missing.headers["x-frame-options"]).toBe("DENY");
  });

  it("answers HEAD without a body and byte ranges from the file", async () => {
    const head = await get("/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);

    const range = await get("/media/clip.mp4", { range: "bytes=0-99" });
    expect(range.status).toBe(206);
    expect(range.body.length).toBe(100);
  });

  it("answers a known file without Fastify's routing, hooks and request log", async () => {
    const before = requestsThroughFastify;
    for (const url of ["/", "/about", "/assets/app-abc123.js?v=1"]) expect((await get(url)).status).toBe(200);
    expect(requestsThroughFastify).toBe(before);
    // Everything else still goes through Fastify.
    await get("/about/");
    expect(requestsThroughFastify).toBe(before + 1);
  });

  it("still gives unknown paths the 404 page", async () => {
    const missing = await get("/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain("Page not found");
    expect((await get("/__not-found")).status).toBe(404);
  });
});
