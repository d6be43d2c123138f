import { createHash } from "node:crypto";

/**
 * The sha256 CSP sources of the inline <style> elements of one HTML document (the critical
 * CSS the build inlines, scripts/critical-css.ts), so the page's CSP allows exactly those.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    hashes.add(
      `sha256-${createHash("sha256")
        .update(match[1] ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}
