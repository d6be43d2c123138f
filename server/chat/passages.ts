/**
 * Turns all fixed site content (app/content) into passages for the chat index: each passage
 * is a paragraph, a list or a question with its answer, labelled with the page it appears on
 * (title and URL, so an answer can link to it) and the section heading above it.
 *
 * Nothing is copied: if a page's content changes, the assistant's knowledge changes with it
 * at the next start.
 */
import {
  aboutPage,
  blogPage,
  blogPosts,
  careersPage,
  caseStudies,
  contactInfo,
  contactPage,
  experts,
  faqItems,
  faqPage,
  homePage,
  jobs,
  type PrivacyBlock,
  parseBlogContent,
  portfolioPage,
  portfolioProjects,
  privacyPolicyMeta,
  privacySections,
  type SectionHeader,
  services,
  servicesPage,
  technologies,
  technologiesPage,
  techTalks,
  testimonials,
} from "../../app/content/index.ts";
import { siteConfig } from "../../app/site.config.ts";

export type PassageKind = "text" | "list" | "qa";

export type Passage = {
  /** Stable, unique: the URL plus a running number. */
  id: string;
  /** The page's name as a visitor knows it; the link text of answers. */
  pageTitle: string;
  /** Where the passage can be read: a site path, optionally with #anchor. */
  url: string;
  /** Heading of the section (or the question, for FAQ items). */
  section: string;
  kind: PassageKind;
  /** Prose for "text" and "qa" (the answer); the lead-in sentence for "list". */
  text: string;
  /** List items, for "list" passages. */
  items: string[];
  /** Extra words that find this passage but are not shown (slug words, categories). */
  keywords: string;
  /** The summary at the top of a page about one thing (a service, a project, a job…). */
  intro: boolean;
  /** A list whose items are other pages (all services, all projects…): it answers questions about the list only. */
  hub: boolean;
};

type Draft = Omit<Passage, "id" | "items" | "keywords" | "kind" | "intro" | "hub"> & {
  kind?: PassageKind;
  items?: string[];
  keywords?: string;
  intro?: boolean;
  hub?: boolean;
};

/** Plain text of the schema's safe HTML (h3, p, ul, li only), as sections of blocks. */
export function htmlSections(html: string): { heading: string; paragraphs: string[]; items: string[] }[] {
  const sections: { heading: string; paragraphs: string[]; items: string[] }[] = [];
  let current = { heading: "", paragraphs: [] as string[], items: [] as string[] };
  const pattern = /<(h3|p|li)>([\s\S]*?)<\/\1>/g;
  for (const match of html.matchAll(pattern)) {
    const tag = match[1];
    const text = (match[2] ?? "").replace(/<[^>]+>/g, "").trim();
    if (tag === "h3") {
      if (current.heading || current.paragraphs.length || current.items.length) sections.push(current);
      current = { heading: text, paragraphs: [], items: [] };
    } else if (tag === "p") current.paragraphs.push(text);
    else current.items.push(text);
  }
  if (current.heading || current.paragraphs.length || current.items.length) sections.push(current);
  return sections;
}

function headerText(header: SectionHeader): string {
  return [header.title, header.lead].filter(Boolean).join(". ").replace(/\.\./g, ".");
}

function withPeriod(text: string): string {
  return /[.!?:]$/.test(text) ? text : `${text}.`;
}

