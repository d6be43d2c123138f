/**
 * Zod schemas for every piece of fixed site content.
 *
 * The data modules beside this file are typed with the inferred types and the
 * content tests parse every module with these schemas, so a marketer who edits
 * a data file gets a type error or a failing test instead of a broken page.
 *
 * Plain data only: no React, nothing browser-only. Node 24 imports this file
 * directly (the chat index), so relative imports carry the `.ts` extension.
 */
import { z } from "zod";
import { DAY_CODES } from "../lib/opening-hours.ts";
import { CONTACT_TOPICS } from "../schemas/form-fields.ts";

/* ------------------------------------------------------------------ */
/* Shared building blocks                                              */
/* ------------------------------------------------------------------ */

/** Keys of the inline SVG icons; page builders map each key to one icon. */
export const iconNames = [
  "brain",
  "chip",
  "chat",
  "code",
  "mobile",
  "cloud",
  "chain",
  "robot",
  "sparkles",
  "shield",
  "chart",
  "database",
  "rocket",
  "users",
  "lightbulb",
  "handshake",
  "target",
  "clock",
  "globe",
  "mail",
  "phone",
  "map-pin",
  "calendar",
  "check",
  "layers",
  "eye",
  "mic",
  "graduation-cap",
  "briefcase",
  "search",
  "bolt",
  "puzzle",
  "gear",
  "server",
  "document",
  "palette",
  "heart",
  "trending-up",
  "play",
] as const;

export const IconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof IconNameSchema>;

/** A self-hosted image under public/images; width and height are the intrinsic size. */
export const ImageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9\-/]+\.svg$/, "self-hosted SVG under /images/"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Meaningful text, or "" when the image is purely decorative. */
  alt: z.string(),
});
export type Image = z.infer<typeof ImageSchema>;

