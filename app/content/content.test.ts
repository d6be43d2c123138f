import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
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
  parseBlogContent,
  portfolioPage,
  portfolioProjects,
  privacyPolicyMeta,
  privacySections,
  serviceCards,
  serviceGroups,
  services,
  servicesPage,
  technologies,
  technologiesPage,
  technologyGroups,
  techTalks,
  testimonials,
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

describe("counts (SPEC §9 and PRODUCT-DECISIONS)", () => {
  it('SPEC §9: "testimonials: 4"', () => expect(testimonials).toHaveLength(4));
  it('SPEC §9: "experts: 5"', () => expect(experts).toHaveLength(5));
  it('SPEC §9: "technology strip tools: 10"', () => expect(homePage.techStrip.tools).toHaveLength(10));
  it('SPEC §9: "technology cards: 17" (PRODUCT-DECISIONS 4: 16 slugs + one more)', () =>
    expect(technologies).toHaveLength(17));
  it('SPEC §9: "service cards: 6"', () => expect(serviceCards).toHaveLength(6));
  it("SPEC §2: 9 service detail slugs", () => expect(services).toHaveLength(9));
  it('SPEC §9: "FAQ items: 13"', () => expect(faqItems).toHaveLength(13));
  it('SPEC §9: "blog posts: 2"', () => expect(blogPosts).toHaveLength(2));
  it('SPEC §9: "TechTalks: 1"', () => expect(techTalks).toHaveLength(1));
  it('SPEC §9: "portfolio projects: 6"', () => expect(portfolioProjects).toHaveLength(6));
  it('SPEC §9: "case studies: 3"', () => expect(caseStudies).toHaveLength(3));
  it('SPEC §9: "trusted-by logos: 6"', () => expect(portfolioPage.trustedBy.logos).toHaveLength(6));
  it('SPEC §9: "How We Work steps: 3 (services and portfolio)"', () => {
    expect(servicesPage.howWeWork.steps).toHaveLength(3);
    expect(portfolioPage.howWeWork.steps).toHaveLength(3);
  });
  it('SPEC §9: "Why Choose cards: 4 (services) and 6 (About)"', () => {
    expect(servicesPage.whyChoose.items).toHaveLength(4);
    expect(aboutPage.whyChoose.items).toHaveLength(6);
  });
  it('SPEC §9: "expertise cards: 5"', () => expect(portfolioPage.expertise.items).toHaveLength(5));
  it('SPEC §9: "privacy sections: 18"', () => expect(privacySections).toHaveLength(18));
  it("SPEC §2 Home: three tabs of four cards each", () => {
    expect(homePage.tabs.items).toHaveLength(3);
    for (const tab of homePage.tabs.items) expect(tab.cards).toHaveLength(4);
  });
  it("SPEC §2 About: 6 services and 4 core values", () => {
    expect(aboutPage.services.items).toHaveLength(6);
    expect(aboutPage.coreValues.items).toHaveLength(4);
  });
  it("PRODUCT-DECISIONS 2: two jobs, each with a slug", () => {
    expect(jobs).toHaveLength(2);
    for (const job of jobs) expect(job.slug).toMatch(/\S/);
  });
});