/** Every passage of the site, in page order. */
export function buildPassages(): Passage[] {
  const drafts: Draft[] = [];
  const add = (draft: Draft) => drafts.push(draft);
  const brand = siteConfig.brandName;
  const { claims } = siteConfig;

  /* Home */
  const home = { pageTitle: "Home", url: "/" };
  add({
    ...home,
    section: brand,
    text: `${homePage.hero.headline} ${homePage.hero.rotatingWords.join(", ")}. ${homePage.hero.subtitle}`,
  });
  add({
    ...home,
    section: "Company facts",
    text: `${brand} has been building AI products since ${claims.since}. We have worked with ${claims.clients} clients worldwide, delivered ${claims.projects} projects and have ${claims.retention} client retention.`,
    keywords: "company facts numbers statistics how many clients projects retention founded year since",
  });
  add({
    ...home,
    section: homePage.process.header.title,
    kind: "list",
    text: withPeriod(homePage.process.header.lead ?? homePage.process.header.title),
    items: homePage.process.steps.map((step) => `${step.title}: ${step.text}`),
    keywords: "process steps methodology approach how do you work",
  });
  add({
    ...home,
    section: homePage.techStrip.header.title,
    kind: "list",
    text: withPeriod(homePage.techStrip.header.lead ?? homePage.techStrip.header.title),
    items: homePage.techStrip.tools.map((tool) => `${tool.name}: ${tool.description}`),
    keywords: "tools tech stack technologies",
  });
  for (const tab of homePage.tabs.items) {
    add({
      ...home,
      section: tab.label,
      kind: "list",
      text: `${tab.label}:`,
      items: tab.cards.map((card) => `${card.title}: ${card.text}`),
    });
  }
  for (const testimonial of testimonials) {
    add({
      ...home,
      section: "What our clients say",
      text: `${testimonial.name}, ${testimonial.title} at ${testimonial.company}: “${testimonial.quote}”`,
      keywords: "testimonial review client feedback references",
    });
  }
  add({ ...home, section: homePage.about.header.title, text: homePage.about.paragraphs.join(" ") });

  /* About */
  const about = { pageTitle: "About us", url: "/about" };
  add({
    ...about,
    section: aboutPage.hero.title,
    text: aboutPage.hero.lead ?? "",
    keywords: "about company who are you founded history",
    intro: true,
  });
  add({
    ...about,
    section: aboutPage.ceoVideo.title,
    text: `${aboutPage.ceoVideo.caption} ${aboutPage.ceoVideo.transcript.join(" ")}`,
    keywords: "ceo founder video message",
  });
  add({
    ...about,
    section: aboutPage.split.header.title,
    text: aboutPage.split.paragraphs.join(" "),
    keywords: "team",
  });
  add({
    ...about,
    section: aboutPage.coreValues.header.title,
    kind: "list",
    text: "Our core values are:",
    items: aboutPage.coreValues.items.map((value) => `${value.title}: ${value.text}`),
    keywords: "values culture principles",
  });
  add({
    ...about,
    section: aboutPage.whyChoose.header.title,
    kind: "list",
    text: "Why clients choose us:",
    items: aboutPage.whyChoose.items.map((item) => `${item.title}: ${item.text}`),
    keywords: "why choose you benefits advantages different",
  });
  add({
    ...about,
    section: aboutPage.experts.header.title,
    kind: "list",
    text: "Our leadership team:",
    items: experts.map((expert) => `${expert.name}, ${expert.title}`),
    keywords: "leadership team management founders experts who runs people",
    hub: true,
  });
  for (const expert of experts) {
    add({
      ...about,
      section: `${expert.name}, ${expert.title}`,
      text: `${expert.name} is our ${expert.title}. ${expert.desc}`,
      keywords: "leadership expert",
      intro: true,
    });
  }

  /* Services */
  const servicesList = { pageTitle: "Services", url: "/services" };
  add({ ...servicesList, section: servicesPage.hero.title, text: servicesPage.hero.lead ?? "" });
  add({
    ...servicesList,
    section: servicesPage.cardsHeader.title,
    kind: "list",
    text: "Our services include:",
    items: services.map((service) => service.title),
    keywords: "services list offer what do you do provide",
    hub: true,
  });
  add({
    ...servicesList,
    section: servicesPage.howWeWork.header.title,
    kind: "list",
    text: "How we work:",
    items: servicesPage.howWeWork.steps.map((step) => `${step.title}: ${step.text}`),
    keywords: "how we work process",
  });
  add({
    ...servicesList,
    section: servicesPage.whyChoose.header.title,
    kind: "list",
    text: "Why choose us:",
    items: servicesPage.whyChoose.items.map((item) => `${item.title}: ${item.text}`),
  });
  add({ ...servicesList, section: servicesPage.cta.title, text: servicesPage.cta.text });
  for (const service of services) {
    const page = { pageTitle: service.title, url: `/services/${service.slug}` };
    const words = service.slug.replace(/-/g, " ");
    add({
      ...page,
      section: service.title,
      text: service.description,
      keywords: `${words} service`,
      intro: true,
    });
    for (const paragraph of service.details)
      add({ ...page, section: service.title, text: paragraph, keywords: words });
    add({
      ...page,
      section: `${service.title}: what you get`,
      kind: "list",
      text: `What our ${service.title} service includes:`,
      items: service.features,
      keywords: `${words} features includes`,
    });
  }

  /* Technologies */
  const techList = { pageTitle: "Technologies", url: "/technologies" };
  add({ ...techList, section: technologiesPage.hero.title, text: technologiesPage.hero.lead ?? "" });
  add({
    ...techList,
    section: technologiesPage.grid.header.title,
    kind: "list",
    text: "Technologies we work with:",
    items: technologies.map((technology) => technology.name),
    keywords: "technologies stack tools languages frameworks",
    hub: true,
  });
  add({
    ...techList,
    section: technologiesPage.benefits.header.title,
    kind: "list",
    text: withPeriod(headerText(technologiesPage.benefits.header)),
    items: technologiesPage.benefits.items.map((item) => `${item.title}: ${item.text}`),
  });
  add({
    ...techList,
    section: technologiesPage.selectionCriteria.header.title,
    kind: "list",
    text: withPeriod(headerText(technologiesPage.selectionCriteria.header)),
    items: technologiesPage.selectionCriteria.items.map((item) => `${item.title}: ${item.text}`),
  });
  add({
    ...techList,
    section: technologiesPage.integration.header.title,
    kind: "list",
    text: technologiesPage.integration.text,
    items: technologiesPage.integration.points,
  });
  for (const entry of technologiesPage.timeline.entries) {
    add({
      ...techList,
      section: `${entry.year}: ${entry.title}`,
      text: `${entry.year} – ${entry.title}. ${entry.text}`,
      keywords: "timeline history",
    });
  }
  for (const item of technologiesPage.faq.items)
    add({ ...techList, section: item.question, kind: "qa", text: item.answer });
  for (const technology of technologies) {
    const page = { pageTitle: technology.name, url: `/technologies/${technology.slug}` };
    const words = `${technology.slug} ${technology.name} technology`;
    add({
      ...page,
      section: `${technology.name}: ${technology.subtitle}`,
      text: `${technology.summary} ${technology.detailedDescription}`,
      keywords: words,
      intro: true,
    });
    add({
      ...page,
      section: `${technology.name}: what we provide`,
      text: technology.whatWeProvide,
      keywords: words,
    });
    const lists: [string, string, string[]][] = [
      ["Main uses", `Main uses of ${technology.name}:`, technology.mainUses],
      ["Applications", `Applications of ${technology.name}:`, technology.applications],
      ["Our services", `Our ${technology.name} services:`, technology.services],
      ["Why choose us", `Why choose us for ${technology.name}:`, technology.whyChoose],
    ];
    for (const [heading, lead, items] of lists) {
      if (items.length > 0)
        add({
          ...page,
          section: `${technology.name}: ${heading}`,
          kind: "list",
          text: lead,
          items,
          keywords: words,
        });
    }
    for (const study of technology.caseStudies) {
      add({
        ...page,
        section: `${technology.name} case study: ${study.title}`,
        text: study.description,
        keywords: `${words} case study example project`,
      });
    }
  }

  /* Portfolio */
  const portfolioList = { pageTitle: "Portfolio", url: "/portfolio" };
  add({
    ...portfolioList,
    section: portfolioPage.hero.title,
    text: portfolioPage.hero.lead ?? "",
    keywords: "portfolio projects work examples industries sectors clients",
  });
  add({
    ...portfolioList,
    section: portfolioPage.projectsHeader.title,
    kind: "list",
    text: "Featured projects in our portfolio:",
    items: portfolioProjects.map((project) => `${project.title}: ${project.overview}`),
    keywords: "portfolio projects examples work built clients previous past",
    hub: true,
  });
  add({
    ...portfolioList,
    section: portfolioPage.caseStudiesHeader.title,
    kind: "list",
    text: `${portfolioPage.caseStudiesHeader.title}:`,
    items: caseStudies.map((study) => `${study.title}: ${study.result}`),
    keywords: "case studies results outcomes",
    hub: true,
  });
  add({
    ...portfolioList,
    section: portfolioPage.trustedBy.title,
    kind: "list",
    text: `${portfolioPage.trustedBy.title}:`,
    items: portfolioPage.trustedBy.logos.map((logo) => logo.name),
    keywords: "clients brands customers logos who",
  });
  add({
    ...portfolioList,
    section: portfolioPage.howWeWork.header.title,
    kind: "list",
    text: "How we work:",
    items: portfolioPage.howWeWork.steps.map((step) => `${step.title}: ${step.text}`),
  });
  add({
    ...portfolioList,
    section: portfolioPage.expertise.header.title,
    kind: "list",
    text: "Our expertise:",
    items: portfolioPage.expertise.items.map((item) => `${item.title}: ${item.text}`),
    keywords: "expertise capabilities",
  });
  for (const project of portfolioProjects) {
    const page = { pageTitle: project.title, url: `/portfolio/${project.slug}` };
    const words = `${project.slug.replace(/-/g, " ")} ${project.title} project ${project.category}`;
    add({
      ...page,
      section: project.title,
      text: `${project.title}: ${project.overview} ${project.desc}`,
      keywords: words,
      intro: true,
    });
    add({ ...page, section: project.title, text: project.longDesc, keywords: words });
    add({
      ...page,
      section: `${project.title}: key features`,
      kind: "list",
      text: `Key features of ${project.title}:`,
      items: project.features,
      keywords: `${words} features`,
    });
    add({
      ...page,
      section: `${project.title}: tech stack`,
      text: `${project.title} was built with ${project.tech.join(", ")}.`,
      keywords: `${words} tech stack technologies built with`,
    });
    add({
      ...page,
      section: `${project.title}: impact`,
      text: project.impact,
      keywords: `${words} impact results outcome`,
    });
    for (const part of htmlSections(project.details)) {
      add({
        ...page,
        section: `${project.title}: ${part.heading}`,
        kind: part.items.length > 0 ? "list" : "text",
        text: part.paragraphs.join(" "),
        items: part.items,
        keywords: words,
      });
    }
  }
  caseStudies.forEach((study, index) => {
    const page = { pageTitle: study.title, url: `/portfolio/case-study/${index}` };
    const words = `${study.title} case study result`;
    add({
      ...page,
      section: study.title,
      text: `${study.title}: ${study.result}. ${study.desc}`,
      keywords: words,
      intro: true,
    });
    for (const part of htmlSections(study.detail)) {
      add({
        ...page,
        section: `${study.title}: ${part.heading}`,
        kind: part.items.length > 0 ? "list" : "text",
        text: part.paragraphs.join(" "),
        items: part.items,
        keywords: words,
      });
    }
  });

  /* Blog */
  const blogList = { pageTitle: "Blog & TechTalks", url: "/blog" };
  add({
    ...blogList,
    section: blogPage.hero.title,
    kind: "list",
    text: `${blogPage.hero.lead} Articles on our blog:`,
    items: blogPosts.map((post) => `${post.title} (${post.author}, ${post.displayDate}, ${post.readTime})`),
    keywords: "blog articles posts insights news",
    hub: true,
  });
  for (const talk of techTalks) {
    add({
      ...blogList,
      section: `TechTalk: ${talk.title}`,
      text: `TechTalk “${talk.title}” by ${talk.speaker}, ${talk.speakerTitle}. ${talk.description}`,
      keywords: "techtalks talk video",
    });
  }
  for (const post of blogPosts) {
    const page = { pageTitle: post.title, url: `/blog/${post.slug}` };
    const words = `blog article post ${post.category}`;
    add({
      ...page,
      section: post.title,
      text: `“${post.title}” by ${post.author}, ${post.authorTitle}, published on ${post.displayDate} in ${post.category} (${post.readTime}). ${post.excerpt}`,
      keywords: `${words} author`,
      intro: true,
    });
    let heading = post.title;
    for (const block of parseBlogContent(post.content)) {
      if (block.type === "heading") heading = block.text;
      else if (block.type === "paragraph")
        add({ ...page, section: heading, text: block.text, keywords: words });
      else
        add({
          ...page,
          section: heading,
          kind: "list",
          text: `${heading}:`,
          items: block.items,
          keywords: words,
        });
    }
  }

  /* FAQ */
  const faq = { pageTitle: "FAQ", url: "/faq" };
  for (const item of faqItems)
    add({ ...faq, section: item.question, kind: "qa", text: item.answer, keywords: item.category });
  add({ ...faq, section: faqPage.hero.title, text: faqPage.hero.lead ?? "" });

  /* Careers */
  const careers = { pageTitle: "Careers", url: "/careers" };
  add({
    ...careers,
    section: careersPage.hero.title,
    text: careersPage.hero.lead ?? "",
    keywords: "careers jobs work join",
  });
  add({
    ...careers,
    section: careersPage.openings.header.title,
    kind: "list",
    text: "Our open positions:",
    items: jobs.map((job) => `${job.title} (${job.department}, ${job.workplace}, ${job.location})`),
    keywords: "jobs open positions vacancies hiring careers roles",
    hub: true,
  });
  add({
    ...careers,
    section: careersPage.perks.header.title,
    kind: "list",
    text: "Why work with us:",
    items: careersPage.perks.items.map((item) => `${item.title}: ${item.text}`),
    keywords: "perks benefits working culture",
  });
  add({
    ...careers,
    section: careersPage.hiringProcess.header.title,
    kind: "list",
    text: withPeriod(careersPage.hiringProcess.header.lead ?? ""),
    items: careersPage.hiringProcess.steps.map((step) => `${step.title}: ${step.text}`),
    keywords: "hiring process interview recruitment steps",
  });
  for (const item of careersPage.faq.items)
    add({ ...careers, section: item.question, kind: "qa", text: item.answer, keywords: "careers jobs" });
  for (const job of jobs) {
    const page = { pageTitle: job.title, url: `/careers/${job.slug}` };
    const words = `${job.title} job role position vacancy ${job.department} ${job.slug.replace(/-/g, " ")}`;
    add({
      ...page,
      section: job.title,
      text: `${job.title}: a ${job.type.toLowerCase()}, ${job.workplace.toLowerCase()} role in our ${job.department} team, based in ${job.location}. ${job.description}`,
      keywords: `${words} location remote`,
      intro: true,
    });
    add({
      ...page,
      section: `${job.title}: responsibilities`,
      kind: "list",
      text: `As our ${job.title} you will:`,
      items: job.responsibilities,
      keywords: `${words} responsibilities duties`,
    });
    add({
      ...page,
      section: `${job.title}: qualifications`,
      kind: "list",
      text: `What we look for in a ${job.title}:`,
      items: job.qualifications,
      keywords: `${words} qualifications requirements skills experience`,
    });
  }
  add({
    pageTitle: "Apply",
    url: "/apply",
    section: careersPage.apply.header.title,
    text: `${careersPage.apply.header.lead ?? ""} Use our application form to apply for a position.`,
    keywords: "apply application form resume cv submit",
  });

  /* Contact */
  const contactPageRef = { pageTitle: "Contact", url: "/contact" };
  add({
    ...contactPageRef,
    section: "Contact details",
    text: `Phone: ${contactInfo.phone}. E-mail: ${contactInfo.email}. ${contactInfo.headOffice}. Opening hours: ${contactInfo.openingHours}.`,
    keywords: "contact phone mail address office hours opening reach",
  });
  add({
    ...contactPageRef,
    section: contactPage.hero.title,
    text: contactPage.hero.lead ?? "",
    keywords: "contact reply respond nda",
  });
  add({
    ...contactPageRef,
    section: contactPage.form.title,
    text: contactPage.form.lead,
    keywords: "contact form message",
  });
  add({
    ...home,
    section: homePage.contact.header.title,
    text: `${homePage.contact.header.lead ?? ""} Topics: ${homePage.contact.topics.map((topic) => topic.label).join(", ")}.`,
    keywords: "contact form",
  });

  /* Privacy policy */
  for (const section of privacySections) {
    const page = { pageTitle: "Privacy policy", url: `/privacy-policy#${section.id}` };
    // The section's number is not indexed: "18." would match questions about 18-year-olds.
    const heading = section.title;
    let lead = "";
    for (const block of section.body as PrivacyBlock[]) {
      if (block.type === "paragraph") {
        if (lead)
          add({
            ...page,
            section: heading,
            text: lead,
            keywords: "privacy policy data personal information",
          });
        lead = block.text;
      } else if (block.type === "list") {
        add({
          ...page,
          section: heading,
          kind: "list",
          text: lead || `${section.title}:`,
          items: block.items,
          keywords: "privacy policy data personal information",
        });
        lead = "";
      }
    }
    if (lead)
      add({ ...page, section: heading, text: lead, keywords: "privacy policy data personal information" });
  }
  add({
    pageTitle: "Privacy policy",
    url: "/privacy-policy",
    section: "Privacy policy",
    text: `Our privacy policy is version ${privacyPolicyMeta.version}. It explains how ${brand} collects, uses, shares and protects personal information, and what rights you have.`,
    keywords: "privacy policy version gdpr data protection",
  });

  return drafts.map((draft, index) => ({
    id: `${draft.url}~${index}`,
    pageTitle: draft.pageTitle,
    url: draft.url,
    section: draft.section,
    kind: draft.kind ?? "text",
    text: draft.text,
    items: draft.items ?? [],
    keywords: draft.keywords ?? "",
    intro: draft.intro ?? false,
    hub: draft.hub ?? false,
  }));
}
