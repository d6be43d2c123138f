import { chatWording, type ListedKind } from "../../../app/content/chat-answers.ts";
import {
  blogPosts,
  caseStudies,
  experts,
  faqItems,
  jobs,
  portfolioProjects,
  privacyPolicyIntro,
  privacyPolicyMeta,
  privacySections,
  services,
  technologies,
  techTalks,
  testimonials,
} from "../../../app/content/index.ts";
import { displayDate } from "../../../app/lib/display-date.ts";
import { plainText, withStop, wordsOfKey } from "../language/text.ts";

/**
 * The things the content describes, read from its collections: each item with its name, its
 * page and its facts (a field's label and text). Only field names appear here; every name, text
 * and link comes from the content as it is when the knowledge is built.
 */

/** The kinds of item, as the chat's wording names them (one list, in app/content/chat-answers.ts). */
export type ItemKind = ListedKind;

export type Fact = {
  /** The field's name in the content schema, as words ("main uses"). */
  label: string;
  /** One statement, or the intro of a list. */
  text: string;
  /** A list's entries. */
  items?: string[];
};

export type Item = {
  kind: ItemKind;
  name: string;
  /** Other names the content gives it (a slug's words, a short title). */
  aliases: string[];
  /** Topic words the content lists for it. */
  keywords: string[];
  url: string;
  /** One or two sentences that introduce it. */
  summary: string;
  facts: Fact[];
  /** ISO date of a dated item (a post, a job), for "the newest one". */
  date?: string;
  /** The group the header's menu files it under ("Mobile"), for "what mobile technologies…?". */
  group?: string;
};

const list = (label: string, items: readonly string[], text = ""): Fact => ({
  label,
  text,
  items: [...items],
});
const fact = (label: string, text: string): Fact => ({ label, text });
const slugWords = (slug: string) => slug.replace(/-/g, " ");
/** Statements joined as one paragraph, each ending with its own stop. */
const joined = (...texts: string[]) => texts.map(withStop).join(" ");

const keywordsOf = (value: { keywords: readonly string[] }): string[] => [...value.keywords];

/** The names of the items a link field points at, by slug. */
const namesOf = (
  slugs: readonly string[],
  collection: readonly { slug: string; title?: string; name?: string }[],
) =>
  slugs.flatMap((slug) => {
    const found = collection.find((entry) => entry.slug === slug);
    return found ? [found.title ?? found.name ?? slug] : [];
  });

/** Paragraphs of a Markdown body, each under its "## " heading. */
function markdownSections(body: string): { heading: string; text: string }[] {
  const sections: { heading: string; text: string }[] = [];
  let heading = "";
  for (const block of body.split(/\n\s*\n/)) {
    const trimmed = block.trim();
    if (trimmed.startsWith("## ")) {
      heading = trimmed.slice(3).trim();
      continue;
    }
    if (trimmed) sections.push({ heading, text: plainText(trimmed.replace(/^- /gm, "• ")) });
  }
  return sections;
}

/** Sections of the content's safe HTML (h3, p, ul/li). */
function htmlSections(html: string): { heading: string; text: string; items: string[] }[] {
  const sections: { heading: string; text: string; items: string[] }[] = [];
  let current = { heading: "", text: "", items: [] as string[] };
  for (const match of html.matchAll(/<(h3|p|li)>([\s\S]*?)<\/\1>/g)) {
    const body = plainText(match[2] ?? "");
    if (match[1] === "h3") {
      if (current.text || current.items.length) sections.push(current);
      current = { heading: body, text: "", items: [] };
    } else if (match[1] === "p") current.text = current.text ? `${current.text} ${body}` : body;
    else current.items.push(body);
  }
  if (current.text || current.items.length) sections.push(current);
  return sections;
}

function serviceItems(): Item[] {
  return services.map((service) => ({
    kind: "service",
    name: service.title,
    aliases: [slugWords(service.slug)],
    keywords: keywordsOf(service),
    url: `/services/${service.slug}`,
    ...(service.menuGroup ? { group: service.menuGroup } : {}),
    summary: service.description,
    facts: [
      fact("description", service.description),
      ...service.details.map((text) => fact("details", text)),
      list("features", service.features),
      list("technologies", namesOf(service.technologySlugs, technologies)),
    ],
  }));
}

function technologyItems(): Item[] {
  return technologies.map((technology) => ({
    kind: "technology",
    name: technology.name,
    aliases: [slugWords(technology.slug)],
    keywords: keywordsOf(technology),
    url: `/technologies/${technology.slug}`,
    ...(technology.menuGroup ? { group: technology.menuGroup } : {}),
    summary: joined(technology.subtitle, technology.summary),
    facts: [
      fact("summary", technology.summary),
      fact("description", technology.detailedDescription),
      fact("what we provide", technology.whatWeProvide),
      list("main uses", technology.mainUses),
      list("applications", technology.applications),
      list("services", [...technology.services, ...namesOf(technology.serviceSlugs, services)]),
      list("why choose", technology.whyChoose),
      ...technology.caseStudies.map((study) => fact("case studies", `${study.title}: ${study.description}`)),
    ],
  }));
}

function projectItems(): Item[] {
  return portfolioProjects.map((project) => ({
    kind: "project",
    name: project.title,
    aliases: [slugWords(project.slug)],
    keywords: [...keywordsOf(project), project.category, project.sector],
    url: `/portfolio/${project.slug}`,
    summary: joined(project.overview, project.desc),
    facts: [
      fact("overview", project.longDesc),
      list("features", project.features),
      list("tech", project.tech),
      fact("impact", project.impact),
      fact("category", project.category),
      fact("sector", project.sector),
      list("technologies", namesOf(project.technologySlugs, technologies)),
      list("services", namesOf(project.serviceSlugs, services)),
      ...htmlSections(project.details).map((section) =>
        section.items.length
          ? list(`details ${section.heading}`, section.items, section.text)
          : fact(`details ${section.heading}`, section.text),
      ),
    ],
  }));
}

