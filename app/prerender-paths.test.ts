import { describe, expect, it } from "vitest";
import { contentSlugs } from "./content/index.ts";
import {
  NOT_FOUND_SLUG,
  notFoundPathFor,
  prerenderPaths,
  publicPaths,
  SITE_NOT_FOUND_PATH,
} from "./prerender-paths.ts";

describe("prerendered paths", () => {
  it("cover the SPEC §2 route table and every known slug from app/content", () => {
    const paths = publicPaths();
    for (const fixed of [
      "/",
      "/about",
      "/services",
      "/technologies",
      "/portfolio",
      "/blog",
      "/faq",
      "/careers",
      "/apply",
      "/contact",
      "/privacy-policy",
    ]) {
      expect(paths).toContain(fixed);
    }
    for (const slug of contentSlugs.services) expect(paths).toContain(`/services/${slug}`);
    for (const slug of contentSlugs.technologies) expect(paths).toContain(`/technologies/${slug}`);
    for (const slug of contentSlugs.portfolio) expect(paths).toContain(`/portfolio/${slug}`);
    for (const id of contentSlugs.caseStudies) expect(paths).toContain(`/portfolio/case-study/${id}`);
    for (const slug of contentSlugs.blog) expect(paths).toContain(`/blog/${slug}`);
    for (const slug of contentSlugs.careers) expect(paths).toContain(`/careers/${slug}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("public paths never include the reserved not-found pages, which are still prerendered", () => {
    expect(publicPaths().some((path) => path.includes(NOT_FOUND_SLUG))).toBe(false);
    expect(prerenderPaths()).toContain(SITE_NOT_FOUND_PATH);
    expect(prerenderPaths()).toContain(`/blog/${NOT_FOUND_SLUG}`);
  });

  it("maps an unknown path to its route's not-found screen", () => {
    expect(notFoundPathFor("/blog/nope")).toBe(`/blog/${NOT_FOUND_SLUG}`);
    expect(notFoundPathFor("/portfolio/case-study/9")).toBe(`/portfolio/case-study/${NOT_FOUND_SLUG}`);
    expect(notFoundPathFor("/portfolio/nope")).toBe(`/portfolio/${NOT_FOUND_SLUG}`);
    expect(notFoundPathFor("/services/a/b")).toBe(SITE_NOT_FOUND_PATH);
    expect(notFoundPathFor("/nowhere")).toBe(SITE_NOT_FOUND_PATH);
    expect(notFoundPathFor("/blog/")).toBe(SITE_NOT_FOUND_PATH);
  });
});