describe("exact texts from SPEC", () => {
  it("service slugs", () => {
    expect(services.map((s) => s.slug)).toEqual([
      "ai-product-dev",
      "ml-models",
      "ai-integration",
      "ai-consulting",
      "blockchain-product-dev",
      "web-mobile-dev",
      "ai-automation",
      "white-label-ai",
      "custom-gpt",
    ]);
    expect(serviceGroups).toEqual([
      {
        title: "Software Development",
        slugs: ["ai-product-dev", "blockchain-product-dev", "web-mobile-dev"],
      },
      { title: "Solutions", slugs: ["ai-automation", "white-label-ai", "custom-gpt"] },
    ]);
    for (const card of serviceCards) expect(getService(card.slug)).toBeDefined();
  });

  it("technology slugs, names and dropdown groups", () => {
    expect(technologies.map((t) => [t.slug, t.name])).toEqual([
      ["python", "Python"],
      ["nodejs", "Node.js"],
      ["django", "Django"],
      ["langchain", "LangChain"],
      ["aws", "AWS"],
      ["solidity", "Solidity"],
      ["reactjs", "React.js"],
      ["angular", "Angular"],
      ["vuejs", "Vue.js"],
      ["flutter", "Flutter"],
      ["reactnative", "React Native"],
      ["pwa", "Progressive Web Apps"],
      ["kotlin", "Kotlin"],
      ["openai", "OpenAI"],
      ["aiconsole", "AI Console"],
      ["seachat", "SeaChat"],
      ["tensorflow", "TensorFlow"],
    ]);
    expect(technologyGroups).toEqual([
      { title: "Backend", slugs: ["python", "nodejs", "django", "langchain", "aws", "solidity"] },
      { title: "Frontend", slugs: ["reactjs", "angular", "vuejs"] },
      { title: "Mobile", slugs: ["flutter", "reactnative", "pwa", "kotlin"] },
      { title: "AI", slugs: ["openai", "aiconsole", "seachat"] },
    ]);
  });

  it("technology detail sections exercise the optional parts", () => {
    const withCaseStudies = technologies.filter((t) => t.caseStudies.length > 0);
    expect(withCaseStudies.length).toBeGreaterThanOrEqual(5);
    const studies = withCaseStudies.flatMap((t) => t.caseStudies);
    expect(studies.some((s) => s.image && s.link)).toBe(true);
    expect(studies.some((s) => !s.image && s.link)).toBe(true);
    expect(studies.some((s) => !s.image && !s.link)).toBe(true);
    expect(technologies.some((t) => t.applications.length === 0)).toBe(true);
  });

  it('technologies page: timeline "2018, 2020, 2022, 2024"', () => {
    expect(technologiesPage.timeline.entries.map((e) => e.year)).toEqual([2018, 2020, 2022, 2024]);
  });

  it("portfolio slugs and categories", () => {
    expect(portfolioProjects.map((p) => p.slug)).toEqual([
      "texttoui",
      "aimail",
      "markaid",
      "deepfake-audio",
      "hr-automation",
      "linkedin-automation",
    ]);
    for (const category of ["Web & Mobile", "AI Automation"]) {
      expect(portfolioProjects.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2);
    }
    expect(unique(portfolioProjects.map((p) => p.anchor))).toBe(true);
  });

  it("case studies in order, with zero-based links", () => {
    expect(caseStudies.map((c) => [c.title, c.result, c.link])).toEqual([
      ["Retail AI Automation", "30% increase in sales", "/portfolio/case-study/0"],
      ["Enterprise NLP Platform", "60% less manual work", "/portfolio/case-study/1"],
      ["Healthcare Predictive Analytics", "Improved patient outcomes", "/portfolio/case-study/2"],
    ]);
  });

  it("portfolio page: trusted by, How We Work, Our Expertise", () => {
    expect(portfolioPage.hero.title).toBe("Our AI Solutions Portfolio");
    expect(portfolioPage.trustedBy.title).toBe("Trusted By Leading Brands");
    expect(portfolioPage.tabs).toEqual(["All Projects"]);
    expect(portfolioPage.howWeWork.steps.map((s) => s.title)).toEqual([
      "Discovery & Ideation",
      "Design & Build",
      "Deliver & Support",
    ]);
    expect(portfolioPage.expertise.items.map((c) => c.title)).toEqual([
      "Machine Learning",
      "Cloud AI",
      "Predictive Analytics",
      "NLP & Chatbots",
      "Data Engineering",
    ]);
    expect(portfolioPage.cta).toMatchObject({ title: "Get in Touch", button: { href: "/contact" } });
  });

  it("blog posts: dates, read times, categories (SPEC §3 Blog post)", () => {
    expect(blogPosts.map((p) => [p.slug, p.date, p.displayDate, p.readTime, p.category])).toEqual([
      ["ai-in-fintech-redefining-finance", "2025-07-24", "24 July 2025", "10 min read", "AI & FinTech"],
      ["ai-boom-real-innovation-or-just-hype", "2025-08-04", "4 August 2025", "8 min read", "AI Industry"],
    ]);
  });

  it("blog bodies are long, well-formed and by named authors", () => {
    const authors = experts.map((e) => e.name);
    for (const post of blogPosts) {
      const words = post.content.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(900);
      expect(words).toBeLessThanOrEqual(1500);
      const blocks = parseBlogContent(post.content);
      expect(blocks.filter((b) => b.type === "heading").length).toBeGreaterThanOrEqual(3);
      expect(blocks.some((b) => b.type === "list")).toBe(true);
      expect(blocks[0]?.type).toBe("paragraph");
      expect(post.content).not.toMatch(/^#{3,} /m);
      expect(authors).toContain(post.author);
    }
  });

  it("TechTalk: 11-character id and a watch URL on the configured video site", () => {
    const [talk] = techTalks;
    expect(talk?.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(talk?.url).toBe(`${siteConfig.videoSiteUrl}/watch?v=${talk?.youtubeId}`);
    expect(talk?.thumbnail.src).toMatch(/^\/images\//);
  });

  it('jobs: location "Pakistan" (SPEC §9), slugs, titles', () => {
    expect(jobs.map((j) => [j.slug, j.title, j.location])).toEqual([
      ["ml-engineer", "Machine Learning Engineer", "Pakistan"],
      ["frontend-developer", "Frontend Developer", "Pakistan"],
    ]);
    for (const job of jobs) {
      expect(job.type).toBe("Full-time");
      expect(job.employmentType).toBe("FULL_TIME");
    }
  });

  it("careers page: departments (SPEC §2 Careers) and FAQ/perks/process sizes", () => {
    expect(careersPage.openings.departments).toEqual([
      "All Departments",
      "Engineering",
      "Design",
      "Research",
    ]);
    expect(careersPage.apply.defaultJobTitle).toBe("a position");
    for (const job of jobs) expect(careersPage.openings.departments).toContain(job.department);
  });

  it('FAQ: categories "General, Billing, Technical, Careers, Services", at least 2 each, General first', () => {
    expect(faqCategories).toEqual(["General", "Billing", "Technical", "Careers", "Services"]);
    for (const category of faqCategories) {
      expect(faqItems.filter((f) => f.category === category).length).toBeGreaterThanOrEqual(2);
    }
    expect(faqItems[0]?.category).toBe("General");
    expect(unique(faqItems.map((f) => f.question))).toBe(true);
  });

  it('SPEC §9 FAQ claims: "typical project length 3 to 6 months; a free trial exists for selected services; pricing is custom"', () => {
    const answers = faqItems.map((f) => f.answer).join("\n");
    expect(answers).toContain("3 to 6 months");
    expect(answers).toMatch(/free trial for selected services/);
    expect(answers).toMatch(/Pricing is custom/);
  });

  it("no prices, fees or rates anywhere (SPEC §9)", () => {
    for (const text of allStrings()) {
      expect(text).not.toMatch(/[£$€]\s?\d|\b\d+\s?(GBP|USD|EUR)\b|per hour|hourly rate|day rate/i);
    }
  });

  it("experts: titles exactly as SPEC §3", () => {
    expect(experts.map((e) => e.title)).toEqual([
      "CEO",
      "CTO",
      "COO and Co-Founder",
      "Head of FinTech",
      "Head of Sustainability",
    ]);
    expect(unique(experts.map((e) => e.name))).toBe(true);
  });

  it("home: hero words, process, tool strip, tabs, portfolio tabs, contact topics", () => {
    expect(homePage.hero.rotatingWords).toEqual([
      "Artificial Intelligence",
      "Machine Learning",
      "AI Solutions",
    ]);
    expect(homePage.process.steps.map((s) => s.title)).toEqual([
      "AI Strategy & Discovery",
      "Machine Learning Prototyping",
      "Agile AI Development",
      "AI Integration & Deployment",
      "AI Performance Optimization",
      "AI Training & Support",
    ]);
    expect(homePage.process.link.href).toBe("/about");
    expect(homePage.techStrip.tools.map((t) => t.name)).toEqual([
      "Python",
      "TensorFlow",
      "PyTorch",
      "Scikit-learn",
      "React",
      "Node.js",
      "AWS",
      "GCP",
      "Docker",
      "Kubernetes",
    ]);
    expect(homePage.tabs.items.map((t) => t.label)).toEqual([
      "Engagement Models",
      "Solutions",
      "Advisory & Digital Transformation",
    ]);
    expect(homePage.portfolio.tabs).toEqual(["All", "Web & Mobile", "AI Automation"]);
    expect(homePage.contact.topics).toEqual([
      { value: "project", label: "Start a Project" },
      { value: "consult", label: "AI Consultation" },
      { value: "partnership", label: "Partnership" },
      { value: "other", label: "Other" },
    ]);
    expect(homePage.contact.topicPlaceholder).toBe("How can we help you?");
  });

  it('company claims "since 2020, 150+ clients, 500+ projects, 95% retention" come from site config', () => {
    expect(companyClaims.map((c) => c.value)).toEqual(["2020", "150+", "500+", "95%"]);
    expect(homePage.claims).toEqual(companyClaims);
  });

  it('about: core values "Innovation, Collaboration, Integrity, Excellence" and the 6 services', () => {
    expect(aboutPage.coreValues.items.map((v) => v.title)).toEqual([
      "Innovation",
      "Collaboration",
      "Integrity",
      "Excellence",
    ]);
    expect(aboutPage.services.items).toEqual(serviceCards);
    expect(aboutPage.split.button.href).toBe("/contact");
  });

  it('contact facts come from site config ("Mon-Sat 9:00 AM-6:00 PM", Head Office London UK)', () => {
    expect(contactInfo.openingHours).toBe("Mon-Sat 9:00 AM-6:00 PM");
    expect(contactInfo.phone).toBe(siteConfig.contact.phone);
    expect(contactInfo.email).toBe(siteConfig.contact.email);
    expect(contactInfo.headOffice).toBe("Head Office London, UK");
    expect(contactInfo.phoneHref).toBe("tel:+442079460321");
    expect(homeConsultationModal.emailTo).toBe(siteConfig.contact.email);
  });
});

describe("privacy policy", () => {
  it('SPEC §9: 18 numbered sections with unique anchor ids; version "1.0" and fixed dates (PRODUCT-DECISIONS 5)', () => {
    expect(privacySections.map((s) => s.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(unique(privacySections.map((s) => s.id))).toBe(true);
    expect(privacyPolicyMeta).toEqual({
      version: "1.0",
      effectiveDate: "2026-11-22",
      lastUpdated: "2026-11-22",
    });
  });

  it("covers every SPEC topic", () => {
    const text = JSON.stringify(privacySections);
    for (const needle of [
      "names",
      "phone numbers",
      "e-mail addresses",
      "log",
      "device",
      "location",
      "purposes",
      "Legal bases",
      "share",
      "Cookies",
      "analytics",
      "third-party AI providers",
      "730 days",
      "180 days",
      "secure",
      "under 18",
      "Do-Not-Track",
      "does not currently respond",
      "UK GDPR",
      "EU GDPR",
      "California",
      "Updates",
      siteConfig.contact.email,
    ]) {
      expect(text, needle).toContain(needle);
    }
    const links = privacySections.flatMap((s) => s.body).filter((b) => b.type === "link");
    expect(links.map((l) => l.href)).toContain(siteConfig.dataRequestUrl);
  });
});

describe("integrity", () => {
  it("slugs are unique per entity", () => {
    for (const slugs of Object.values(contentSlugs)) expect(unique(slugs)).toBe(true);
    expect(contentSlugs.caseStudies).toEqual(["0", "1", "2"]);
    expect(contentSlugs.technologies).toHaveLength(17);
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
  it("find known slugs and reject unknown ones", () => {
    expect(getService("custom-gpt")?.title).toBe("Custom Company GPT");
    expect(getService("nope")).toBeUndefined();
    expect(getTechnology("tensorflow")?.name).toBe("TensorFlow");
    expect(getTechnology("cobol")).toBeUndefined();
    expect(getProject("aimail")?.title).toBe("AIMail");
    expect(getProject(undefined)).toBeUndefined();
    expect(getBlogPost("ai-boom-real-innovation-or-just-hype")?.readTime).toBe("8 min read");
    expect(getBlogPost("missing")).toBeUndefined();
    expect(getJob("frontend-developer")?.title).toBe("Frontend Developer");
    expect(getJob("ceo")).toBeUndefined();
  });

  it("getCaseStudy takes the zero-based position; non-numeric or out of range gives undefined", () => {
    expect(getCaseStudy("0")?.title).toBe("Retail AI Automation");
    expect(getCaseStudy("2")?.title).toBe("Healthcare Predictive Analytics");
    for (const id of ["3", "-1", "1.0", "01", "abc", "", " 1", "1e0", undefined]) {
      expect(getCaseStudy(id), String(id)).toBeUndefined();
    }
  });
});
