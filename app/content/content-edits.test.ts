/**
 * Issue 29 item 4: "A content edit touches only content. … the header's dropdowns, the chat,
 * the sitemap and structured data follow." Ordinary edits of a marketing week are applied
 * to an in-memory copy of the content; what the site derives from it (the header's
 * dropdowns, the sitemap's pages, the structured data, the hours line) must follow, and the
 * edited items must pass the build's checks, with no edit anywhere else.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sitemapXml } from "../../scripts/sitemap.ts";
import { type OpeningTime, openingHoursSpecification, openingHoursText } from "../lib/opening-hours.ts";
import { contactPointJsonLd, jobPostingJsonLd } from "../lib/structured-data.ts";
import { publicPathsOf } from "../prerender-paths.ts";
import { siteConfig } from "../site.config.ts";
import { type ContentCollections, contentCollections } from "./content-collections.ts";
import { contentLinkProblems } from "./content-links.ts";
import { headerMenusOf } from "./header-menu.ts";
import { contentSlugsOf } from "./index.ts";
import {
  BlogPostSchema,
  type CaseStudy,
  CaseStudySchema,
  FaqItemSchema,
  type Job,
  JobSchema,
  OpeningTimesSchema,
  type Service,
  ServiceSchema,
  type Technology,
  TechnologySchema,
} from "./schema.ts";

function copyOf(content: ContentCollections): {
  -readonly [Key in keyof ContentCollections]: ContentCollections[Key][number][];
} {
  return structuredClone({
    services: [...content.services],
    technologies: [...content.technologies],
    portfolioProjects: [...content.portfolioProjects],
    caseStudies: [...content.caseStudies],
    blogPosts: [...content.blogPosts],
    jobs: [...content.jobs],
    faqItems: [...content.faqItems],
    privacySections: [...content.privacySections],
  });
}

/** A slug no item of the collection has yet (the content may already hold "seo-and-ads"). */
function freshSlug(taken: readonly { slug: string }[], wanted: string): string {
  let slug = wanted;
  for (let n = 2; taken.some((item) => item.slug === slug); n += 1) slug = `${wanted}-${n}`;
  return slug;
}

function first<Item>(items: readonly Item[]): Item {
  const [item] = items;
  if (item === undefined) throw new Error("the shipped content has no item of this kind");
  return item;
}

/** A new service, written as a marketer would: an existing one copied and rewritten. */
function newService(template: Service, menuGroup: string, taken: readonly Service[]): Service {
  return {
    ...template,
    slug: freshSlug(taken, "seo-and-ads"),
    title: "SEO and Paid Ads",
    description: "Search engine optimisation and paid search campaigns measured against leads, not clicks.",
    keywords: ["seo", "search engine optimisation", "google ads", "ppc", "paid search", "marketing"],
    menuGroup,
    technologySlugs: [],
  };
}

function newTechnology(template: Technology, menuGroup: string, taken: readonly Technology[]): Technology {
  return {
    ...template,
    slug: freshSlug(taken, "anthropic-claude"),
    name: "Claude",
    keywords: ["claude", "llm", "assistants"],
    menuGroup,
    caseStudies: [],
    serviceSlugs: [],
  };
}

function hybridJob(template: Job, taken: readonly Job[]): Job {
  return {
    ...template,
    slug: freshSlug(taken, "product-designer"),
    title: "Product Designer",
    department: "Design",
    location: "Lahore, Pakistan",
    countryCode: "PK",
    workplace: "Hybrid",
    employmentType: "PART_TIME",
    type: "Part-time",
    keywords: ["design", "figma", "ux", "ui"],
    datePosted: "2026-12-01",
  };
}

