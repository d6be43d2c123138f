/**
 * The site's own cut of Inter (issue 11, docs/decisions/703): only the characters the site's
 * text uses and the weights its styles use, so the one font file a page needs (preloaded, see
 * scripts/critical-css.ts) is about half the size of the full Latin file.
 * Runs before the build (and `npm run dev`); writes app/fonts/generated/, which is not in git
 * because it follows from app/ and the installed font.
 *
 * The characters: printable ASCII (visitors type into the chat and forms, and the server's
 * replies can hold any of it), common typography, and every other character written anywhere in
 * app/. A character outside the cut still shows in Inter: the generated stylesheet declares
 * all of @fontsource-variable/inter's faces too, with the full Latin face narrowed to the Latin
 * characters the cut lacks. The ranges must not overlap: while the cut loads, Chromium also
 * fetches any other face whose range covers the same characters.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const SOURCE_FONT = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const SOURCE_CSS = "node_modules/@fontsource-variable/inter/wght.css";
const OUTPUT_DIR = path.resolve("app/fonts/generated");
/** font-normal (400) to font-extrabold (800): the weights app/ uses. */
export const WEIGHT_RANGE = { min: 400, max: 800 } as const;
/** Common typography, and the no-break space React writes for &nbsp;. */
const TYPOGRAPHY = "‘’“”–—…•·©®™€£→←×\u00a0";
const SOURCE_FILE = /\.(ts|tsx|md|css|json)$/;

function printableAscii(): string {
  let text = "";
  for (let code = 0x20; code < 0x7f; code += 1) text += String.fromCharCode(code);
  return text;
}

/** The code point ranges of a CSS unicode-range value ("U+0000-00FF,U+0131"). */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const [start = "0", end] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(start, 16), Number.parseInt(end ?? start, 16)];
  });
}

/** The ranges the source file covers, as its own @font-face rule declares them. */
async function sourceFontRanges(): Promise<[number, number][]> {
  const css = await readFile(SOURCE_CSS, "utf8");
  const face = css.split("@font-face").find((rule) => rule.includes(path.basename(SOURCE_FONT)));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`no unicode-range for ${SOURCE_FONT} in ${SOURCE_CSS}`);
  return parseUnicodeRange(range);
}

/** Every character the subset holds (of those the source file has), sorted, without repeats. */
export async function siteCharacters(
  appDir: string,
  fontRanges: readonly [number, number][],
): Promise<string[]> {
  const characters = new Set<string>([...printableAscii(), ...TYPOGRAPHY]);
  const files = (await readdir(appDir, { recursive: true })).filter(
    (file) => SOURCE_FILE.test(file) && !file.startsWith(`fonts${path.sep}generated`),
  );
  for (const file of files) {
    for (const character of await readFile(path.join(appDir, file), "utf8")) {
      if ((character.codePointAt(0) ?? 0) >= 0xa0) characters.add(character);
    }
  }
  const inFont = (code: number) => fontRanges.some(([start, end]) => code >= start && code <= end);
  return [...characters]
    .map((character) => character.codePointAt(0) ?? 0)
    .filter(inFont)
    .sort((a, b) => a - b)
    .map((code) => String.fromCodePoint(code));
}

/** A sorted list of code points as inclusive [start, end] runs. */
function runs(codes: readonly number[]): [number, number][] {
  const result: [number, number][] = [];
  for (const code of codes) {
    const last = result.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else result.push([code, code]);
  }
  return result;
}

/** The CSS unicode-range of inclusive runs (U+20-7E, U+A0). */
export function formatUnicodeRange(ranges: readonly [number, number][]): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(", ");
}

/** The unicode-range of a sorted list of characters, with runs folded. */
export function unicodeRange(characters: readonly string[]): string {
  return formatUnicodeRange(runs(characters.map((character) => character.codePointAt(0) ?? 0)));
}

