/**
 * Headers sent with every answer. HTML pages get a Content-Security-Policy that allows
 * only our own scripts plus the exact inline scripts the build emitted (by hash), so no
 * 'unsafe-inline' is needed for scripts; everything else gets a deny-all policy.
 */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()";

export function pageContentSecurityPolicy(
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): string {
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ");
  const styleSources = ["'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    // Style elements: our stylesheet and the page's inlined critical CSS, by hash (ADR 701).
    `style-src ${styleSources}`,
    // React sets style attributes (e.g. reveal delays); attributes cannot load or run anything.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

/** For JSON, XML, text and binary answers: nothing may run or embed them. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Headers that act only on a document: framing, the opener, the page's feature and content
 * policies, and switches of legacy browsers. A hashed script, stylesheet or font under /assets/
 * is never shown as a document and never a worker, so its answers leave them off (issue 31: they
 * were ~0.4 KB of each such answer, eight or more per page on a phone's link). `nosniff`,
 * Cross-Origin-Resource-Policy, Referrer-Policy (a stylesheet's own fetches follow it) and HSTS
 * stay on every answer.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  "content-security-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/** A hashed script, stylesheet or font of the build ("/assets/…" as a URL path or "assets/…" as a file). */
export function isSubresourceAsset(pathOrFile: string): boolean {
  return /^\/?assets\/[^?#]+\.(?:js|css|woff2)(?:[?#].*)?$/.test(pathOrFile);
}

/**
 * An answer that is a hashed script, stylesheet or font: the path names one and the answer's type
 * says it is one. A not-found page answered for such a path is still a document and keeps them.
 */
export function isSubresourceAnswer(urlPath: string, contentType: unknown): boolean {
  return (
    isSubresourceAsset(urlPath) &&
    /^(?:application\/javascript|text\/css|font\/woff2)\b/.test(String(contentType ?? ""))
  );
}

/** `headers` without the document-only ones (names in lower case). */
export function withoutDocumentOnlyHeaders<T extends Record<string, unknown>>(headers: T): T {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name.toLowerCase())),
  ) as T;
}
