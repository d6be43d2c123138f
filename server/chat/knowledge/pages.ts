import {
  aboutConsultationModal,
  aboutPage,
  blogPage,
  careersPage,
  contactPage,
  faqPage,
  homeConsultationModal,
  homePage,
  portfolioPage,
  servicesPage,
  technologiesPage,
} from "../../../app/content/index.ts";
import { plainText, wordsOfKey } from "../language/text.ts";
import type { Fact } from "./catalogue.ts";

/**
 * The listing pages' own copy, read by the shape of the content rather than its words: every
 * object with a title (or a header's title) is a section, and the text under it, down to the
 * next titled object, is that section's facts. Images, icons and link targets are skipped.
 */

export type PageSection = {
  url: string;
  page: string;
  heading: string;
  /** The words of the content's key for the section ("perks", "hiring process"): what it is, in the schema's words. */
  keyWords: string;
  facts: Fact[];
};

const SKIPPED_KEYS = new Set([
  "image",
  "images",
  "icon",
  "logo",
  "poster",
  "src",
  "href",
  "slug",
  "anchor",
  "id",
  "captions",
  "value",
]);

type Node = unknown;

/** A section's line this short is a heading-like introduction (an eyebrow, a lead-in), not a statement. */
const SHORT_LINE = 60;

/**
 * A titled object's name, with the numbers that place it ("Generative AI arrives (2022)",
 * "Build (2)"), so a question by year or step number finds it.
 */
const titleOf = (node: Record<string, Node>): string | undefined => {
  const header = node.header as Record<string, Node> | undefined;
  // A question with its answer (a page's own FAQ) is headed by the question, so its answer answers it.
  const title =
    typeof node.title === "string"
      ? node.title
      : typeof header?.title === "string"
        ? header.title
        : typeof node.question === "string"
          ? node.question
          : typeof node.heading === "string"
            ? node.heading
            : undefined;
  if (title === undefined) return undefined;
  const placing = Object.entries(node)
    .filter(([key, value]) => typeof value === "number" && !SKIPPED_KEYS.has(key))
    .map(([, value]) => String(value));
  return placing.length > 0 ? `${title} (${placing.join(", ")})` : title;
};

function walk(node: Node, key: string, section: PageSection, out: PageSection[], inList = false): void {
  if (typeof node === "string") {
    const text = plainText(node);
    // A title or a question heads its section; it is not said again as one of its statements.
    if (text.length > 2 && key !== "title" && key !== "question")
      section.facts.push({ label: wordsOfKey(key), text });
    return;
  }
  if (Array.isArray(node)) {
    // A section's keywords say what it is about in a visitor's words: searched, never shown.
    if (key === "keywords") {
      section.keyWords = [section.keyWords, ...node].filter(Boolean).join(" ");
      return;
    }
    if (node.every((entry) => typeof entry === "string")) {
      section.facts.push({ label: wordsOfKey(key), text: "", items: node.map((entry) => plainText(entry)) });
      return;
    }
    // A list of titled entries (values, steps, perks) is also named in full where it sits, so
    // "what are your values?" finds the section that holds them all, not one entry.
    const entryTitles = node.flatMap((entry) => {
      const title =
        entry !== null && typeof entry === "object" ? titleOf(entry as Record<string, Node>) : undefined;
      return title ? [plainText(title)] : [];
    });
    if (entryTitles.length > 1) {
      // The list carries the short lines that introduce its section ("Our values"), which say what it is.
      const introduction = section.facts
        .filter((fact) => !fact.items && fact.text.length <= SHORT_LINE)
        .map((fact) => fact.text)
        .join(" ");
      section.facts.push({ label: wordsOfKey(key), text: introduction, items: entryTitles });
    }
    for (const entry of node) walk(entry, key, section, out, true);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const record = node as Record<string, Node>;
  const title = titleOf(record);
  // A block's header (its title, eyebrow and lead) belongs to the block's own section.
  const ownHeader = key === "header" && title !== undefined && plainText(title) === section.heading;
  const own =
    title && !ownHeader
      ? {
          url: section.url,
          page: section.page,
          heading: plainText(title),
          // An entry of a list is named by its title; the list's key ("items") says nothing of it.
          keyWords: inList ? "" : wordsOfKey(key),
          facts: [],
        }
      : section;
  if (own !== section) out.push(own);
  for (const [childKey, child] of Object.entries(record)) {
    if (!SKIPPED_KEYS.has(childKey)) walk(child, childKey, own, out);
  }
}

/** The listing pages and where they live. */
const PAGES: { url: string; content: Node }[] = [
  { url: "/", content: homePage },
  { url: "/about", content: aboutPage },
  { url: "/services", content: servicesPage },
  { url: "/technologies", content: technologiesPage },
  { url: "/portfolio", content: portfolioPage },
  { url: "/blog", content: blogPage },
  { url: "/careers", content: careersPage },
  { url: "/faq", content: faqPage },
  { url: "/contact", content: contactPage },
  // The booking forms a page opens ("Book a free consultation") are part of that page.
  { url: "/", content: homeConsultationModal },
  { url: "/about", content: aboutConsultationModal },
];

/** Every titled section of the listing pages with its statements. */
export function buildPageSections(): PageSection[] {
  const out: PageSection[] = [];
  for (const { url, content } of PAGES) {
    const top: PageSection = { url, page: url, heading: "", keyWords: "", facts: [] };
    out.push(top);
    walk(content, "page", top, out);
  }
  return out.filter((section) => section.facts.length > 0);
}
