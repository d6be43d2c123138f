// @vitest-environment node
import { describe, expect, it } from "vitest";
import { files } from "../../tests/integration/helpers/fixtures.ts";
import { detectFileKind } from "./file-kind.ts";

describe("detectFileKind decides by content", () => {
  it.each([
    ["pdf", files.pdf()],
    ["png", files.png()],
    ["jpeg", files.jpeg()],
    ["doc", files.doc()],
    ["docx", files.docx()],
    ["xlsx", files.xlsx()],
    ["pptx", files.pptx()],
    ["odt", files.odt()],
    ["zip", files.zip()],
    ["rtf", files.rtf()],
    ["txt", files.txt()],
  ] as const)("recognises %s", async (kind, bytes) => {
    expect((await detectFileKind(bytes))?.kind).toBe(kind);
  });

  it("recognises RTF by its {\\rtf prefix and plain text as UTF-8 without NUL bytes", async () => {
    expect((await detectFileKind(Buffer.from("{\\rtf1 x}")))?.kind).toBe("rtf");
    expect((await detectFileKind(Buffer.from("plain words")))?.contentType).toBe("text/plain; charset=utf-8");
  });

  it.each([
    ["a Windows executable", files.exe()],
    ["binary junk", files.binaryJunk()],
    ["invalid UTF-8", Buffer.from([0x48, 0x69, 0xc3, 0x28])],
    ["an empty file", Buffer.alloc(0)],
  ])("rejects %s", async (_label, bytes) => {
    expect(await detectFileKind(bytes)).toBeUndefined();
  });
});
