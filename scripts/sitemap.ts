/**
 * sitemap.xml and robots.txt, written by the build (postbuild.ts) from the same list of
 * pages the prerender used (app/prerender-paths.ts), so new content is listed by itself.
 */

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map((pagePath) => `  <url><loc>${new URL(pagePath, `${siteUrl}/`).toString()}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