function caseStudyItems(): Item[] {
  return caseStudies.map((study) => ({
    kind: "case-study",
    name: study.title,
    aliases: [slugWords(study.slug)],
    keywords: [...keywordsOf(study), study.sector],
    url: study.link,
    summary: joined(study.desc, study.result),
    facts: [
      fact("result", study.result),
      fact("description", study.desc),
      fact("sector", study.sector),
      list("services", namesOf(study.serviceSlugs, services)),
      list("technologies", namesOf(study.technologySlugs, technologies)),
      list("projects", namesOf(study.projectSlugs, portfolioProjects)),
      ...htmlSections(study.detail).map((section) =>
        section.items.length
          ? list(`details ${section.heading}`, section.items, section.text)
          : fact(`details ${section.heading}`, section.text),
      ),
    ],
  }));
}

function postItems(): Item[] {
  return blogPosts.map((post) => ({
    kind: "post",
    name: post.title,
    aliases: [slugWords(post.slug)],
    keywords: [...keywordsOf(post), post.category],
    url: `/blog/${post.slug}`,
    summary: post.excerpt,
    date: post.date,
    facts: [
      fact("author", `${post.author}, ${post.authorTitle}`),
      fact("date", post.displayDate),
      fact("read time", post.readTime),
      fact("category", post.category),
      fact("excerpt", post.excerpt),
      ...markdownSections(post.content).map((section) => fact(`body ${section.heading}`, section.text)),
    ],
  }));
}

function jobItems(): Item[] {
  return jobs.map((job) => ({
    kind: "job",
    name: job.title,
    aliases: [slugWords(job.slug)],
    keywords: [...keywordsOf(job), job.department],
    url: `/careers/${job.slug}`,
    date: job.datePosted,
    summary: joined(
      `${job.title}: ${job.department}, ${job.workplace}, ${job.location}, ${job.type}`,
      job.description,
    ),
    facts: [
      fact("workplace", `${job.workplace}, ${job.location}`),
      fact("location", job.location),
      fact("type", job.type),
      fact("department", job.department),
      fact("description", job.description),
      list("responsibilities", job.responsibilities),
      list("qualifications", job.qualifications),
      fact("date posted", displayDate(job.datePosted)),
    ],
  }));
}

function peopleItems(): Item[] {
  return experts.map((person) => ({
    kind: "person",
    name: person.name,
    aliases: [person.name.split(" ")[0] ?? person.name, person.title],
    keywords: keywordsOf(person),
    url: "/about",
    summary: joined(`${person.name}, ${person.title}`, person.desc),
    facts: [fact("title", `${person.name} is ${person.title}.`), fact("description", person.desc)],
  }));
}

function testimonialItems(): Item[] {
  return testimonials.map((testimonial) => ({
    kind: "testimonial",
    name: testimonial.company,
    aliases: [testimonial.name],
    keywords: testimonial.keywords ?? [],
    url: "/",
    summary: `"${testimonial.quote}" (${testimonial.name}, ${testimonial.title}, ${testimonial.company})`,
    facts: [
      fact(
        "quote",
        `"${testimonial.quote}" (${testimonial.name}, ${testimonial.title}, ${testimonial.company})`,
      ),
    ],
  }));
}

function talkItems(): Item[] {
  return techTalks.map((talk) => ({
    kind: "talk",
    name: talk.title,
    aliases: [],
    keywords: [],
    url: talk.url,
    summary: joined(`${talk.title}, by ${talk.speaker} (${talk.speakerTitle})`, talk.description),
    facts: [fact("speaker", `${talk.speaker}, ${talk.speakerTitle}`), fact("description", talk.description)],
  }));
}

function faqEntries(): Item[] {
  return faqItems.map((item) => ({
    kind: "faq",
    name: item.question,
    aliases: [],
    keywords: [...keywordsOf(item), item.category],
    url: "/faq",
    summary: item.answer,
    facts: [fact("answer", item.answer)],
  }));
}

/** The policy as a document: its version and dates, read from its metadata by field. */
function policyDocument(): Item {
  return {
    kind: "policy",
    name: chatWording.listPageName.policy,
    aliases: [],
    keywords: [],
    url: chatWording.listPage.policy,
    summary: privacyPolicyIntro,
    facts: Object.entries(privacyPolicyMeta).map(([key, value]) => {
      const label = wordsOfKey(key);
      return fact(label, `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${value}`);
    }),
  };
}

function policyItems(): Item[] {
  return privacySections.map((section) => {
    const facts: Fact[] = [];
    for (const block of section.body) {
      if (block.type === "paragraph") facts.push(fact("text", block.text));
      else if (block.type === "list") {
        const intro = facts.at(-1);
        facts.push(list("list", block.items, intro?.text ?? ""));
      } else facts.push(fact("link", `[${block.label}](${block.href})`));
    }
    return {
      kind: "policy",
      name: section.title,
      aliases: [],
      keywords: keywordsOf(section),
      url: `/privacy-policy#${section.id}`,
      summary: facts[0]?.text ?? section.title,
      facts,
    };
  });
}

/** Every item of the content, collection by collection. */
export function buildCatalogue(): Item[] {
  return [
    ...serviceItems(),
    ...technologyItems(),
    ...projectItems(),
    ...caseStudyItems(),
    ...postItems(),
    ...jobItems(),
    ...peopleItems(),
    ...testimonialItems(),
    ...talkItems(),
    ...faqEntries(),
    ...policyItems(),
    policyDocument(),
  ];
}