/** `ranges` without the code points of `characters`. */
export function subtractCharacters(
  ranges: readonly [number, number][],
  characters: readonly string[],
): string {
  const removed = new Set(characters.map((character) => character.codePointAt(0) ?? 0));
  const kept: [number, number][] = [];
  for (const [start, end] of ranges) {
    let runStart: number | null = null;
    for (let code = start; code <= end + 1; code += 1) {
      const keep = code <= end && !removed.has(code);
      if (keep && runStart === null) runStart = code;
      if (!keep && runStart !== null) {
        kept.push([runStart, code - 1]);
        runStart = null;
      }
    }
  }
  return formatUnicodeRange(kept);
}

/**
 * The stylesheet of all Inter faces: fontsource's, with file URLs relative to `outputDir` and
 * the full Latin face narrowed, then the cut. The cut keeps fontsource's descriptors (weight
 * 100 900) so that all faces form one family that unicode-range splits.
 * font-display: optional for the cut, not swap: a late font never replaces the fallback on a page
 * already drawn, so text cannot re-wrap under the reader (CLS 0; a swap re-wrapped the hero of
 * /technologies/pwa). The font is cached for the next page.
 */
export function fontFacesCss(
  fontsourceCss: string,
  fontsourceDir: string,
  outputDir: string,
  cutFileName: string,
  characters: readonly string[],
): string {
  const latinFile = path.basename(SOURCE_FONT);
  const faces = fontsourceCss.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const rewritten = faces.map((face) => {
    const relocated = face.replace(/url\(\.\/([^)]+)\)/g, (_, file: string) => {
      const relative = path.relative(outputDir, path.join(fontsourceDir, file)).split(path.sep).join("/");
      return `url("${relative}")`;
    });
    if (!face.includes(latinFile)) return relocated;
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? "";
    // Control characters have no glyphs; a pre's line breaks must not fetch the full face either.
    const controls = [...Array(0x20).keys(), ...Array.from({ length: 0x21 }, (_, index) => 0x7f + index)];
    const narrowed = [...characters, ...controls.map((code) => String.fromCharCode(code))];
    return relocated.replace(range, subtractCharacters(parseUnicodeRange(range), narrowed));
  });
  return `/* Generated by scripts/subset-font.ts from @fontsource-variable/inter: do not edit. */
${rewritten.join("\n")}
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url("./${cutFileName}") format("woff2");
  unicode-range: ${unicodeRange(characters)};
}
`;
}

/**
 * Characters of the prerendered pages that the full Latin face has and the cut lacks: each
 * would make a page download the full 48 KB file as well. postbuild.ts fails the build on any.
 */
export async function charactersMissingFromCut(html: string): Promise<string[]> {
  const css = await readFile(path.join(OUTPUT_DIR, "inter.css"), "utf8");
  const cut = parseUnicodeRange(/unicode-range:\s*([^;]+);\s*\}\s*$/.exec(css)?.[1] ?? "");
  const full = await sourceFontRanges();
  const within = (ranges: readonly [number, number][], code: number) =>
    ranges.some(([start, end]) => code >= start && code <= end);
  const text = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, "").replace(/<[^>]+>/g, "");
  const missing = new Set<string>();
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code > 0x20 && within(full, code) && !within(cut, code)) missing.add(character);
  }
  return [...missing];
}

async function main() {
  const characters = await siteCharacters(path.resolve("app"), await sourceFontRanges());
  const font = await subsetFont(await readFile(SOURCE_FONT), characters.join(""), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHT_RANGE },
  });
  await mkdir(OUTPUT_DIR, { recursive: true });
  const fileName = "inter-site.woff2";
  await writeFile(path.join(OUTPUT_DIR, fileName), font);
  const fontsourceCss = await readFile(SOURCE_CSS, "utf8");
  const css = fontFacesCss(
    fontsourceCss,
    path.dirname(path.resolve(SOURCE_CSS)),
    OUTPUT_DIR,
    fileName,
    characters,
  );
  await writeFile(path.join(OUTPUT_DIR, "inter.css"), css);
  console.log(`subset-font: ${characters.length} characters, ${(font.byteLength / 1024).toFixed(1)} KB`);
}

if (import.meta.main) await main();
