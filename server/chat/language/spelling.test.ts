// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createSpeller, withinOneEdit } from "./spelling.ts";

/** A made-up content vocabulary: each word and how often the content uses it. */
const spell = createSpeller(
  new Map([
    ["remote", 6],
    ["quote", 12],
    ["invoice", 3],
    ["clients", 25],
    ["see", 40],
    ["whether", 4],
  ]),
);

describe("typing slips mended before a message is read", () => {
  it("mends a non-word one slip from a content word: a swap, a missing or an extra letter", () => {
    expect(spell("are the jobs remoet?")).toBe("are the jobs remote?");
    expect(spell("i want a quoet")).toBe("i want a quote");
    expect(spell("can you automate invoce processing")).toBe("can you automate invoice processing");
  });

  it("spells out chat shorthand and mends short slips only into function words", () => {
    expect(spell("wher r u based")).toBe("where are you based");
    expect(spell("i wnt to know")).toBe("i want to know");
    // "seo" is one letter from "see", which the content uses often; a three-letter word is left alone.
    expect(spell("do you do SEO?")).toBe("do you do seo?");
  });

  it("leaves a real English word alone unless it is a rare word one letter short of a common content word", () => {
    expect(spell("what is the weather like")).toBe("what is the weather like");
    expect(spell("how many clints have you had")).toBe("how many clients have you had");
  });

  it("counts one slip as one edit, transpositions included", () => {
    expect(withinOneEdit("remoet", "remote")).toBe(true);
    expect(withinOneEdit("remotes", "remote")).toBe(true);
    expect(withinOneEdit("rmoet", "remote")).toBe(false);
    expect(withinOneEdit("abc", "abd")).toBe(false);
    expect(withinOneEdit("abc", "abd", 3)).toBe(true);
  });
});
