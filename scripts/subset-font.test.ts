// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fontFacesCss, parseUnicodeRange, subtractCharacters, unicodeRange } from "./subset-font.ts";

const fontsourceCss = `/* inter-latin-ext-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-display: swap;
  font-weight: 100 900;
  src: url(./files/inter-latin-ext-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0100-02BA;
}
/* inter-latin-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-display: swap;
  font-weight: 100 900;
  src: url(./files/inter-latin-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF,U+2000-206F;
}`;

describe("the site's cut of Inter (ADR 703)", () => {
  it("folds runs of characters into a unicode-range", () => {
    expect(unicodeRange(["a", "b", "c", "x", "–"])).toBe("U+61-63, U+78, U+2013");
    expect(parseUnicodeRange("U+0000-00FF,U+2013")).toEqual([
      [0, 0xff],
      [0x2013, 0x2013],
    ]);
  });

  it("takes characters out of ranges", () => {
    expect(subtractCharacters([[0x61, 0x66]], ["a", "c", "d"])).toBe("U+62, U+65-66");
    expect(subtractCharacters([[0x61, 0x62]], ["a", "b"])).toBe("");
  });

  it("narrows the full Latin face to what the cut lacks, so no character has two faces", () => {
    const characters = [..."abc", "–"];
    const css = fontFacesCss(
      fontsourceCss,
      "/repo/node_modules/inter",
      "/repo/app/fonts/generated",
      "cut.woff2",
      characters,
    );
    const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((match) =>
      parseUnicodeRange(match[1] ?? ""),
    );
    const [, latin, cut] = ranges;
    const covers = (list: [number, number][] | undefined, code: number) =>
      (list ?? []).some(([start, end]) => code >= start && code <= end);
    for (const character of characters) {
      const code = character.codePointAt(0) ?? 0;
      expect(covers(cut, code)).toBe(true);
      expect(covers(latin, code)).toBe(false);
    }
    expect(covers(latin, "é".codePointAt(0) ?? 0)).toBe(true);
    // No glyphs for control characters: a line break must not fetch the full face.
    expect(covers(latin, 0x0a)).toBe(false);
  });

  it("declares the cut last, with fontsource's weight range, font-display optional, and file URLs that resolve", () => {
    const css = fontFacesCss(
      fontsourceCss,
      "/repo/node_modules/inter",
      "/repo/app/fonts/generated",
      "cut.woff2",
      ["a"],
    );
    expect(css).toContain('url("../../../node_modules/inter/files/inter-latin-wght-normal.woff2")');
    const cut = css.slice(css.lastIndexOf("@font-face"));
    expect(cut).toContain('url("./cut.woff2")');
    expect(cut).toContain("font-weight: 100 900;");
    expect(cut).toContain("font-display: optional;");
  });
});
