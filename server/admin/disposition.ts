/**
 * `Content-Disposition: attachment` for a stored (already sanitised) file name, per
 * RFC 6266: an ASCII-only `filename` for old clients and the exact UTF-8 name in
 * `filename*` (RFC 8187). Quotes, backslashes and control characters never reach the
 * header, so a name cannot break out of it.
 */
export function contentDisposition(filename: string): string {
  const ascii =
    filename
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "_")
      .trim() || "download";
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
