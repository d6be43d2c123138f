import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { applyHref } from "../components/sections/careers/apply-href.ts";
import { jobTitleFromQuery } from "../forms/apply/job-title.ts";
import { displayDate } from "../lib/display-date.ts";
import { openingHoursText } from "../lib/opening-hours.ts";
import { publicPaths } from "../prerender-paths.ts";
import { siteConfig } from "../site.config.ts";
import { contentEntries, contentProblems } from "./collections.ts";
import * as content from "./index.ts";
import {
  aboutPage,
  blogPosts,
  careersPage,
  caseStudies,
  companyClaims,
  contactInfo,
  contentSlugs,
  experts,
  faqCategories,
  faqItems,
  getBlogPost,
  getCaseStudy,
  getJob,
  getProject,
  getService,
  getTechnology,
  homeConsultationModal,
  homePage,
  jobs,
  minimumAge,
  parseBlogContent,
  portfolioProjects,
  privacyPolicyMeta,
  privacySections,
  retentionDays,
  serviceCards,
  serviceGroups,
  services,
  technologies,
  technologyGroups,
  techTalks,
} from "./index.ts";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

function _parseAll<T>(schema: z.ZodType<T>, items: readonly unknown[]) {
  for (const item of items) {
    const result = schema.safeParse(item);
    expect(result.success, result.success ? "" : JSON.stringify(result.error.issues, null, 2)).toBe(true);
  }
}

/** Every exported data value (not functions, not zod schemas), walked for strings. */
function allStrings(): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const [name, value] of Object.entries(content)) {
    if (typeof value === "function" || name.endsWith("Schema")) continue;
    walk(value);
  }
  return out;
}

/** Every image record ({src, width, height, alt}) in the exported data. */
function allImages(): { src: string; width: number; height: number; alt: string }[] {
  const out: { src: string; width: number; height: number; alt: string }[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const v = value as Record<string, unknown>;
      if (typeof v.src === "string" && typeof v.width === "number") {
        out.push(v as { src: string; width: number; height: number; alt: string });
      }
      Object.values(v).forEach(walk);
    }
  };
  for (const [name, value] of Object.entries(content)) {
    if (typeof value === "function" || name.endsWith("Schema")) continue;
    walk(value);
  }
  return out;
}

