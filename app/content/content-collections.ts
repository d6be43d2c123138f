/**
 * The content collections that pages, the header, the sitemap and the chat derive things
 * from, as one value. Functions that derive (menus, page lists, link checks) take it as an
 * argument instead of importing the modules, so tests can hand them an edited copy.
 */
import { blogPosts } from "./blog.server.ts";
import { caseStudies } from "./case-studies.ts";
import { faqItems } from "./faq.ts";
import { jobs } from "./jobs.ts";
import { portfolioProjects } from "./portfolio.ts";
import { privacySections } from "./privacy-policy.ts";
import type {
  BlogPost,
  CaseStudy,
  FaqItem,
  Job,
  PortfolioProject,
  PrivacySection,
  Service,
  Technology,
} from "./schema.ts";
import { services } from "./services.ts";
import { technologies } from "./technologies.ts";

export type ContentCollections = {
  services: readonly Service[];
  technologies: readonly Technology[];
  portfolioProjects: readonly PortfolioProject[];
  caseStudies: readonly CaseStudy[];
  blogPosts: readonly BlogPost[];
  jobs: readonly Job[];
  faqItems: readonly FaqItem[];
  privacySections: readonly PrivacySection[];
};

/** The site's content as shipped. */
export const contentCollections: ContentCollections = {
  services,
  technologies,
  portfolioProjects,
  caseStudies,
  blogPosts,
  jobs,
  faqItems,
  privacySections,
};
