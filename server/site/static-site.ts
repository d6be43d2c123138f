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
      return reply.redirect(`${pathname.replace(/\/+$/, "")}${query.startsWith("?") ? query : ""}`, 301);
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

/** The decoded path of a request URL, or null when it tries to leave the site root. */
export function safePathname(url: string): string | null {
  const raw = url.split("?")[0] ?? "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return null;
  return decoded.replace(/\/{2,}/g, "/");
}
