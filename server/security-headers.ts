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
