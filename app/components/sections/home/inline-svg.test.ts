import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineDecorativeSvg } from "./inline-svg";

describe("inlineDecorativeSvg", () => {
  it("hides the SVG from assistive tech, lets CSS size it and prefixes its ids", () => {
    const out = inlineDecorativeSvg(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 10 5"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/></svg>',
      "hero",
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 5" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="hero-g"/></defs><rect fill="url(#hero-g)"/></svg>',
    );
  });

  it("refuses anything that could run code", () => {
    expect(() => inlineDecorativeSvg('<svg onload="alert(1)"></svg>', "x")).toThrow();
    expect(() => inlineDecorativeSvg("<svg><script>alert(1)</script></svg>", "x")).toThrow();
    expect(() => inlineDecorativeSvg("<div></div>", "x")).toThrow();
  });

  it("works on the hero backdrop", () => {
    const out = inlineDecorativeSvg(readFileSync("public/images/hero/network.svg", "utf8"), "hero");
    expect(out).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(out).not.toMatch(/\sid="(?!hero-)/);
  });
});
