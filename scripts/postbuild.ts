/**
 * After `react-router build`: write sitemap.xml and robots.txt from the same path list the
 * prerender used, inline each page's critical CSS (scripts/critical-css.ts), then store brotli and gzip copies of every compressible file so the
 * server never compresses at request time.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { publicPaths } from "../app/prerender-paths.ts";
import { siteConfig } from "../app/site.config.ts";
import { inlineCriticalCss } from "./critical-css.ts";
import { deferHydration } from "./defer-hydration.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { charactersMissingFromCut } from "./subset-font.ts";

const clientDir = path.resolve("build/client");
/** The admin screens' own bundle (vite.admin.config.ts), served under /admin. */
const adminDir = path.resolve("build/admin");
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|map)$/;
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function precompress(file: string) {
  const source = await readFile(file);
  if (source.byteLength < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  if (br.byteLength < source.byteLength) await writeFile(`${file}.br`, br);
  if (gz.byteLength < source.byteLength) await writeFile(`${file}.gz`, gz);
}

async function main() {
  await stat(clientDir);
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(siteConfig.siteUrl, publicPaths()));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(siteConfig.siteUrl));

  // First paint (docs/decisions/701): each page's critical CSS inlined, and its scripts loaded
  // after the first paint. NO_CRITICAL_CSS=1 and EAGER_HYDRATION=1 build without them, to
  // measure what each one does.
  const pagesWithCriticalCss = process.env.NO_CRITICAL_CSS ? 0 : await inlineCriticalCss(clientDir);
  const pagesDeferred = process.env.EAGER_HYDRATION ? 0 : await deferHydration(clientDir);

  const entries = await readdir(clientDir, { recursive: true });
  const pages = entries.filter((entry) => entry.endsWith(".html"));
  for (const page of pages) {
    const missing = await charactersMissingFromCut(await readFile(path.join(clientDir, page), "utf8"));
    if (missing.length > 0) {
      throw new Error(
        `${page} uses ${missing.join(" ")}, which the site's font cut lacks (scripts/subset-font.ts)`,
      );
    }
  }
  const adminEntries = await readdir(adminDir, { recursive: true }).catch(() => [] as string[]);
  const files = [
    ...entries.map((entry) => path.join(clientDir, entry)),
    ...adminEntries.map((entry) => path.join(adminDir, entry)),
  ].filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(files.map(precompress));
  console.log(
    `postbuild: sitemap with ${publicPaths().length} URLs, ${files.length} files precompressed, critical CSS inlined in ${pagesWithCriticalCss} pages, hydration after first paint in ${pagesDeferred}`,
  );
}

if (import.meta.main) await main();
