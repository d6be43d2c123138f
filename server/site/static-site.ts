import type { OutgoingHttpHeaders } from "node:http";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { notFoundPathFor } from "../../app/prerender-paths.ts";
import { pageFileFor, type SiteIndex } from "./site-index.ts";
import { chooseEncoding, loadStaticFiles, notModified, type StaticFastPath } from "./static-files.ts";

/**
 * Serves the prerendered site from memory (server/site/static-files.ts): precompressed
 * brotli/gzip bodies, ETags and 304s, long-lived caching for hashed assets, and HTTP 404 with
 * the right not-found screen for every path the build did not produce. The files a URL names
 * exactly are also registered with the fast path, which answers them before Fastify.
 */
export const staticSite: FastifyPluginAsync<{ site: SiteIndex; fastPath?: StaticFastPath }> = async (
  app,
  { site, fastPath },
) => {
  const files = await loadStaticFiles(site);
  // Byte ranges (video seeking) are rare: they go to the file server.
  await app.register(fastifyStatic, {
    root: site.root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
  });

  if (fastPath) {
    for (const file of files.values()) {
      if (file.file.endsWith("index.html")) {
        if (file.file.includes("__not-found")) continue;
        const page = file.file.slice(0, -"index.html".length).replace(/\/$/, "");
        fastPath.add(`/${page}`, file);
      } else {
        fastPath.add(`/${file.file}`, file);
      }
    }
  }

  const sendFile = (request: FastifyRequest, reply: FastifyReply, name: string, status = 200) => {
    const file = files.get(name);
    if (!file) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    if (request.headers.range !== undefined && status === 200) {
      reply.header("cache-control", file.headers["cache-control"]);
      reply.header("content-security-policy", file.headers["content-security-policy"]);
      return reply.sendFile(name);
    }
    if (status === 200 && notModified(request.headers["if-none-match"], file.etag)) {
      const { "content-type": _type, ...headers } = file.headers;
      return reply.code(304).headers(headers).send();
    }
    const variant =
      file.variants[chooseEncoding(request.headers["accept-encoding"], file)] ?? file.variants.identity;
    return reply
      .code(status)
      .headers({ ...file.headers, ...variant.headers })
      .send(variant.body);
  };

  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const file = pageFileFor(notFoundPathFor(pathname));
    request.log.debug({ pathname }, "page not found");
    return sendFile(request, reply, file, 404);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = safePathname(request.url);
    if (pathname === null) return sendNotFoundPage(request, reply, "/");

    if (pathname.length > 1 && pathname.endsWith("/")) {
      const query = request.url.slice(request.url.indexOf("?") >>> 0);
      return reply.redirect(
        `${encodePathname(pathname.replace(/\/+$/, ""))}${query.startsWith("?") ? encodeQuery(query) : ""}`,
        301,
      );
    }

    const asFile = pathname.slice(1);
    if (files.has(asFile) && !asFile.endsWith("index.html")) return sendFile(request, reply, asFile);

    // Client-side navigation asks for a route's data; an unknown slug gets its
    // route's not-found data so the in-place not-found screen renders.
    if (asFile.endsWith(".data")) {
      const dataFile = `${notFoundPathFor(pathname.slice(0, -".data".length)).slice(1)}.data`;
      if (files.has(dataFile)) return sendFile(request, reply, dataFile);
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    }

    const pageFile = pageFileFor(pathname);
    if (files.has(pageFile) && !pathname.includes("__not-found")) return sendFile(request, reply, pageFile);
    return sendNotFoundPage(request, reply, pathname);
  };

  // The first static answer shows which headers the app adds to every answer (helmet,
  // permissions policy); the fast path takes them from there, so both paths agree.
  const routeOptions = {
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (fastPath && !fastPath.active && reply.statusCode === 200)
        fastPath.captureSharedHeaders(reply.getHeaders() as OutgoingHttpHeaders);
      return payload;
    },
  };
  app.get("/*", routeOptions, handler);
  app.get("/", routeOptions, handler);
};

/**
 * Control, format (bidi overrides, zero-width), line/paragraph separator, private-use,
 * surrogate and unassigned characters: no page has them in its path, and in a Location header
 * they either break the response or let a browser read the path as another origin (issue 12).
 */
const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}]/u;

/**
 * The decoded path of a request URL, or null when it tries to leave the site root or holds
 * a character no page path has (the caller answers with the 404 page).
 */
export function safePathname(url: string): string | null {
  const raw = url.split("?")[0] ?? "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes("\\") || NON_PRINTABLE.test(decoded)) return null;
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return null;
  return decoded.replace(/\/{2,}/g, "/");
}

/**
 * A decoded path as a Location: every segment percent-encoded, so the header holds only
 * printable ASCII and stays a same-origin path (never "//host" or "/\\host").
 */
export function encodePathname(pathname: string): string {
  const encoded = pathname
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
  return `/${encoded.replace(/^\/+/, "")}`;
}

/** The raw query as sent, with anything outside printable ASCII percent-encoded. */
function encodeQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/g, (character) =>
    [...Buffer.from(character, "latin1")]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
      .join(""),
  );
}
