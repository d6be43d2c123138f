/**
 * A question that is one of the site's own FAQ questions, asked in (nearly) its words: "How do
 * you keep our data secure?" is answered by the FAQ answer written for it, whatever sentence
 * of another page shares more of its words.
 */
import { careersPage, faqItems, technologiesPage } from "../../app/content/index.ts";
import { faqReply } from "./builders/faq.ts";
import { terms } from "./text.ts";

/** Share of the two questions' words in common (Jaccard) from which they are the same question. */
const SAME_QUESTION = 0.8;
/** Shorter questions ("are you hiring?") are left to the intents, which answer them already. */
const MIN_TERMS = 3;

const QUESTIONS = [...faqItems, ...technologiesPage.faq.items, ...careersPage.faq.items].map((item) => ({
  question: item.question,
  terms: new Set(terms(item.question)),
}));

/** The FAQ question the message asks, if it is nearly word for word one of them. */
export function askedFaqQuestion(message: string): string | undefined {
  const asked = new Set(terms(message));
  if (asked.size < MIN_TERMS) return undefined;
  let best: { question: string; overlap: number } | undefined;
  for (const candidate of QUESTIONS) {
    const shared = [...asked].filter((term) => candidate.terms.has(term)).length;
    const overlap = shared / new Set([...asked, ...candidate.terms]).size;
    if (overlap >= SAME_QUESTION && (!best || overlap > best.overlap))
      best = { question: candidate.question, overlap };
  }
  return best?.question;
}

/** Whether a reply already gives the FAQ answer to the question (its opening words). */
export function givesFaqAnswer(reply: string, question: string): boolean {
  return reply.includes(faqReply(question).text.slice(0, 60));
}
