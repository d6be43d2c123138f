import { describe, expect, it } from "vitest";
import { inventedFacts } from "../../../tests/chat-eval/facts.ts";
import { pagePointer } from "./compose.ts";

describe("pagePointer", () => {
  it("points to a page by its title", () => {
    expect(pagePointer("AWS", "/technologies/aws")).toBe("More on the [AWS](/technologies/aws) page.");
  });

  it("calls the home page what the site's links call it, so no reply names a page 'Home' the content never names (issue 10: no invented facts)", () => {
    const line = pagePointer("Home", "/");
    expect(line).toBe("More on our [home page](/).");
    expect(inventedFacts(line)).toEqual([]);
    expect(pagePointer("Home", "/#contact")).toBe("More on our [home page](/#contact).");
  });
});
