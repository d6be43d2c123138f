import { describe, expect, it } from "vitest";
import { contentSlugs, getService, getTechnology } from "./content/index.ts";
import { footerNavigation, headerNavigation } from "./navigation.ts";

describe("navigation", () => {
  it("SPEC §2 Header: links in order About, Services, Technologies, Portfolio, Blog/TechTalks, Careers, Contact (as a button)", () => {
    expect(headerNavigation.map((item) => item.path)).toEqual([
      "/about",
      "/services",
      "/technologies",
      "/portfolio",
      "/blog",
      "/careers",
      "/contact",
    ]);
    expect(headerNavigation.find((item) => item.path === "/blog")?.name).toBe("Blog/TechTalks");
    expect(headerNavigation.filter((item) => item.isButton).map((item) => item.path)).toEqual(["/contact"]);
  });

  it("SPEC §2 Services dropdown: Software Development and Solutions groups", () => {
    const groups = headerNavigation.find((item) => item.path === "/services")?.dropdown ?? [];
    expect(groups.map((group) => [group.title, group.links.map((link) => link.path)])).toEqual([
      [
        "Software Development",
        ["/services/ai-product-dev", "/services/blockchain-product-dev", "/services/web-mobile-dev"],
      ],
      ["Solutions", ["/services/ai-automation", "/services/white-label-ai", "/services/custom-gpt"]],
    ]);
  });

  it("SPEC §2 Technologies dropdown: Backend, Frontend, Mobile, AI with their slugs", () => {
    const groups = headerNavigation.find((item) => item.path === "/technologies")?.dropdown ?? [];
    const slugs = (paths: string[]) => paths.map((slug) => `/technologies/${slug}`);
    expect(groups.map((group) => [group.title, group.links.map((link) => link.path)])).toEqual([
      ["Backend", slugs(["python", "nodejs", "django", "langchain", "aws", "solidity"])],
      ["Frontend", slugs(["reactjs", "angular", "vuejs"])],
      ["Mobile", slugs(["flutter", "reactnative", "pwa", "kotlin"])],
      ["AI", slugs(["openai", "aiconsole", "seachat"])],
    ]);
  });

  it("every dropdown link points at existing content and carries its content name", () => {
    for (const item of headerNavigation) {
      for (const link of item.dropdown?.flatMap((group) => group.links) ?? []) {
        const slug = link.path.split("/").at(-1) ?? "";
        if (link.path.startsWith("/services/")) {
          expect(contentSlugs.services).toContain(slug);
          expect(getService(slug)?.title).toBe(link.name);
        } else {
          expect(contentSlugs.technologies).toContain(slug);
          expect(getTechnology(slug)?.name).toBe(link.name);
        }
      }
    }
  });

  it("SPEC §2 Footer: internal links /about, /services, /blog, /faq, /contact, /privacy-policy", () => {
    expect(footerNavigation.map((link) => link.path)).toEqual([
      "/about",
      "/services",
      "/blog",
      "/faq",
      "/contact",
      "/privacy-policy",
    ]);
  });
});