/** Every page the site has (the SPEC route table with the known slugs of each dynamic route). */
const knownPaths = new Set(publicPaths());
const isKnownRoute = (href: string) => knownPaths.has(href.replace(/[?#].*$/, ""));

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("every data module parses with its zod schema (the check `npm run build` starts with)", () => {
  it("issue 15: no content entry has a problem", () => {
    expect(contentProblems()).toEqual([]);
  });

  it("issue 15: every exported piece of content has a schema in the build's check", () => {
    /** The schemas' own option lists, the image size table and values derived from content. */
    const notContent = new Set([
      "iconNames",
      "portfolioCategories",
      "jobDepartments",
      "jobWorkplaces",
      "employmentTypeLabels",
      "faqCategoryNames",
      "imageSizes",
      "contentSlugs",
    ]);
    const exported = Object.entries(content)
      .filter(
        ([name, value]) => typeof value !== "function" && !name.endsWith("Schema") && !notContent.has(name),
      )
      .map(([name]) => name)
      .sort();
    expect(exported).toEqual(contentEntries.map((entry) => entry.name).sort());
  });
});

/*
 * The SPEC's counts and texts for the shipped content are pinned in spec-conformance.test.ts
 * only. The tests below hold for any content a person may write (issue 29 item 4).
 */
describe("every item has what its pages and the chat need", () => {
  it("every service has a title, a detail page, features and keywords; every service card is a service", () => {
    for (const service of services) {
      expect(publicPaths()).toContain(`/services/${service.slug}`);
      expect(getService(service.slug)).toBe(service);
    }
    for (const card of serviceCards) {
      expect(getService(card.slug)?.title).toBe(card.title);
      expect(card.href).toBe(`/services/${card.slug}`);
    }
    expect(aboutPage.services.items).toEqual(serviceCards);
  });

  it("every technology has a detail page; the dropdown groups name existing technologies", () => {
    for (const technology of technologies) {
      expect(publicPaths()).toContain(`/technologies/${technology.slug}`);
      expect(getTechnology(technology.slug)).toBe(technology);
    }
    for (const group of [...serviceGroups, ...technologyGroups])
      expect(group.slugs.length).toBeGreaterThan(0);
  });

  it("every project has a page, a card anchor of its own and a category shown on the home tabs", () => {
    for (const project of portfolioProjects) {
      expect(getProject(project.slug)).toBe(project);
      expect(homePage.portfolio.tabs).toContain(project.category);
    }
    expect(unique(portfolioProjects.map((project) => project.anchor))).toBe(true);
  });

  it("every case study is opened at its zero-based position", () => {
    caseStudies.forEach((study, index) => {
      expect(study.link).toBe(`/portfolio/case-study/${index}`);
      expect(getCaseStudy(String(index))).toBe(study);
    });
  });

  it("every blog post has an author with a title, a date shown as the page shows it, and a well-formed body", () => {
    const authors = experts.map((expert) => expert.name);
    for (const post of blogPosts) {
      expect(authors, post.slug).toContain(post.author);
      expect(post.authorTitle).toBe(experts.find((expert) => expert.name === post.author)?.title);
      expect(post.displayDate).toBe(displayDate(post.date));
      const blocks = parseBlogContent(post.content);
      expect(blocks[0]?.type).toBe("paragraph");
      expect(blocks.some((block) => block.type === "heading")).toBe(true);
      expect(getBlogPost(post.slug)).toBe(post);
    }
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("every job has a detail page, a department the careers filter offers and a working apply link", () => {
    for (const job of jobs) {
      expect(getJob(job.slug)).toBe(job);
      expect(publicPaths()).toContain(`/careers/${job.slug}`);
      expect(careersPage.openings.departments).toContain(job.department);
      const apply = applyHref(job.title);
      expect(isKnownRoute(apply)).toBe(true);
      expect(jobTitleFromQuery(new URLSearchParams(apply.split("?")[1]).get("job"))).toBe(job.title);
    }
  });

  it("TechTalk: 11-character id and a watch URL on the configured video site", () => {
    for (const talk of techTalks) {
      expect(talk.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(talk.url).toBe(`${siteConfig.videoSiteUrl}/watch?v=${talk.youtubeId}`);
      expect(talk.thumbnail.src).toMatch(/^\/images\//);
    }
  });

  it("FAQ: every category has items, the first item is in the first category, no question twice", () => {
    for (const category of faqCategories) {
      expect(faqItems.filter((item) => item.category === category).length).toBeGreaterThanOrEqual(1);
    }
    expect(faqItems[0]?.category).toBe(faqCategories[0]);
    expect(unique(faqItems.map((item) => item.question))).toBe(true);
  });

  it("no prices, fees or rates anywhere (SPEC §9)", () => {
    for (const text of allStrings()) {
      expect(text).not.toMatch(/[£$€]\s?\d|\b\d+\s?(GBP|USD|EUR)\b|per hour|hourly rate|day rate/i);
    }
  });

  it("experts have unique names", () => {
    expect(unique(experts.map((expert) => expert.name))).toBe(true);
  });

  it("company claims and the home page's claims are the site config's", () => {
    expect(companyClaims.map((claim) => claim.value)).toEqual(Object.values(siteConfig.claims));
    expect(homePage.claims).toEqual(companyClaims);
    expect(aboutPage.split.button.href).toBe("/contact");
  });

  it("contact facts come from site config, with working tel: and mailto: links", () => {
    expect(contactInfo.phone).toBe(siteConfig.contact.phone);
    expect(contactInfo.email).toBe(siteConfig.contact.email);
    expect(contactInfo.openingTimes).toEqual(siteConfig.contact.openingTimes);
    expect(contactInfo.openingHours).toBe(openingHoursText(siteConfig.contact.openingTimes));
    expect(contactInfo.headOffice).toBe(siteConfig.contact.headOffice);
    expect(contactInfo.phoneHref).toBe(`tel:${siteConfig.contact.phone.replace(/[^\d+]/g, "")}`);
    expect(contactInfo.emailHref).toBe(`mailto:${siteConfig.contact.email}`);
    expect(homeConsultationModal.emailTo).toBe(siteConfig.contact.email);
  });
});

describe("privacy policy", () => {
  it("sections are numbered 1 to n in order with unique anchor ids; updated no earlier than effective", () => {
    expect(privacySections.map((section) => section.number)).toEqual(
      privacySections.map((_, index) => index + 1),
    );
    expect(unique(privacySections.map((section) => section.id))).toBe(true);
    expect(privacyPolicyMeta.lastUpdated >= privacyPolicyMeta.effectiveDate).toBe(true);
  });

  it("states every retention period the stores use, the minimum age, the contact e-mail and the data request form", () => {
    const text = JSON.stringify(privacySections);
    for (const days of Object.values(retentionDays)) expect(text).toContain(`${days} days`);
    expect(text).toContain(`under ${minimumAge}`);
    expect(text).toContain(siteConfig.contact.email);
    const links = privacySections.flatMap((section) => section.body).filter((block) => block.type === "link");
    expect(links.map((link) => link.href)).toContain(siteConfig.dataRequestUrl);
  });
});

describe("integrity", () => {
  it("slugs are unique per entity and every dropdown slug has a page", () => {
    for (const slugs of Object.values(contentSlugs)) expect(unique(slugs)).toBe(true);
    for (const group of serviceGroups) {
      for (const slug of group.slugs) expect(contentSlugs.services).toContain(slug);
    }
    for (const group of technologyGroups) {
      for (const slug of group.slugs) expect(contentSlugs.technologies).toContain(slug);
    }
  });

  it("every internal link resolves to a route of the SPEC route table", () => {
    const hrefs = allStrings().flatMap((text) => {
      const inHtml = [...text.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "");
      return text.startsWith("/") ? [text, ...inHtml] : inHtml;
    });
    const internal = hrefs.filter((href) => href.startsWith("/") && !href.startsWith("/images/"));
    expect(internal.length).toBeGreaterThan(10);
    for (const href of internal) expect(isKnownRoute(href), href).toBe(true);
  });

  it("rich HTML uses only h3, p, ul and li", () => {
    for (const html of [...portfolioProjects.map((p) => p.details), ...caseStudies.map((c) => c.detail)]) {
      expect(content.isSafeHtml(html)).toBe(true);
    }
    expect(content.isSafeHtml('<p onclick="x">hi</p>')).toBe(false);
    expect(content.isSafeHtml("<script>alert(1)</script>")).toBe(false);
  });

  it("every image exists under public/, is a small self-contained SVG and its size matches the data", () => {
    const images = allImages();
    expect(images.length).toBeGreaterThan(40);
    for (const image of images) {
      const file = `${publicDir}${image.src}`;
      expect(existsSync(file), image.src).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(statSync(file).size, image.src).toBeLessThanOrEqual(4096);
      const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
      expect(root, image.src).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(root, image.src).toContain(`width="${image.width}"`);
      expect(root, image.src).toContain(`height="${image.height}"`);
      expect(svg, image.src).not.toMatch(/<image\b|<script\b|\bhref="(?!#)|url\((?!#)|@import/);
    }
  });

  it("every icon key of IconName is used by the content (the list holds only what we use)", () => {
    const used = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        const v = value as Record<string, unknown>;
        if (typeof v.icon === "string") used.add(v.icon);
        for (const [key, child] of Object.entries(v)) {
          if (key.endsWith("Icon") && typeof child === "string") used.add(child);
          walk(child);
        }
      }
    };
    for (const [name, value] of Object.entries(content)) {
      if (typeof value !== "function" && !name.endsWith("Schema") && name !== "iconNames") walk(value);
    }
    expect(content.iconNames.filter((icon) => !used.has(icon))).toEqual([]);
  });

  it("no placeholder copy", () => {
    for (const text of allStrings())
      expect(text).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|placeholder text/i);
  });
});

describe("lookups", () => {
  it("find every known slug and reject unknown ones", () => {
    for (const service of services) expect(getService(service.slug)).toBe(service);
    for (const technology of technologies) expect(getTechnology(technology.slug)).toBe(technology);
    for (const project of portfolioProjects) expect(getProject(project.slug)).toBe(project);
    for (const post of blogPosts) expect(getBlogPost(post.slug)).toBe(post);
    for (const job of jobs) expect(getJob(job.slug)).toBe(job);
    for (const lookup of [getService, getTechnology, getProject, getBlogPost, getJob]) {
      expect(lookup("__no-such-slug")).toBeUndefined();
      expect(lookup(undefined)).toBeUndefined();
    }
  });

  it("getCaseStudy takes the zero-based position; non-numeric or out of range gives undefined", () => {
    caseStudies.forEach((study, index) => {
      expect(getCaseStudy(String(index))).toBe(study);
    });
    for (const id of [String(caseStudies.length), "-1", "1.0", "01", "abc", "", " 1", "1e0", undefined]) {
      expect(getCaseStudy(id), String(id)).toBeUndefined();
    }
  });
});
