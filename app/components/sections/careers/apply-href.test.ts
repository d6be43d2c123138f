import { describe, expect, it } from "vitest";
import { applyHref } from "./apply-href";

describe('SPEC §2 Careers: "an Apply Now link to /apply that carries the job title"', () => {
  it("puts the title in the job parameter, encoded", () => {
    expect(applyHref("Machine Learning Engineer")).toBe("/apply?job=Machine+Learning+Engineer");
    const url = new URL(applyHref("R&D Lead / AI"), "https://example.test");
    expect(url.pathname).toBe("/apply");
    expect(url.searchParams.get("job")).toBe("R&D Lead / AI");
  });
});
