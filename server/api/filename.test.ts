// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sanitizeFilename } from "./filename.ts";

describe("sanitizeFilename", () => {
  it("keeps an ordinary name", () => {
    expect(sanitizeFilename("Ada Lovelace CV.pdf", [".pdf"])).toBe("Ada Lovelace CV.pdf");
    expect(sanitizeFilename("Résumé-2025 (final).docx", [".docx"])).toBe("Résumé-2025 (final).docx");
  });

  it("drops directories from either separator", () => {
    expect(sanitizeFilename("../../etc/passwd.pdf", [".pdf"])).toBe("passwd.pdf");
    expect(sanitizeFilename("C:\\Users\\ada\\cv.pdf", [".pdf"])).toBe("cv.pdf");
  });

  it("removes control and bidi-override characters that disguise an extension", () => {
    expect(sanitizeFilename("cv\u202Efdp.exe", [".pdf"])).toBe("cvfdp.exe.pdf");
    expect(sanitizeFilename("a\u0000b\nc.txt", [".txt"])).toBe("abc.txt");
  });

  it("replaces shell and HTML metacharacters", () => {
    expect(sanitizeFilename('<img src=x onerror="1">;rm -rf.pdf', [".pdf"])).toBe(
      "_img src_x onerror_1_rm -rf.pdf",
    );
  });

  it("makes the extension match the detected content", () => {
    expect(sanitizeFilename("cv.pdf", [".txt"])).toBe("cv.pdf.txt");
    expect(sanitizeFilename("photo.JPEG", [".jpg", ".jpeg"])).toBe("photo.JPEG");
  });

  it("falls back to a neutral name and bounds the length", () => {
    expect(sanitizeFilename("...", [".pdf"], "resume")).toBe("resume.pdf");
    expect(sanitizeFilename("", [".txt"], "document")).toBe("document.txt");
    const long = sanitizeFilename(`${"a".repeat(500)}.pdf`, [".pdf"]);
    expect(long.length).toBe(120);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});
