import { describe, expect, it } from "vitest";
import { splitTechnologyName } from "./hero-title";

describe('SPEC §2 Technologies: "first word plain, the rest highlighted; if the name is one word, the subtitle is highlighted"', () => {
  it("splits a multi-word name after the first word", () => {
    expect(splitTechnologyName("Progressive Web Apps")).toEqual({
      kind: "split",
      plain: "Progressive",
      highlighted: "Web Apps",
    });
    expect(splitTechnologyName("React Native")).toEqual({
      kind: "split",
      plain: "React",
      highlighted: "Native",
    });
  });

  it("keeps a one-word name whole (the subtitle is highlighted instead)", () => {
    expect(splitTechnologyName("Node.js")).toEqual({ kind: "single", plain: "Node.js" });
    expect(splitTechnologyName("  Python ")).toEqual({ kind: "single", plain: "Python" });
  });

  it("collapses runs of whitespace between words", () => {
    expect(splitTechnologyName("AI   Console")).toEqual({
      kind: "split",
      plain: "AI",
      highlighted: "Console",
    });
  });
});
