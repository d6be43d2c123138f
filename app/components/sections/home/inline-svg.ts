/**
 * Prepares one of our own SVG files for inlining into the prerendered HTML (build time,
 * in a route loader): decorative (aria-hidden), sized by CSS, ids prefixed so they cannot
 * collide with other inline SVGs on the page. An inline <svg> is not an LCP candidate and
 * costs no request, unlike an <img> of the same file (docs/decisions/204-hero-backdrop-inline-svg.md).
 */
export function inlineDecorativeSvg(svg: string, idPrefix: string): string {
  const source = svg.replace(/<\?xml[^>]*>\s*/, "").trim();
  if (!source.startsWith("<svg") || /<script\b|\bon\w+=|javascript:/i.test(source)) {
    throw new Error("Only plain, script-free SVG files can be inlined");
  }
  return source
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${idPrefix}-$1"`)
    .replace(
      /^<svg\b([^>]*)>/,
      (_, attributes: string) =>
        `<svg${attributes.replace(/\s(width|height)="[^"]*"/g, "")} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">`,
    );
}
