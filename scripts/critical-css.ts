/**
 * First paint without waiting for the stylesheet (issue 11, docs/decisions/701): every
 * prerendered page gets the rules it uses inlined in a <style> in its head, and its stylesheet
 * link gets media="print", so it loads without blocking the first paint; once the page has
 * hydrated, app/lib/full-stylesheet.ts appends an all-media copy (the rules of dialogs and
 * widgets that are not in the prerendered HTML). Beasties decides which rules a page uses;
 * the server allows the inline style by its hash (server/site/inline-style-hashes.ts).
 *
 * The HTML is changed by string insertion, not re-serialised, so React hydrates exactly the
 * markup it rendered: an extra <style> in <head> is skipped by hydration, and attributes are
 * not compared in production.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import Beasties from "beasties";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/;

const FONT_FACE = /@font-face\{[^}]*\}/g;
const fontFaceCache = new Map<string, Promise<string>>();

/** Every @font-face rule of a stylesheet: unicode ranges decide which files a page loads. */
function fontFacesOf(stylesheet: string): Promise<string> {
  let faces = fontFaceCache.get(stylesheet);
  if (!faces) {
    faces = readFile(stylesheet, "utf8").then((css) => (css.match(FONT_FACE) ?? []).join(""));
    fontFaceCache.set(stylesheet, faces);
  }
  return faces;
}

/**
 * A preload of the face with font-display: optional (the site's cut of Inter, ADR 703): with
 * it, the browser waits up to 100 ms for the font before the first paint instead of drawing
 * the fallback at once, so a visitor on a good connection sees Inter from the start.
 */
export function fontPreload(fontFaces: string): string {
  const optional = fontFaces.match(FONT_FACE)?.find((face) => /font-display:\s*optional/.test(face));
  const url = optional && /url\(([^)]+)\)/.exec(optional)?.[1]?.replace(/^["']|["']$/g, "");
  return url ? `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin=""/>` : "";
}

export async function inlineCriticalCss(clientDir: string): Promise<number> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    keyframes: "critical",
    // The @font-face rules are added below: the families are named through a custom
    // property, which Beasties does not follow.
    fonts: false,
    compress: true,
    logLevel: "warn",
  });
  const entries = await readdir(clientDir, { recursive: true });
  const pages = entries.filter((entry) => entry.endsWith(".html"));
  let changed = 0;
  const inlinedEverywhere = new Map<string, boolean>();
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const html = await readFile(file, "utf8");
    const link = STYLESHEET_LINK.exec(html);
    if (!link?.[1]) continue;
    const stylesheet = path.join(clientDir, link[1]);
    const fontFaces = await fontFacesOf(stylesheet);
    const processed = await beasties.process(html);
    const critical = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
    inlinedEverywhere.set(stylesheet, (inlinedEverywhere.get(stylesheet) ?? true) && Boolean(critical));
    if (!critical) continue;
    const deferredLink = link[0].replace("/>", ' media="print"/>');
    const head = `${fontPreload(fontFaces)}<style>${fontFaces}${critical}</style>${deferredLink}`;
    await writeFile(file, html.replace(link[0], head));
    changed += 1;
  }
  // The faces now live in each page's head. Left in the stylesheet too, they would be declared a
  // second time once it applies (after hydration): the browser treats those as new faces and,
  // with the font cached by then, redraws text the first paint drew in the fallback (a shift;
  // CLS 0.174 on /technologies/pwa). Only when every page that links the stylesheet has them.
  for (const [stylesheet, everywhere] of inlinedEverywhere) {
    if (everywhere) await writeFile(stylesheet, (await readFile(stylesheet, "utf8")).replace(FONT_FACE, ""));
  }
  return changed;
}
