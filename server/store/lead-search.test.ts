// @vitest-environment node
import { describe, expect, it } from "vitest";
import { containsPattern, leadSearchText, searchTerms } from "./lead-search.ts";

describe("lead search text", () => {
  it("holds the visible values, never the field names, lower-cased with Unicode rules", () => {
    const text = leadSearchText({
      name: "ZOË Müller",
      email: "Zoe@Example.com",
      payload: { requirements: "KI-Projekt", nested: { list: ["Ⅻ", 42] }, nda: true },
      notes: "Called İstanbul office",
      filenames: ["Brief.PDF"],
    });
    expect(text).toContain("zoë müller");
    expect(text).toContain("zoe@example.com");
    expect(text).toContain("ki-projekt");
    expect(text).toContain("42");
    expect(text).toContain("xii"); // NFKC turns the Roman numeral into letters
    expect(text).toContain("brief.pdf");
    expect(text).not.toContain("requirements");
    expect(text).not.toContain("true");
  });

  it("splits a query into at most eight normalised words", () => {
    expect(searchTerms("  Ada   LOVELACE ")).toEqual(["ada", "lovelace"]);
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });

  it("escapes LIKE wildcards so they match themselves", () => {
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("c:\\dir")).toBe("%c:\\\\dir%");
  });
});