/** A link to a route of the site (path, optional ?query and #anchor). */
export const InternalHrefSchema = z.string().regex(/^\/[a-z0-9\-/]*(\?[^#\s]*)?(#[a-z0-9-]+)?$/);

export const SlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const text = z.string().trim().min(1);

/**
 * Words a visitor might use for what an item is about ("seo", "search ads", "retraining"),
 * beyond the words of its title. The chat matches questions such as "do you do X?" against
 * them and the item's own text, so list the topics a person would ask about, in lower case.
 */
export const KeywordsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .refine((word) => word === word.toLowerCase(), { message: "keywords are written in lower case" }),
  )
  .min(1)
  .refine((words) => new Set(words).size === words.length, { message: "a keyword is listed twice" });

/**
 * What a page section is about, in the words a visitor would ask with ("benefits", "interview
 * stages"), beyond its heading and text; not shown on the page, read by the support chat.
 */
const SectionKeywordsSchema = KeywordsSchema.optional();

/** Slugs of other content items this item is linked to (checked to exist by the content tests). */
const SlugLinksSchema = z.array(SlugSchema);

/**
 * The title of the header dropdown group an item is listed under ("Solutions", "Backend").
 * Groups appear in the order their first item appears in the collection; an item without
 * one has its page but no entry in the dropdown.
 */
const MenuGroupSchema = text.optional();

/** Allowed tags in rich HTML content: h3, p, ul, li, without attributes. */
const SAFE_TAG = /<\/?(h3|p|ul|li)>/g;

/** True when the string only uses the allowed tags and no stray angle brackets. */
export function isSafeHtml(html: string): boolean {
  return !/[<>]/.test(html.replace(SAFE_TAG, ""));
}

export const SafeHtmlSchema = z.string().min(1).refine(isSafeHtml, {
  message: "HTML may only use <h3>, <p>, <ul> and <li> without attributes",
});

export const SectionHeaderSchema = z.object({
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
});
export type SectionHeader = z.infer<typeof SectionHeaderSchema>;

export const CardSchema = z.object({
  icon: IconNameSchema,
  title: text,
  text: text,
});
export type Card = z.infer<typeof CardSchema>;

export const StepSchema = z.object({
  step: z.number().int().positive(),
  icon: IconNameSchema,
  title: text,
  text: text,
});
export type Step = z.infer<typeof StepSchema>;

export const QaSchema = z.object({
  question: text,
  answer: text,
});
export type Qa = z.infer<typeof QaSchema>;

export const CtaSchema = z.object({
  label: text,
  href: InternalHrefSchema,
});
export type Cta = z.infer<typeof CtaSchema>;

/** The navy band that closes a page: a title, a line of text and one button. */
export const CtaBandSchema = z.object({ title: text, text: text, button: CtaSchema });
export type CtaBandContent = z.infer<typeof CtaBandSchema>;

/* ------------------------------------------------------------------ */
/* Entities (SPEC section 3)                                           */
/* ------------------------------------------------------------------ */

export const ServiceSchema = z.object({
  slug: SlugSchema,
  icon: IconNameSchema,
  title: text,
  /** One or two sentences; also used as the meta description. */
  description: text,
  /** A few paragraphs of plain text. */
  details: z.array(text).min(2),
  features: z.array(text).min(5).max(8),
  image: ImageSchema,
  keywords: KeywordsSchema,
  /** Group of the header's Services dropdown this service is listed under. */
  menuGroup: MenuGroupSchema,
  /** Technologies (slugs of app/content/technologies.ts) this service is delivered with. */
  technologySlugs: SlugLinksSchema,
});
export type Service = z.infer<typeof ServiceSchema>;

/** One of the 6 service cards on /services (and the About page's services list). */
export const ServiceCardSchema = z.object({
  slug: SlugSchema,
  icon: IconNameSchema,
  title: text,
  text: text,
  href: InternalHrefSchema,
});
export type ServiceCard = z.infer<typeof ServiceCardSchema>;

/** A titled group of slugs, as used by the header dropdowns. */
export const SlugGroupSchema = z.object({
  title: text,
  slugs: z.array(SlugSchema).min(1),
});
export type SlugGroup = z.infer<typeof SlugGroupSchema>;

export const TechnologyCaseStudySchema = z.object({
  title: text,
  description: text,
  image: ImageSchema.optional(),
  link: InternalHrefSchema.optional(),
});
export type TechnologyCaseStudy = z.infer<typeof TechnologyCaseStudySchema>;

export const TechnologySchema = z.object({
  slug: SlugSchema,
  /** Display name; multi-word names are split by the hero (first word plain, rest highlighted). */
  name: text,
  icon: IconNameSchema,
  image: ImageSchema,
  subtitle: text,
  summary: text,
  detailedDescription: text,
  whatWeProvide: text,
  mainUses: z.array(text),
  applications: z.array(text),
  services: z.array(text),
  whyChoose: z.array(text),
  caseStudies: z.array(TechnologyCaseStudySchema),
  keywords: KeywordsSchema,
  /** Group of the header's Technologies dropdown this technology is listed under. */
  menuGroup: MenuGroupSchema,
  /** Services (slugs of app/content/services.ts) that use this technology. */
  serviceSlugs: SlugLinksSchema,
});
export type Technology = z.infer<typeof TechnologySchema>;

export const portfolioCategories = ["Web & Mobile", "AI Automation"] as const;
export const PortfolioCategorySchema = z.enum(portfolioCategories);
export type PortfolioCategory = z.infer<typeof PortfolioCategorySchema>;

export const PortfolioProjectSchema = z.object({
  title: text,
  slug: SlugSchema,
  /** One-line positioning shown under the title. */
  overview: text,
  /** Short description for cards. */
  desc: text,
  /** Longer description for the detail page. */
  longDesc: text,
  /** Project Details as safe static HTML (h3, p, ul, li). */
  details: SafeHtmlSchema,
  features: z.array(text).min(4).max(6),
  tech: z.array(text).min(1),
  impact: text,
  /** Id of the project's card on /portfolio, so /portfolio#anchor scrolls to it. */
  anchor: SlugSchema,
  icon: IconNameSchema,
  category: PortfolioCategorySchema,
  image: ImageSchema,
  keywords: KeywordsSchema,
  /** The client's line of business, e.g. "Education". */
  sector: text,
  /** Technology pages for the entries of `tech` that have one (slugs of technologies.ts). */
  technologySlugs: SlugLinksSchema,
  /** The services this project was delivered under (slugs of services.ts). */
  serviceSlugs: SlugLinksSchema.min(1),
});
export type PortfolioProject = z.infer<typeof PortfolioProjectSchema>;

export const CaseStudySchema = z.object({
  /** A stable name for the case study (its page address stays its position, SPEC §2). */
  slug: SlugSchema,
  logo: ImageSchema,
  title: text,
  /** The headline result, e.g. "30% increase in sales"; the detail's closing section says it too. */
  result: text,
  desc: text,
  /** /portfolio/case-study/{zero-based position}. */
  link: InternalHrefSchema,
  /** Safe static HTML (h3, p, ul, li). */
  detail: SafeHtmlSchema,
  keywords: KeywordsSchema,
  /** The client's line of business, e.g. "Retail". */
  sector: text,
  /** The services the work was delivered under (slugs of services.ts). */
  serviceSlugs: SlugLinksSchema.min(1),
  /** Technology pages that present this case study (slugs of technologies.ts). */
  technologySlugs: SlugLinksSchema,
  /** Portfolio projects that are part of this case study (slugs of portfolio.ts), if any. */
  projectSlugs: SlugLinksSchema,
});
export type CaseStudy = z.infer<typeof CaseStudySchema>;

export const BlogPostSchema = z.object({
  slug: SlugSchema,
  icon: IconNameSchema,
  title: text,
  /** ISO date, e.g. 2025-07-24. */
  date: z.iso.date(),
  /** Human form of the date, e.g. "24 July 2025". */
  displayDate: text,
  author: text,
  authorTitle: text,
  readTime: z.string().regex(/^\d+ min read$/),
  category: text,
  excerpt: text,
  /** The Markdown body: paragraphs, "## " headings, "- " bullets, inline emphasis and links. */
  /** Topics of the post beyond its title, in lower case (see KeywordsSchema). */
  keywords: KeywordsSchema,
  content: text
    .refine((body) => !/^\s{0,3}(#|#{3,6})\s/m.test(body), {
      message:
        'headings are "## " (level 2) only: the page title is the h1 and the contents list shows level 2',
    })
    .refine((body) => !/<[a-z!/?]/i.test(body), {
      message: "Markdown only: raw HTML tags are not allowed in a post",
    }),
  coverImage: ImageSchema,
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/**
 * What one Markdown file of app/content/blog holds: the post's facts as frontmatter, its
 * body as `content`, its slug as the file name. The display date and the cover's
 * intrinsic size are derived (blog.server.ts).
 */
export const BlogPostSourceSchema = BlogPostSchema.omit({ displayDate: true, coverImage: true })
  .extend({ coverImage: ImageSchema.pick({ src: true, alt: true }).strict() })
  .strict();
export type BlogPostSource = z.infer<typeof BlogPostSourceSchema>;

export const TechTalkSchema = z.object({
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  icon: IconNameSchema,
  title: text,
  speaker: text,
  speakerTitle: text,
  description: text,
  /** Self-hosted poster; the site never loads the video site's thumbnails. */
  thumbnail: ImageSchema,
  /** Watch URL on the video site, opened in a new tab. */
  url: z.url(),
});
export type TechTalk = z.infer<typeof TechTalkSchema>;

export const jobDepartments = ["Engineering", "Design", "Research"] as const;
export const JobDepartmentSchema = z.enum(jobDepartments);
export type JobDepartment = z.infer<typeof JobDepartmentSchema>;

export const jobWorkplaces = ["Remote", "Hybrid", "On-site"] as const;
export type JobWorkplace = (typeof jobWorkplaces)[number];

/** The label a job card shows for each schema.org JobPosting employmentType. */
export const employmentTypeLabels = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
} as const;
export type EmploymentType = keyof typeof employmentTypeLabels;

export const JobSchema = z
  .object({
    slug: SlugSchema,
    title: text,
    department: JobDepartmentSchema,
    /** Where the person works from, as shown: a country ("Pakistan") or "City, Country". */
    location: text,
    /** ISO 3166 country code of the location, for the job's structured data. */
    countryCode: z.string().regex(/^[A-Z]{2}$/, "two capital letters, e.g. PK"),
    /** Remote (from anywhere in the location), Hybrid (office and home) or On-site. */
    workplace: z.enum(jobWorkplaces),
    /** schema.org JobPosting employmentType. */
    employmentType: z.enum(Object.keys(employmentTypeLabels) as [EmploymentType, ...EmploymentType[]]),
    /** The label of employmentType ("Full-time"); must match it. */
    type: z.enum(Object.values(employmentTypeLabels) as [string, ...string[]]),
    description: text,
    responsibilities: z.array(text).min(6).max(8),
    qualifications: z.array(text).min(6).max(8),
    datePosted: z.iso.date(),
    keywords: KeywordsSchema,
  })
  .refine((job) => employmentTypeLabels[job.employmentType] === job.type, {
    message: 'type must be the label of employmentType (e.g. FULL_TIME is "Full-time")',
    path: ["type"],
  });
export type Job = z.infer<typeof JobSchema>;

export const faqCategoryNames = ["General", "Billing", "Technical", "Careers", "Services"] as const;
export const FaqCategorySchema = z.enum(faqCategoryNames);
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const FaqItemSchema = z.object({
  question: text,
  answer: text,
  category: FaqCategorySchema,
  keywords: KeywordsSchema,
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const ExpertSchema = z.object({
  name: text,
  title: text,
  image: ImageSchema,
  desc: text,
  /** What visitors may call this person's field ("climate", "banking"): not shown, read by the support chat. */
  keywords: KeywordsSchema,
});
export type Expert = z.infer<typeof ExpertSchema>;

export const TestimonialSchema = z.object({
  quote: text,
  name: text,
  title: text,
  company: text,
  logo: ImageSchema,
  image: ImageSchema,
  /** The client's sector and what we did for it, in a visitor's words ("schools", "banking"); not shown. */
  keywords: KeywordsSchema.optional(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** "Technology stack item" (SPEC section 3): the home page's scrolling tool strip. */
/** Kinds of work a tool of the home page's strip is used for (not shown; the chat's groups of tools). */
const techAreas = ["machine-learning", "back-end", "front-end", "cloud"] as const;
export type TechArea = (typeof techAreas)[number];

export const TechStackItemSchema = z.object({
  name: text,
  icon: IconNameSchema,
  description: text,
  /** What the tool is used for, as its description says; never rendered. */
  areas: z.array(z.enum(techAreas)).min(1),
});
export type TechStackItem = z.infer<typeof TechStackItemSchema>;

export const PrivacyBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), text: text }),
  z.object({ type: z.literal("list"), items: z.array(text).min(1) }),
  z.object({
    type: z.literal("link"),
    label: text,
    href: z.union([InternalHrefSchema, z.url(), z.string().regex(/^mailto:[^\s@]+@[^\s@]+$/)]),
  }),
]);
export type PrivacyBlock = z.infer<typeof PrivacyBlockSchema>;

export const PrivacySectionSchema = z.object({
  /** Anchor slug: /privacy-policy#id. */
  id: SlugSchema,
  number: z.number().int().positive(),
  title: text,
  body: z.array(PrivacyBlockSchema).min(1),
  /** What the section covers, in the words a visitor would ask with ("cookies", "deletion"). */
  keywords: KeywordsSchema,
});
export type PrivacySection = z.infer<typeof PrivacySectionSchema>;

export const PrivacyPolicyMetaSchema = z.object({
  version: z.literal("1.0"),
  effectiveDate: z.iso.date(),
  lastUpdated: z.iso.date(),
});
export type PrivacyPolicyMeta = z.infer<typeof PrivacyPolicyMetaSchema>;

export const ContactTopicSchema = z.object({
  value: z.enum(CONTACT_TOPICS),
  label: text,
});
export type ContactTopic = z.infer<typeof ContactTopicSchema>;

export const ContactCardSchema = z.object({
  icon: IconNameSchema,
  title: text,
  value: text,
  /** tel:, mailto: or omitted. */
  href: z
    .string()
    .regex(/^(tel:\+\d+|mailto:[^\s@]+@[^\s@]+)$/)
    .optional(),
});
export type ContactCard = z.infer<typeof ContactCardSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "24-hour time HH:MM, e.g. 09:00");

/** One entry of site.config.ts `contact.openingTimes`: these days, from opens to closes. */
export const OpeningTimeSchema = z
  .object({
    days: z
      .array(z.enum(DAY_CODES))
      .min(1)
      .refine((days) => new Set(days).size === days.length, { message: "a day is listed twice" }),
    opens: clockTime,
    closes: clockTime,
  })
  .refine((time) => time.opens < time.closes, { message: "opens must be before closes", path: ["closes"] });

export const OpeningTimesSchema = z
  .array(OpeningTimeSchema)
  .min(1)
  .refine(
    (times) => {
      const days = times.flatMap((time) => [...new Set(time.days)]);
      return new Set(days).size === days.length;
    },
    { message: "a day appears in two entries: give each day one opening time" },
  );

export const ContactInfoSchema = z.object({
  phone: text,
  phoneHref: z.string().regex(/^tel:\+\d+$/),
  email: z.email(),
  emailHref: z.string().regex(/^mailto:/),
  headOffice: text,
  city: text,
  country: text,
  /** The opening hours as data (from site.config.ts); the two texts below derive from it. */
  openingTimes: OpeningTimesSchema,
  openingHours: text,
  openingHoursSpec: text,
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

export const ContactPageSchema = z.object({
  hero: SectionHeaderSchema,
  cards: z.array(ContactCardSchema).length(4),
  form: z.object({ title: text, lead: text, submitLabel: text }),
});
export type ContactPage = z.infer<typeof ContactPageSchema>;

/** Configuration of a consultation booking modal (PRODUCT-DECISIONS 7). */
export const ConsultationModalSchema = z.object({
  emailTo: z.email(),
  heading: text,
  description: text,
  buttonText: text,
});
export type ConsultationModal = z.infer<typeof ConsultationModalSchema>;

export const ClaimSchema = z.object({
  value: text,
  label: text,
});
export type Claim = z.infer<typeof ClaimSchema>;

/* ------------------------------------------------------------------ */
/* Page sections                                                       */
/* ------------------------------------------------------------------ */

export const HomeTabSchema = z.object({
  label: text,
  cards: z.array(CardSchema).length(4),
});
export type HomeTab = z.infer<typeof HomeTabSchema>;

export const HomePageSchema = z.object({
  hero: z.object({
    /** Static text before the rotating word, e.g. "Transform your business with". */
    headline: text,
    rotatingWords: z.array(text).length(3),
    subtitle: text,
    quoteButtonLabel: text,
    scheduleLinkLabel: text,
    scheduleLinkIcon: IconNameSchema,
    /** Decorative network backdrop behind the hero text. */
    backdrop: ImageSchema,
  }),
  process: z.object({
    header: SectionHeaderSchema,
    steps: z.array(StepSchema).length(6),
    keywords: SectionKeywordsSchema,
    link: CtaSchema,
  }),
  techStrip: z.object({
    header: SectionHeaderSchema,
    tools: z.array(TechStackItemSchema).length(10),
  }),
  testimonials: z.object({ header: SectionHeaderSchema }),
  tabs: z.object({
    header: SectionHeaderSchema,
    items: z.array(HomeTabSchema).length(3),
    keywords: SectionKeywordsSchema,
  }),
  portfolio: z.object({
    header: SectionHeaderSchema,
    tabs: z.array(text).length(3),
    readMoreLabel: text,
  }),
  experts: z.object({
    header: SectionHeaderSchema,
    buttonLabel: text,
  }),
  contact: z.object({
    header: SectionHeaderSchema,
    topicPlaceholder: text,
    topics: z.array(ContactTopicSchema).length(4),
    ndaLabel: text,
    submitLabel: text,
  }),
  about: z.object({
    header: SectionHeaderSchema,
    paragraphs: z.array(text).min(1),
    buttonLabel: text,
  }),
  claims: z.array(ClaimSchema).length(4),
});
export type HomePage = z.infer<typeof HomePageSchema>;

export const AboutPageSchema = z.object({
  hero: SectionHeaderSchema,
  ceoVideo: z.object({
    title: text,
    caption: text,
    poster: ImageSchema,
    transcript: z.array(text).min(1),
    /** The short video's on-screen lines, in order; also its WebVTT captions (times in seconds). */
    captions: z
      .array(z.object({ start: z.number().nonnegative(), end: z.number().positive(), text: text }))
      .min(1),
  }),
  split: z.object({
    header: SectionHeaderSchema,
    paragraphs: z.array(text).min(1),
    button: CtaSchema,
    keywords: SectionKeywordsSchema,
  }),
  services: z.object({
    header: SectionHeaderSchema,
    items: z.array(ServiceCardSchema).length(6),
  }),
  coreValues: z.object({
    header: SectionHeaderSchema,
    items: z.array(CardSchema).length(4),
    keywords: SectionKeywordsSchema,
  }),
  whyChoose: z.object({
    header: SectionHeaderSchema,
    items: z.array(CardSchema).length(6),
    keywords: SectionKeywordsSchema,
  }),
  experts: z.object({ header: SectionHeaderSchema }),
});
export type AboutPage = z.infer<typeof AboutPageSchema>;

export const ServicesPageSchema = z.object({
  hero: SectionHeaderSchema,
  cardsHeader: SectionHeaderSchema,
  howWeWork: z.object({
    header: SectionHeaderSchema,
    steps: z.array(StepSchema).length(3),
  }),
  whyChoose: z.object({
    header: SectionHeaderSchema,
    items: z.array(CardSchema).length(4),
  }),
  cta: CtaBandSchema,
});
export type ServicesPage = z.infer<typeof ServicesPageSchema>;

export const TimelineEntrySchema = z.object({
  year: z.number().int(),
  title: text,
  text: text,
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const TechnologiesPageSchema = z.object({
  hero: SectionHeaderSchema,
  benefits: z.object({
    header: SectionHeaderSchema,
    items: z.array(CardSchema).min(4).max(6),
  }),
  grid: z.object({ header: SectionHeaderSchema }),
  selectionCriteria: z.object({
    header: SectionHeaderSchema,
    items: z.array(CardSchema).min(4).max(6),
  }),
  integration: z.object({
    header: SectionHeaderSchema,
    text: text,
    points: z.array(text).min(3).max(4),
  }),
  timeline: z.object({
    header: SectionHeaderSchema,
    entries: z.array(TimelineEntrySchema).length(4),
  }),
  faq: z.object({
    header: SectionHeaderSchema,
    items: z.array(QaSchema).min(4).max(6),
  }),
});
export type TechnologiesPage = z.infer<typeof TechnologiesPageSchema>;

export const BrandLogoSchema = z.object({
  name: text,
  image: ImageSchema,
});
export type BrandLogo = z.infer<typeof BrandLogoSchema>;

export const PortfolioPageSchema = z.object({
  hero: SectionHeaderSchema,
  trustedBy: z.object({
    title: text,
    logos: z.array(BrandLogoSchema).length(6),
  }),
  tabs: z.array(text).length(1),
  projectsHeader: SectionHeaderSchema,
  caseStudiesHeader: SectionHeaderSchema,
  howWeWork: z.object({
    header: SectionHeaderSchema,
    steps: z.array(StepSchema).length(3),
  }),
  expertise: z.object({
    header: SectionHeaderSchema,
    items: z.array(CardSchema).length(5),
  }),
  cta: CtaBandSchema,
});
export type PortfolioPage = z.infer<typeof PortfolioPageSchema>;

export const CareersPageSchema = z.object({
  hero: SectionHeaderSchema,
  perks: z.object({
    header: SectionHeaderSchema,
    items: z.array(CardSchema).min(4).max(6),
    keywords: SectionKeywordsSchema,
  }),
  hiringProcess: z.object({
    header: SectionHeaderSchema,
    steps: z.array(StepSchema).min(4).max(5),
    keywords: SectionKeywordsSchema,
  }),
  faq: z.object({
    header: SectionHeaderSchema,
    items: z.array(QaSchema).min(4).max(5),
  }),
  openings: z.object({
    header: SectionHeaderSchema,
    searchPlaceholder: text,
    departments: z.array(text).length(4),
    emptyText: text,
    viewLabel: text,
    /** Icon shown on each job card. */
    jobIcon: IconNameSchema,
  }),
  apply: z.object({
    header: SectionHeaderSchema,
    /** jobTitle sent when /apply is opened without one (SPEC section 3). */
    defaultJobTitle: text,
  }),
});
export type CareersPage = z.infer<typeof CareersPageSchema>;

export const BlogPageSchema = z.object({
  hero: SectionHeaderSchema,
  views: z.object({ blog: text, techTalks: text }),
  readMoreLabel: text,
  watchLabel: text,
  backLabel: text,
  shareLabel: text,
});
export type BlogPage = z.infer<typeof BlogPageSchema>;

export const FaqPageSchema = z.object({
  hero: SectionHeaderSchema,
  searchPlaceholder: text,
  emptyText: text,
  chat: z.object({ title: text, text: text, buttonLabel: text }),
});
export type FaqPage = z.infer<typeof FaqPageSchema>;
