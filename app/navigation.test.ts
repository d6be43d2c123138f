import { headerMenus } from "virtual:header-menu";
import { describe, expect, it } from "vitest";
import { contentCollections } from "./content/content-collections.ts";
import { headerMenusOf } from "./content/header-menu.ts";
import { contentSlugs, getService, getTechnology, services, technologies } from "./content/index.ts";
import { footerNavigation, headerNavigationWith } from "./navigation.ts";

/** The header as the built site shows it: the menus the build computes from the content. */
const headerNavigation = headerNavigationWith(headerMenus);

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

  it("issue 29: the dropdowns are the content's menu groups, computed at build time", () => {
    const menus = headerMenusOf(contentCollections);
    expect(headerNavigation.find((item) => item.path === "/services")?.dropdown).toEqual(menus.services);
    expect(headerNavigation.find((item) => item.path === "/technologies")?.dropdown).toEqual(
      menus.technologies,
    );
  });

  it("issue 29: every service and technology with a menu group has exactly one dropdown entry, under that group", () => {
    const entries = headerNavigation.flatMap((item) =>
      (item.dropdown ?? []).flatMap((group) =>
        group.links.map((link) => ({ group: group.title, path: link.path })),
      ),
    );
    const listed = [
      ...services.map((service) => ({ group: service.menuGroup, path: `/services/${service.slug}` })),
      ...technologies.map((technology) => ({
        group: technology.menuGroup,
        path: `/technologies/${technology.slug}`,
      })),
    ].filter((item) => item.group !== undefined);
    expect(entries).toHaveLength(listed.length);
    for (const item of listed) expect(entries.filter((entry) => entry.path === item.path)).toEqual([item]);
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
