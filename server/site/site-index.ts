import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pageContentSecurityPolicy } from "../security-headers.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { inlineStyleHashes } from "./inline-style-hashes.ts";

export type SitePage = { file: string; contentSecurityPolicy: string };

/**
 * What the build produced, read once at start: every file (so a request is answered
 * without touching the disk to find out whether something exists) and, for every HTML
 * page, its Content-Security-Policy with the hashes of its own inline scripts.
 */
export type SiteIndex = {
  root: string;
  files: Set<string>;
  pages: Map<string, SitePage>;
};

const COMPRESSED_COPY = /\.(br|gz)$/;

export async function indexSite(root: string): Promise<SiteIndex> {
  const files = new Set<string>();
  const pages = new Map<string, SitePage>();
  let entries: Dirent[] = [];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (COMPRESSED_COPY.test(file)) continue;
    files.add(file);
  }
  await Promise.all(
    [...files]
      .filter((file) => file.endsWith(".html"))
      .map(async (file) => {
        const html = await readFile(path.join(root, file), "utf8");
        pages.set(file, {
          file,
          contentSecurityPolicy: pageContentSecurityPolicy(inlineScriptHashes(html), inlineStyleHashes(html)),
        });
      }),
  );
  return { root, files, pages };
}

/** "/" → "index.html", "/blog/post" → "blog/post/index.html". */
export function pageFileFor(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "index.html" : `${trimmed}/index.html`;
}
