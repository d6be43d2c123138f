/**
 * Answers that are one of the site's FAQ answers, word for word: the /faq page's items, the
 * technology questions on /technologies and the careers questions on /careers.
 */
import { careersPage, faqItems, technologiesPage } from "../../../app/content/index.ts";
import { answer, link, paragraphs } from "./compose.ts";
import type { Builder } from "./context.ts";

const SOURCES = [
  { items: faqItems, page: link("FAQ", "/faq") },
  { items: technologiesPage.faq.items, page: link("Technologies", "/technologies") },
  { items: careersPage.faq.items, page: link("Careers", "/careers") },
] as const;

/** The answer to one FAQ question, with a link to the page that shows it. */
export function faqReply(question: string): { text: string; page: string } {
  for (const source of SOURCES) {
    const item = source.items.find((candidate) => candidate.question === question);
    if (item) return { text: item.answer, page: source.page };
  }
  throw new Error(`No FAQ question "${question}"`);
}

/** A builder that answers with one FAQ item (the question as the site writes it). */
export function faqBuilder(question: string, extra?: string): Builder {
  const { text, page } = faqReply(question);
  return (context) => answer(context.topic, paragraphs(text, extra, `See our ${page}.`));
}
