import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it("writes bytes, KB and MB with one decimal", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(12_595)).toBe("12.3 KB");
    expect(formatFileSize(4 * 1024 * 1024)).toBe("4.0 MB");
    expect(formatFileSize(10 * 1024 * 1024 - 1)).toBe("10.0 MB");
  });
});
