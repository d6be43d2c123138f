import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { notFoundPathFor } from "../../app/prerender-paths.ts";
import { NON_PAGE_CONTENT_SECURITY_POLICY } from "../security-headers.ts";
import { pageFileFor, type SiteIndex } from "./site-index.ts";

/** Hashed build assets never change under the same name. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and their data are revalidated on every visit (ETag / Last-Modified). */
const REVALIDATE = "no-cache";
/** Unhashed public files (images, favicon, robots.txt). */
const SHORT_LIVED = "public, max-age=86400";

function cacheControlFor(file: string): string {
  if (file.startsWith("assets/")) return IMMUTABLE;
  if (file.endsWith(".html") || file.endsWith(".data") || file.endsWith(".xml")) return REVALIDATE;
  return SHORT_LIVED;
}

/**
 * Serves the prerendered site from the build output: precompressed brotli/gzip copies,
 * long-lived caching for hashed assets, and HTTP 404 with the right not-found screen
 * for every path the build did not produce.
 */
export const staticSite: FastifyPluginAsync<{ site: SiteIndex }> = async (app, { site }) => {
  await app.register(fastifyStatic, {
    root: site.root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
  });

  const sendFile = (reply: FastifyReply, file: string) => {
    reply.header("cache-control", cacheControlFor(file));
    const page = site.pages.get(file);
    reply.header(
      "content-security-policy",
      page ? page.contentSecurityPolicy : NON_PAGE_CONTENT_SECURITY_POLICY,
    );
    return reply.sendFile(file);
  };

  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const file = pageFileFor(notFoundPathFor(pathname));
    if (!site.files.has(file)) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    }
    request.log.debug({ pathname }, "page not found");
    reply.code(404);
    return sendFile(reply, file);
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
    if (site.files.has(asFile) && !asFile.endsWith("index.html")) return sendFile(reply, asFile);

    // Client-side navigation asks for a route's data; an unknown slug gets its
    // route's not-found data so the in-place not-found screen renders.
    if (asFile.endsWith(".data")) {
      const dataFile = `${notFoundPathFor(pathname.slice(0, -".data".length)).slice(1)}.data`;
      if (site.files.has(dataFile)) return sendFile(reply, dataFile);
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    }

    const pageFile = pageFileFor(pathname);
    if (site.files.has(pageFile) && !pathname.includes("__not-found")) return sendFile(reply, pageFile);
    return sendNotFoundPage(request, reply, pathname);
  };

  app.get("/*", handler);
  app.get("/", handler);
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
