/**
 * The ONE place where the shipped content's counts and texts from the product description
 * (docs/product.md) are pinned. Every other test checks invariants that hold for any
 * content (every service has a page, every job an apply link…), so a deliberate content
 * change — a seventh service card, new opening hours, another job — is one edit here, with
 * the SPEC line it departs from in plain sight (issue 29 item 4).
 *
 * Each assertion quotes the SPEC line it checks.
 */
import { describe, expect, it } from "vitest";
import { openingHoursSchemaText } from "../lib/opening-hours.ts";
import { siteConfig } from "../site.config.ts";
import {
  aboutPage,
  blogPosts,
  careersPage,
  caseStudies,
  companyClaims,
  contactInfo,
  experts,
  faqCategories,
  faqItems,
  homePage,
  jobs,
  minimumAge,
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

describe('SPEC §9 "Counts"', () => {
  it('"testimonials: 4"', () => expect(testimonials).toHaveLength(4));
  it('"experts: 5"', () => expect(experts).toHaveLength(5));
  it('"technology strip tools: 10"', () => expect(homePage.techStrip.tools).toHaveLength(10));
  it('"technology cards: 17" (PRODUCT-DECISIONS 4: "the 16 listed slugs plus one")', () =>
    expect(technologies).toHaveLength(17));
  it('"service cards: 6"', () => expect(serviceCards).toHaveLength(6));
  it('"FAQ items: 13"', () => expect(faqItems).toHaveLength(13));
  it('"blog posts: 2"', () => expect(blogPosts).toHaveLength(2));
  it('"TechTalks: 1"', () => expect(techTalks).toHaveLength(1));
  it('"portfolio projects: 6"', () => expect(portfolioProjects).toHaveLength(6));
  it('"case studies: 3"', () => expect(caseStudies).toHaveLength(3));
  it('"trusted-by logos: 6"', () => expect(portfolioPage.trustedBy.logos).toHaveLength(6));
  it('"How We Work steps: 3 (services and portfolio)"', () => {
    expect(servicesPage.howWeWork.steps).toHaveLength(3);
    expect(portfolioPage.howWeWork.steps).toHaveLength(3);
  });
  it('"Why Choose cards: 4 (services) and 6 (About)"', () => {
    expect(servicesPage.whyChoose.items).toHaveLength(4);
    expect(aboutPage.whyChoose.items).toHaveLength(6);
  });
  it('"expertise cards: 5"', () => expect(portfolioPage.expertise.items).toHaveLength(5));
  it('"privacy sections: 18"', () => expect(privacySections).toHaveLength(18));
});

describe("SPEC §2 Header", () => {
  it('"Services dropdown: Software Development: /services/ai-product-dev, /services/blockchain-product-dev, /services/web-mobile-dev. Solutions: /services/ai-automation, /services/white-label-ai, /services/custom-gpt."', () => {
    expect(serviceGroups).toEqual([
      {
        title: "Software Development",
        slugs: ["ai-product-dev", "blockchain-product-dev", "web-mobile-dev"],
      },
      { title: "Solutions", slugs: ["ai-automation", "white-label-ai", "custom-gpt"] },
    ]);
  });

  it('"Technologies dropdown … Backend: python, nodejs, django, langchain, aws, solidity. Frontend: reactjs, angular, vuejs. Mobile: flutter, reactnative, pwa, kotlin. AI: openai, aiconsole, seachat."', () => {
    expect(technologyGroups).toEqual([
      { title: "Backend", slugs: ["python", "nodejs", "django", "langchain", "aws", "solidity"] },
      { title: "Frontend", slugs: ["reactjs", "angular", "vuejs"] },
      { title: "Mobile", slugs: ["flutter", "reactnative", "pwa", "kotlin"] },
      { title: "AI", slugs: ["openai", "aiconsole", "seachat"] },
    ]);
  });
});

describe("SPEC §2 Home", () => {
  it('"Headline words rotate: Artificial Intelligence, Machine Learning, AI Solutions."', () => {
    expect(homePage.hero.rotatingWords).toEqual([
      "Artificial Intelligence",
      "Machine Learning",
      "AI Solutions",
    ]);
  });

  it('"A six-step development process: AI Strategy & Discovery, Machine Learning Prototyping, Agile AI Development, AI Integration & Deployment, AI Performance Optimization, AI Training & Support. It has a link to /about."', () => {
    expect(homePage.process.steps.map((step) => step.title)).toEqual([
      "AI Strategy & Discovery",
      "Machine Learning Prototyping",
      "Agile AI Development",
      "AI Integration & Deployment",
      "AI Performance Optimization",
      "AI Training & Support",
    ]);
    expect(homePage.process.link.href).toBe("/about");
  });

  it('"A scrolling technology strip of ten tools: Python, TensorFlow, PyTorch, Scikit-learn, React, Node.js, AWS, GCP, Docker, Kubernetes."', () => {
    expect(homePage.techStrip.tools.map((tool) => tool.name)).toEqual([
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
  });

  it('"A three-tab section: Engagement Models, Solutions, Advisory & Digital Transformation. Four cards each"', () => {
    expect(homePage.tabs.items.map((tab) => tab.label)).toEqual([
      "Engagement Models",
      "Solutions",
      "Advisory & Digital Transformation",
    ]);
    for (const tab of homePage.tabs.items) expect(tab.cards).toHaveLength(4);
  });

  it('"A portfolio section with tabs All, Web & Mobile, AI Automation."', () => {
    expect(homePage.portfolio.tabs).toEqual(["All", "Web & Mobile", "AI Automation"]);
  });

  it('SPEC §9 "Topic options: project (Start a Project), consult (AI Consultation), partnership, other."', () => {
    expect(homePage.contact.topics).toEqual([
      { value: "project", label: "Start a Project" },
      { value: "consult", label: "AI Consultation" },
      { value: "partnership", label: "Partnership" },
      { value: "other", label: "Other" },
    ]);
    expect(homePage.contact.topicPlaceholder).toBe("How can we help you?");
  });
});

describe("SPEC §2 About", () => {
  it('"A list of 6 services." and "4 core values: Innovation, Collaboration, Integrity, Excellence."', () => {
    expect(aboutPage.services.items).toHaveLength(6);
    expect(aboutPage.coreValues.items.map((value) => value.title)).toEqual([
      "Innovation",
      "Collaboration",
      "Integrity",
      "Excellence",
    ]);
  });
});

describe("SPEC §2 Services", () => {
  it('"Slugs in the detail data: ai-product-dev, ml-models, ai-integration, ai-consulting, blockchain-product-dev, web-mobile-dev, ai-automation, white-label-ai, custom-gpt."', () => {
    expect(services.map((service) => service.slug)).toEqual([
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
  });
});

describe("SPEC §2 Technologies", () => {
  it('"/technologies/{slug} slugs: python, nodejs, django, langchain, aws, solidity, reactjs, angular, vuejs, flutter, reactnative, pwa, kotlin, openai, aiconsole, seachat." (PRODUCT-DECISIONS 4: plus one, tensorflow)', () => {
    expect(technologies.map((technology) => technology.slug)).toEqual([
      "python",
      "nodejs",
      "django",
      "langchain",
      "aws",
      "solidity",
      "reactjs",
      "angular",
      "vuejs",
      "flutter",
      "reactnative",
      "pwa",
      "kotlin",
      "openai",
      "aiconsole",
      "seachat",
      "tensorflow",
    ]);
  });

  it('SPEC §9 "Timeline years: 2018, 2020, 2022, 2024."', () => {
    expect(technologiesPage.timeline.entries.map((entry) => entry.year)).toEqual([2018, 2020, 2022, 2024]);
  });

  it('"Services, main uses, applications and why-choose are bullet lists shown only when non-empty." "A Case Studies section shown only when case studies exist. Each shows an optional image … an optional Read More link." — the shipped content shows each case', () => {
    const studies = technologies.flatMap((technology) => technology.caseStudies);
    expect(
      technologies.filter((technology) => technology.caseStudies.length > 0).length,
    ).toBeGreaterThanOrEqual(5);
    expect(technologies.some((technology) => technology.caseStudies.length === 0)).toBe(true);
    expect(studies.some((study) => study.image && study.link)).toBe(true);
    expect(studies.some((study) => !study.image && study.link)).toBe(true);
    expect(studies.some((study) => !study.image && !study.link)).toBe(true);
    expect(technologies.some((technology) => technology.applications.length === 0)).toBe(true);
  });
});

describe("SPEC §2 Portfolio and §3 Portfolio project, Case study", () => {
  it('"Slugs: texttoui, aimail, markaid, deepfake-audio, hr-automation, linkedin-automation."', () => {
    expect(portfolioProjects.map((project) => project.slug)).toEqual([
      "texttoui",
      "aimail",
      "markaid",
      "deepfake-audio",
      "hr-automation",
      "linkedin-automation",
    ]);
  });

  it('"Retail AI Automation: 30% increase in sales. Enterprise NLP Platform: 60% less manual work. Healthcare Predictive Analytics: improved patient outcomes."', () => {
    expect(caseStudies.map((study) => [study.title, study.result])).toEqual([
      ["Retail AI Automation", "30% increase in sales"],
      ["Enterprise NLP Platform", "60% less manual work"],
      ["Healthcare Predictive Analytics", "Improved patient outcomes"],
    ]);
  });

  it('"a hero (Our AI Solutions Portfolio); a Trusted By Leading Brands strip …; a single active tab All Projects; … How We Work … (Discovery & Ideation, Design & Build, Deliver & Support); an Our Expertise section of 5 cards (Machine Learning, Cloud AI, Predictive Analytics, NLP & Chatbots, Data Engineering); a Get in Touch call to action linking to /contact."', () => {
    expect(portfolioPage.hero.title).toBe("Our AI Solutions Portfolio");
    expect(portfolioPage.trustedBy.title).toBe("Trusted By Leading Brands");
    expect(portfolioPage.tabs).toEqual(["All Projects"]);
    expect(portfolioPage.howWeWork.steps.map((step) => step.title)).toEqual([
      "Discovery & Ideation",
      "Design & Build",
      "Deliver & Support",
    ]);
    expect(portfolioPage.expertise.items.map((card) => card.title)).toEqual([
      "Machine Learning",
      "Cloud AI",
      "Predictive Analytics",
      "NLP & Chatbots",
      "Data Engineering",
    ]);
    expect(portfolioPage.cta).toMatchObject({ title: "Get in Touch", button: { href: "/contact" } });
  });
});

describe("SPEC §3 Blog post, TechTalk", () => {
  it('"ai-in-fintech-redefining-finance: 24 July 2025, 10 min read, category AI & FinTech. ai-boom-real-innovation-or-just-hype: 4 August 2025, 8 min read, category AI Industry."', () => {
    expect(blogPosts.map((post) => [post.slug, post.displayDate, post.readTime, post.category])).toEqual([
      ["ai-in-fintech-redefining-finance", "24 July 2025", "10 min read", "AI & FinTech"],
      ["ai-boom-real-innovation-or-just-hype", "4 August 2025", "8 min read", "AI Industry"],
    ]);
  });

  it("the shipped posts are long reads: 900 to 1,500 words each", () => {
    for (const post of blogPosts) {
      const words = post.content.split(/\s+/).filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(900);
      expect(words, post.slug).toBeLessThanOrEqual(1500);
    }
  });
});

describe("SPEC §3 Job, §2 Careers and §9", () => {
  it('"Machine Learning Engineer, slug ml-engineer." "Frontend Developer" (PRODUCT-DECISIONS 2: "Frontend Developer: frontend-developer")', () => {
    expect(jobs.map((job) => [job.slug, job.title])).toEqual([
      ["ml-engineer", "Machine Learning Engineer"],
      ["frontend-developer", "Frontend Developer"],
    ]);
  });

  it('SPEC §9 "Job location: Pakistan."', () => {
    for (const job of jobs) expect(job.location).toBe("Pakistan");
  });

  it('"a department filter (All Departments, Engineering, Design, Research)" and "jobTitle (default "a position" if none is passed)"', () => {
    expect(careersPage.openings.departments).toEqual([
      "All Departments",
      "Engineering",
      "Design",
      "Research",
    ]);
    expect(careersPage.apply.defaultJobTitle).toBe("a position");
  });
});

describe("SPEC §3 FAQ item, Expert and §9", () => {
  it('"FAQ categories: General, Billing, Technical, Careers, Services."', () => {
    expect(faqCategories).toEqual(["General", "Billing", "Technical", "Careers", "Services"]);
  });

  it('"FAQ claims: typical project length 3 to 6 months; a free trial exists for selected services; pricing is custom."', () => {
    const answers = faqItems.map((item) => item.answer).join("\n");
    expect(answers).toContain("3 to 6 months");
    expect(answers).toMatch(/free trial for selected services/);
    expect(answers).toMatch(/Pricing is custom/);
  });

  it('"Five experts: CEO, CTO, COO and Co-Founder, Head of FinTech, Head of Sustainability."', () => {
    expect(experts.map((expert) => expert.title)).toEqual([
      "CEO",
      "CTO",
      "COO and Co-Founder",
      "Head of FinTech",
      "Head of Sustainability",
    ]);
  });
});

describe("SPEC §9 company facts and §2 Contact", () => {
  it('"Company claims: since 2020, 150+ clients, 500+ projects, 95% retention."', () => {
    expect(companyClaims.map((claim) => claim.value)).toEqual(["2020", "150+", "500+", "95%"]);
  });

  it('"Opening hours: Mon-Sat 9:00-18:00." and §2 Contact "opening hours Mon-Sat 9:00 AM-6:00 PM"', () => {
    expect(siteConfig.contact.openingTimes).toEqual([
      { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "09:00", closes: "18:00" },
    ]);
    expect(contactInfo.openingHours).toBe("Mon-Sat 9:00 AM-6:00 PM");
    expect(openingHoursSchemaText(siteConfig.contact.openingTimes)).toBe("Mo-Sa 09:00-18:00");
  });

  it('§2 Contact "Info: phone, e-mail, Head Office London UK"', () => {
    expect(contactInfo.headOffice).toBe("Head Office London, UK");
    expect(contactInfo.city).toBe("London");
  });
});

describe("SPEC §2 Privacy policy and §9", () => {
  it('"Privacy policy: minimum age 18, version 1.0."', () => {
    expect(minimumAge).toBe(18);
    expect(privacyPolicyMeta.version).toBe("1.0");
  });

  it('"18 numbered sections" whose topics include "Do-Not-Track (not honoured)" and "regional rights"', () => {
    const text = JSON.stringify(privacySections);
    for (const needle of ["Do-Not-Track", "does not currently respond", "UK GDPR", "EU GDPR", "California"]) {
      expect(text, needle).toContain(needle);
    }
  });

  it('PRODUCT-DECISIONS 5: "fixed dates kept with the policy text (the date the text was written)"', () => {
    expect(privacyPolicyMeta).toMatchObject({ effectiveDate: "2026-11-22", lastUpdated: "2026-11-22" });
  });
});
