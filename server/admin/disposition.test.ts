// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentDisposition } from "./disposition.ts";

describe("Content-Disposition for downloads", () => {
  it("names the file in ASCII and exactly in UTF-8", () => {
    expect(contentDisposition("CV.pdf")).toBe(`attachment; filename="CV.pdf"; filename*=UTF-8''CV.pdf`);
    expect(contentDisposition("Zoë Müller (2026).pdf")).toBe(
      `attachment; filename="Zoe Muller (2026).pdf"; filename*=UTF-8''Zo%C3%AB%20M%C3%BCller%20%282026%29.pdf`,
    );
  });

  it("never lets quotes, backslashes or line breaks into the header", () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"').length).toBe(3);
    expect(contentDisposition("日本語.txt")).toMatch(
      /^attachment; filename="\.txt"; filename\*=UTF-8''%E6%97%A5/,
    );
    expect(contentDisposition("日本語")).toMatch(/^attachment; filename="download";/);
  });
});
