// @vitest-environment node
import { describe, expect, it } from "vitest";
import { jobTitleFromQuery } from "./job-title";

describe("jobTitleFromQuery (the careers pages link Apply Now as /apply?job=<title>)", () => {
  it("takes the title as given, whitespace tidied", () => {
    expect(jobTitleFromQuery("Machine Learning Engineer")).toBe("Machine Learning Engineer");
    expect(jobTitleFromQuery("  Frontend \n  Developer ")).toBe("Frontend Developer");
  });

  it('gives null (→ SPEC §3 default "a position") for a missing or blank value', () => {
    expect(jobTitleFromQuery(null)).toBeNull();
    expect(jobTitleFromQuery("   ")).toBeNull();
  });

  it("caps the length at what the API accepts", () => {
    expect(jobTitleFromQuery("x".repeat(500))).toHaveLength(200);
  });
});
