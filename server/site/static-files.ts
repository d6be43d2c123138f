import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import {
  isSubresourceAsset,
  NON_PAGE_CONTENT_SECURITY_POLICY,
  withoutDocumentOnlyHeaders,
} from "../security-headers.ts";
import type { SiteIndex } from "./site-index.ts";

/**
 * The built site held in memory (issue 11, "serving static files close to nginx"): every file's
 * body and its precompressed brotli/gzip copies, read once at start, with the ETag and the
 * response headers computed once. A request is answered with one write of a ready buffer:
 * no stat, no stream, no per-request header work.
 */

export type Encoding = "br" | "gzip" | "identity";

type Variant = { body: Buffer; headers: OutgoingHttpHeaders };

export type StaticFile = {
  /** Path inside the build directory, e.g. "about/index.html". */
  file: string;
  etag: string;
  /** Content headers shared by every encoding (type, cache policy, CSP, ETag, Vary). */
  headers: OutgoingHttpHeaders;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
};

/** Hashed build assets never change under the same name. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and their data are revalidated on every visit (ETag). */
const REVALIDATE = "no-cache";
/** Unhashed public files (images, favicon, robots.txt). */
const SHORT_LIVED = "public, max-age=86400";

function cacheControlFor(file: string): string {
  if (file.startsWith("assets/")) return IMMUTABLE;
  if (file.endsWith(".html") || file.endsWith(".data") || file.endsWith(".xml")) return REVALIDATE;
  return SHORT_LIVED;
}

/** The types the build produces (the same values the file server sent before). */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".vtt": "text/vtt; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export async function loadStaticFiles(site: SiteIndex): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  await Promise.all(
    [...site.files].map(async (file) => {
      const full = path.join(site.root, file);
      const [identity, br, gzip] = await Promise.all([
        readFile(full),
        readIfPresent(`${full}.br`),
        readIfPresent(`${full}.gz`),
      ]);
      // A weak validator: the brotli, gzip and plain bodies are the same content.
      const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`;
      const page = site.pages.get(file);
      const headers: OutgoingHttpHeaders = {
        "content-type": contentTypeFor(file),
        "cache-control": cacheControlFor(file),
        ...(isSubresourceAsset(file)
          ? {}
          : {
              "content-security-policy": page ? page.contentSecurityPolicy : NON_PAGE_CONTENT_SECURITY_POLICY,
            }),
        etag,
        vary: "accept-encoding",
      };
      const variant = (body: Buffer, encoding: Encoding): Variant => ({
        body,
        headers: {
          "content-length": body.length,
          ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        },
      });
      files.set(file, {
        file,
        etag,
        headers,
        variants: {
          identity: variant(identity, "identity"),
          ...(br ? { br: variant(br, "br") } : {}),
          ...(gzip ? { gzip: variant(gzip, "gzip") } : {}),
        },
      });
    }),
  );
  return files;
}

/** The best encoding the client accepts that we hold: brotli, then gzip, then none. */
export function chooseEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = (coding: string) => {
    const match = new RegExp(`(?:^|,)\\s*${coding}\\s*(?:;\\s*q\\s*=\\s*([0-9.]+))?\\s*(?:,|$)`, "i").exec(
      acceptEncoding,
    );
    return match !== null && (match[1] === undefined || Number(match[1]) > 0);
  };
  if (file.variants.br && accepted("br")) return "br";
  if (file.variants.gzip && accepted("gzip")) return "gzip";
  return "identity";
}

/** RFC 9110 §13.1.2: weak comparison of the entity tags listed in If-None-Match. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .some((candidate) => candidate.trim() === "*" || candidate.trim().replace(/^W\//, "") === opaque);
}

/**
 * Answers GET/HEAD for a file held in memory straight on the Node response, before Fastify's
 * routing, hooks and request logging (which stay on every other request). The security
 * headers are those Fastify's pipeline set on the first static answer, captured once, so both
 * paths send the same headers. Returns false when the request is not for such a file: the
 * caller hands it to Fastify, which also handles ranges, redirects and 404 pages.
 */
export class StaticFastPath {
  #byUrlPath = new Map<string, StaticFile>();
  #sharedHeaders: OutgoingHttpHeaders | undefined;
  /** Per file and encoding: the complete header set of a 200, built on first use. */
  #ready = new WeakMap<Variant, OutgoingHttpHeaders>();
  #notModified = new WeakMap<StaticFile, OutgoingHttpHeaders>();

  /** `urlPath` is the request path ("/", "/about", "/assets/app-1.js") that gets this file. */
  add(urlPath: string, file: StaticFile): void {
    this.#byUrlPath.set(urlPath, file);
  }

  get active(): boolean {
    return this.#sharedHeaders !== undefined;
  }

  /** Headers set on every static answer by the app (helmet, permissions policy). */
  captureSharedHeaders(headers: OutgoingHttpHeaders): void {
    if (this.#sharedHeaders) return;
    const shared: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || PER_RESPONSE_HEADERS.has(name.toLowerCase())) continue;
      if (name.toLowerCase().startsWith("x-ratelimit")) continue;
      shared[name.toLowerCase()] = value;
    }
    this.#sharedHeaders = shared;
  }

  handle = (request: IncomingMessage, response: ServerResponse): boolean => {
    const shared = this.#sharedHeaders;
    if (!shared) return false;
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    if (request.headers.range !== undefined) return false;
    const url = request.url ?? "/";
    const queryAt = url.indexOf("?");
    const file = this.#byUrlPath.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!file) return false;

    if (notModified(request.headers["if-none-match"], file.etag)) {
      let headers = this.#notModified.get(file);
      if (!headers) {
        const { "content-type": _type, ...rest } = file.headers;
        headers = { ...sharedHeadersFor(shared, file), ...rest };
        this.#notModified.set(file, headers);
      }
      response.writeHead(304, headers);
      response.end();
      return true;
    }

    const variant =
      file.variants[chooseEncoding(request.headers["accept-encoding"], file)] ?? file.variants.identity;
    let headers = this.#ready.get(variant);
    if (!headers) {
      headers = { ...sharedHeadersFor(shared, file), ...file.headers, ...variant.headers };
      this.#ready.set(variant, headers);
    }
    response.writeHead(200, headers);
    response.end(method === "HEAD" ? undefined : variant.body);
    return true;
  };
}

/** The app's headers for every answer, less those only a document uses when `file` is a script, stylesheet or font. */
function sharedHeadersFor(shared: OutgoingHttpHeaders, file: StaticFile): OutgoingHttpHeaders {
  return isSubresourceAsset(file.file) ? withoutDocumentOnlyHeaders(shared) : shared;
}

/** What differs per answer (or per file) and so is never copied from the first answer. */
const PER_RESPONSE_HEADERS = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "content-security-policy",
  "cache-control",
  "etag",
  "last-modified",
  "vary",
  "accept-ranges",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "set-cookie",
  "location",
  "retry-after",
]);