describe("issue 29 item 4: a week of content edits, and what follows from them", () => {
  it("opening days changed to Monday to Friday: the line shown and the structured data follow", () => {
    const weekdays: OpeningTime[] = siteConfig.contact.openingTimes.map((time) => ({
      ...time,
      days: time.days.filter((day) => day !== "Sa" && day !== "Su"),
    }));
    expect(OpeningTimesSchema.safeParse(weekdays).success).toBe(true);
    expect(openingHoursText(weekdays)).toMatch(/^Mon-Fri /);
    const days = openingHoursSpecification(weekdays).flatMap((spec) => spec.dayOfWeek as string[]);
    expect(days).toContain("https://schema.org/Friday");
    expect(days).not.toContain("https://schema.org/Saturday");
    const contactPoint = contactPointJsonLd({ ...siteConfig.contact, openingTimes: weekdays });
    expect(JSON.stringify(contactPoint)).not.toContain("Saturday");
  });

  it("a new service with a menu group gets a dropdown entry, a page in the sitemap and passes the checks", () => {
    const content = copyOf(contentCollections);
    const group = first(headerMenusOf(content).services).title;
    const service = newService(first(content.services), group, content.services);
    content.services.push(service);

    expect(ServiceSchema.safeParse(service).success).toBe(true);
    expect(contentLinkProblems(content)).toEqual([]);
    const links = headerMenusOf(content).services.find((candidate) => candidate.title === group)?.links;
    expect(links).toContainEqual({ name: service.title, path: `/services/${service.slug}` });
    const paths = publicPathsOf(contentSlugsOf(content));
    expect(paths).toContain(`/services/${service.slug}`);
    expect(sitemapXml(siteConfig.siteUrl, paths)).toContain(
      `<loc>${siteConfig.siteUrl}/services/${service.slug}</loc>`,
    );
  });

  it("a service in a new group adds the group; a technology joins its group's dropdown", () => {
    const content = copyOf(contentCollections);
    const marketing = newService(first(content.services), "Marketing (a new group)", content.services);
    content.services.push(marketing);
    const technologyGroup = first(headerMenusOf(content).technologies).title;
    const technology = newTechnology(first(content.technologies), technologyGroup, content.technologies);
    content.technologies.push(technology);

    expect(TechnologySchema.safeParse(technology).success).toBe(true);
    const menus = headerMenusOf(content);
    expect(menus.services.at(-1)).toEqual({
      title: "Marketing (a new group)",
      links: [{ name: marketing.title, path: `/services/${marketing.slug}` }],
    });
    expect(menus.technologies[0]?.links.at(-1)).toEqual({
      name: technology.name,
      path: `/technologies/${technology.slug}`,
    });
    expect(publicPathsOf(contentSlugsOf(content))).toContain(`/technologies/${technology.slug}`);
  });

  it("a new hybrid, part-time job: its page is listed and its JobPosting says where and how", () => {
    const content = copyOf(contentCollections);
    const job = hybridJob(first(content.jobs), content.jobs);
    content.jobs.push(job);

    expect(JobSchema.safeParse(job).success).toBe(true);
    expect(publicPathsOf(contentSlugsOf(content))).toContain(`/careers/${job.slug}`);
    const posting = jobPostingJsonLd(job);
    expect(posting).toMatchObject({
      employmentType: "PART_TIME",
      jobLocation: { address: { addressCountry: "PK", addressLocality: "Lahore" } },
    });
    expect(posting).not.toHaveProperty("jobLocationType");
  });

  it("a job whose type does not match its employment type is refused", () => {
    const job = { ...hybridJob(first(contentCollections.jobs), contentCollections.jobs), type: "Full-time" };
    expect(JobSchema.safeParse(job).error?.issues.map((issue) => issue.path.join("."))).toEqual(["type"]);
  });

  it("a new blog post is listed in the sitemap and must say who wrote it, when, and what about", () => {
    const content = copyOf(contentCollections);
    const post = {
      ...first(content.blogPosts),
      slug: freshSlug(content.blogPosts, "rag-in-production"),
      title: "RAG in production: what we learned",
      date: "2026-12-01",
      displayDate: "1 December 2026",
      keywords: ["rag", "retrieval", "evaluation"],
    };
    content.blogPosts.push(post);

    expect(BlogPostSchema.safeParse(post).success).toBe(true);
    expect(publicPathsOf(contentSlugsOf(content))).toContain(`/blog/${post.slug}`);
    const { author: _author, ...withoutAuthor } = post;
    expect(BlogPostSchema.safeParse(withoutAuthor).success).toBe(false);
    expect(BlogPostSchema.safeParse({ ...post, keywords: [] }).success).toBe(false);
  });

  it("a case study's result and an FAQ answer change with nothing else to edit", () => {
    const content = copyOf(contentCollections);
    const study: CaseStudy = { ...first(content.caseStudies), result: "42% more repeat orders" };
    content.caseStudies[0] = study;
    const faq = { ...first(content.faqItems), answer: "A rewritten answer the team agreed on." };
    content.faqItems[0] = faq;

    expect(CaseStudySchema.safeParse(study).success).toBe(true);
    expect(FaqItemSchema.safeParse(faq).success).toBe(true);
    expect(contentLinkProblems(content)).toEqual([]);
    expect(publicPathsOf(contentSlugsOf(content))).toEqual(publicPathsOf(contentSlugsOf(contentCollections)));
  });

  it("a removed technology that a project still links to stops the build with the field named", () => {
    const content = copyOf(contentCollections);
    const linked = first(content.portfolioProjects.flatMap((project) => project.technologySlugs));
    content.technologies = content.technologies.filter((technology) => technology.slug !== linked);
    expect(contentLinkProblems(content).join("\n")).toContain(
      `no technologies item has the slug "${linked}"`,
    );
    expect(z.array(TechnologySchema).safeParse(content.technologies).success).toBe(true);
  });
});
