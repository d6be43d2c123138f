/**
 * Every piece of fixed site content with the file it lives in and the zod schema it must
 * match. The build checks them all before anything is rendered (scripts/check-content.ts),
 * and the content tests run the same check, so a bad edit stops `npm run build` with the
 * file and the field named.
 * Blog posts are Markdown files, checked as they are read (blog.server.ts).
 */
import { z } from "zod";
import { aboutPage } from "./about.ts";
import { blogPosts } from "./blog.server.ts";
import { blogPage } from "./blog-page.ts";
import { careersPage } from "./careers-page.ts";
import { caseStudies } from "./case-studies.ts";
import { aboutConsultationModal, homeConsultationModal } from "./consultation.ts";
import { contactInfo, contactPage } from "./contact.ts";
import { describeIssues } from "./content-issues.ts";
import { experts } from "./experts.ts";
import { faqCategories, faqItems, faqPage } from "./faq.ts";
import { companyClaims, contactTopics, homePage, techStripTools } from "./home.ts";
import { jobs } from "./jobs.ts";
import { portfolioProjects } from "./portfolio.ts";
import { portfolioPage } from "./portfolio-page.ts";
import {
  minimumAge,
  privacyPolicyIntro,
  privacyPolicyMeta,
  privacySections,
  retentionDays,
} from "./privacy-policy.ts";
import {
  AboutPageSchema,
  BlogPageSchema,
  BlogPostSchema,
  CareersPageSchema,
  CaseStudySchema,
  ClaimSchema,
  ConsultationModalSchema,
  ContactInfoSchema,
  ContactPageSchema,
  ContactTopicSchema,
  ExpertSchema,
  FaqCategorySchema,
  FaqItemSchema,
  FaqPageSchema,
  HomePageSchema,
  JobSchema,
  PortfolioPageSchema,
  PortfolioProjectSchema,
  PrivacyPolicyMetaSchema,
  PrivacySectionSchema,
  ServiceCardSchema,
  ServiceSchema,
  ServicesPageSchema,
  SlugGroupSchema,
  TechnologiesPageSchema,
  TechnologySchema,
  TechStackItemSchema,
  TechTalkSchema,
  TestimonialSchema,
} from "./schema.ts";
import { serviceCards, serviceGroups, services } from "./services.ts";
import { servicesPage } from "./services-page.ts";
import { technologies, technologyGroups } from "./technologies.ts";
import { technologiesPage } from "./technologies-page.ts";
import { techTalks } from "./techtalks.ts";
import { testimonials } from "./testimonials.ts";

export type ContentEntry = {
  /** The file a person edits, from the project root. */
  file: string;
  /** The exported name, the start of every field path in a message. */
  name: string;
  schema: z.ZodType;
  value: unknown;
};

const entry = (file: string, name: string, schema: z.ZodType, value: unknown): ContentEntry => ({
  file: `app/content/${file}`,
  name,
  schema,
  value,
});

const days = z.number().int().positive();

export const contentEntries: ContentEntry[] = [
  entry("about.ts", "aboutPage", AboutPageSchema, aboutPage),
  entry("blog/*.md", "blogPosts", z.array(BlogPostSchema), blogPosts),
  entry("blog-page.ts", "blogPage", BlogPageSchema, blogPage),
  entry("careers-page.ts", "careersPage", CareersPageSchema, careersPage),
  entry("case-studies.ts", "caseStudies", z.array(CaseStudySchema), caseStudies),
  entry("consultation.ts", "homeConsultationModal", ConsultationModalSchema, homeConsultationModal),
  entry("consultation.ts", "aboutConsultationModal", ConsultationModalSchema, aboutConsultationModal),
  entry("contact.ts", "contactInfo", ContactInfoSchema, contactInfo),
  entry("contact.ts", "contactPage", ContactPageSchema, contactPage),
  entry("experts.ts", "experts", z.array(ExpertSchema), experts),
  entry("faq.ts", "faqCategories", z.array(FaqCategorySchema), faqCategories),
  entry("faq.ts", "faqItems", z.array(FaqItemSchema), faqItems),
  entry("faq.ts", "faqPage", FaqPageSchema, faqPage),
  entry("home.ts", "companyClaims", z.array(ClaimSchema), companyClaims),
  entry("home.ts", "contactTopics", z.array(ContactTopicSchema), contactTopics),
  entry("home.ts", "techStripTools", z.array(TechStackItemSchema), techStripTools),
  entry("home.ts", "homePage", HomePageSchema, homePage),
  entry("jobs.ts", "jobs", z.array(JobSchema), jobs),
  entry("portfolio.ts", "portfolioProjects", z.array(PortfolioProjectSchema), portfolioProjects),
  entry("portfolio-page.ts", "portfolioPage", PortfolioPageSchema, portfolioPage),
  entry("privacy-policy.ts", "privacyPolicyMeta", PrivacyPolicyMetaSchema, privacyPolicyMeta),
  entry("privacy-policy.ts", "retentionDays", z.record(z.string(), days), retentionDays),
  entry("privacy-policy.ts", "minimumAge", days, minimumAge),
  entry("privacy-policy.ts", "privacyPolicyIntro", z.string().trim().min(1), privacyPolicyIntro),
  entry("privacy-policy.ts", "privacySections", z.array(PrivacySectionSchema), privacySections),
  entry("services.ts", "services", z.array(ServiceSchema), services),
  entry("services.ts", "serviceCards", z.array(ServiceCardSchema), serviceCards),
  entry("services.ts", "serviceGroups", z.array(SlugGroupSchema), serviceGroups),
  entry("services-page.ts", "servicesPage", ServicesPageSchema, servicesPage),
  entry("technologies.ts", "technologies", z.array(TechnologySchema), technologies),
  entry("technologies.ts", "technologyGroups", z.array(SlugGroupSchema), technologyGroups),
  entry("technologies-page.ts", "technologiesPage", TechnologiesPageSchema, technologiesPage),
  entry("techtalks.ts", "techTalks", z.array(TechTalkSchema), techTalks),
  entry("testimonials.ts", "testimonials", z.array(TestimonialSchema), testimonials),
];

/** Every problem of every entry, one line each; empty when all content is valid. */
export function contentProblems(entries: readonly ContentEntry[] = contentEntries): string[] {
  return entries.flatMap(({ file, name, schema, value }) => {
    const result = schema.safeParse(value);
    return result.success ? [] : describeIssues(file, name, result.error, { value });
  });
}
