// @vitest-environment node
import { describe, expect, it } from "vitest";
import { attributionPart, attributionSchema, isSitePath } from "./attribution.ts";
import { zodFieldErrors } from "./field-errors.ts";
import { ATTRIBUTION_FIELDS } from "./lead-metadata.ts";

// Issue 13 acceptance: "attribution fields validated (length-capped, URL-checked) and stored, bad input → clear 4xx".
describe("attribution schema", () => {
  it("accepts same-site paths, a host name and campaign tags, trimmed", () => {
    const parsed = attributionSchema.parse({
      sourcePage: " /services/ai-agents ",
      landingPage: "/blog/%C3%A9t%C3%A9",
      referrerHost: "news.ycombinator.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "Autumn 2026 – launch",
    });
    expect(parsed).toEqual({
      sourcePage: "/services/ai-agents",
      landingPage: "/blog/%C3%A9t%C3%A9",
      referrerHost: "news.ycombinator.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "Autumn 2026 – launch",
    });
  });

  it("treats missing and empty values as not known", () => {
    expect(attributionSchema.parse({})).toEqual({});
    expect(attributionSchema.parse({ sourcePage: "", utmSource: "   " })).toEqual({});
  });

  it.each([
    "https://elsewhere.example/",
    "//elsewhere.example/x",
    "/\\elsewhere.example",
    "services",
    "/a b",
    "/contact?email=a@example.com",
    "/page#top",
    "/tab\tseparated",
  ])("refuses %j as a page: only a path on this site", (value) => {
    expect(isSitePath(value)).toBe(false);
    const result = attributionSchema.safeParse({ landingPage: value });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toEqual({
        landingPage: "Landing page must be a path on this site, such as /services",
      });
    }
  });

  it("refuses a referrer that is an address rather than a host name", () => {
    const result = attributionSchema.safeParse({ referrerHost: "https://www.google.com/" });
    expect(result.success ? {} : zodFieldErrors(result.error)).toEqual({
      referrerHost: "Referred by (site) must be a host name, such as www.example.com",
    });
  });

  it("caps every value at its length, naming the limit", () => {
    for (const field of ATTRIBUTION_FIELDS) {
      const tooLong = field.key.endsWith("Page")
        ? `/${"a".repeat(field.maxLength)}`
        : field.key === "referrerHost"
          ? `${"a.".repeat(127)}com`
          : "a".repeat(field.maxLength + 1);
      const result = attributionSchema.safeParse({ [field.key]: tooLong });
      expect(result.success, field.key).toBe(false);
      if (!result.success) {
        expect(zodFieldErrors(result.error)[field.key]).toBe(
          `${field.label} must be at most ${field.maxLength} characters`,
        );
      }
    }
  });

  it("refuses control characters in a campaign tag", () => {
    expect(attributionSchema.safeParse({ utmCampaign: "a\nb" }).success).toBe(false);
  });

  it("reads only attribution keys from a posted body", () => {
    expect(attributionPart({ name: "Ada", sourcePage: "/x", utmSource: 1 })).toEqual({
      sourcePage: "/x",
      utmSource: 1,
    });
    expect(attributionPart(null)).toEqual({});
  });
});
