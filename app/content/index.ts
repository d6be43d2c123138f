/**
 * Single entry point to the site's fixed content: pages, prerendering, the
 * sitemap and the chat index import from here.
 */
import { blogPosts } from "./blog.server.ts";
import { caseStudies } from "./case-studies.ts";
import { type ContentCollections, contentCollections } from "./content-collections.ts";
import { jobs } from "./jobs.ts";
import { portfolioProjects } from "./portfolio.ts";
import type { BlogPost, CaseStudy, Job, PortfolioProject, Service, Technology } from "./schema.ts";
import { services } from "./services.ts";
import { technologies } from "./technologies.ts";

export * from "./about.ts";
export * from "./blog.server.ts";
export * from "./blog-content.ts";
export * from "./blog-page.ts";
export * from "./careers-page.ts";
export * from "./case-studies.ts";
export * from "./consultation.ts";
export * from "./contact.ts";
export * from "./experts.ts";
export * from "./faq.ts";
export * from "./home.ts";
export * from "./images.ts";
export * from "./jobs.ts";
export * from "./portfolio.ts";
export * from "./portfolio-page.ts";
export * from "./privacy-policy.ts";
export * from "./schema.ts";
export * from "./services.ts";
export * from "./services-page.ts";
export * from "./technologies.ts";
export * from "./technologies-page.ts";
export * from "./techtalks.ts";
export * from "./testimonials.ts";

export function getService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export function getTechnology(slug: string | undefined): Technology | undefined {
  return technologies.find((technology) => technology.slug === slug);
}

export function getProject(slug: string | undefined): PortfolioProject | undefined {
  return portfolioProjects.find((project) => project.slug === slug);
}

/** Case study by zero-based position; non-numeric or out-of-range ids give undefined. */
export function getCaseStudy(id: string | undefined): CaseStudy | undefined {
  if (id === undefined || !/^(0|[1-9]\d*)$/.test(id)) return undefined;
  return caseStudies[Number(id)];
}

export function getBlogPost(slug: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

export function getJob(slug: string | undefined): Job | undefined {
  return jobs.find((job) => job.slug === slug);
}

/** Every known slug or id per dynamic route, for prerendering and the sitemap. */
export type ContentSlugs = {
  services: string[];
  technologies: string[];
  portfolio: string[];
  caseStudies: string[];
  blog: string[];
  careers: string[];
};

/** The slugs of any version of the collections (the shipped ones, or an edited copy in a test). */
export function contentSlugsOf(content: ContentCollections): ContentSlugs {
  return {
    services: content.services.map((service) => service.slug),
    technologies: content.technologies.map((technology) => technology.slug),
    portfolio: content.portfolioProjects.map((project) => project.slug),
    caseStudies: content.caseStudies.map((_, index) => String(index)),
    blog: content.blogPosts.map((post) => post.slug),
    careers: content.jobs.map((job) => job.slug),
  };
}

export const contentSlugs: ContentSlugs = contentSlugsOf(contentCollections);
