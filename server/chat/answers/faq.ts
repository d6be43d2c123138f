import { chatWording } from "../../../app/content/chat-answers.ts";
import type { Knowledge } from "../knowledge/build.ts";
import type { Fact } from "../knowledge/catalogue.ts";
import { sameAs } from "../language/synonyms.ts";
import { terms } from "../language/text.ts";
import type { Question } from "../reading/question.ts";
import { factBody } from "./item.ts";
import { type Reply, reply } from "./reply.ts";

/** Share of weight each side must hold of the other for a question to be an FAQ's own. */
const SAME_QUESTION = 0.6;

/** A question the site answers: an FAQ entry, or a page's own question-and-answer entry (the careers page's). */
type Answered = { question: string; answer: Fact; url: string };

const answeredQuestions = new WeakMap<Knowledge, Answered[]>();
function questionsOf(knowledge: Knowledge): Answered[] {
  let found = answeredQuestions.get(knowledge);
  if (!found) {
    found = [
      ...knowledge.items.flatMap((item) =>
        item.kind === "faq" && item.facts[0]
          ? [{ question: item.name, answer: item.facts[0], url: item.url }]
          : [],
      ),
      // A page section headed by a question (pages.ts) is that question's answer.
      ...knowledge.passages.flatMap((passage) =>
        !passage.item && passage.title.trim().endsWith("?")
          ? [{ question: passage.title, answer: passage.fact, url: passage.url }]
          : [],
      ),
    ];
    answeredQuestions.set(knowledge, found);
  }
  return found;
}

/** A visitor asking one of the site's own questions in about its words gets its answer. */
export function faqReply(knowledge: Knowledge, question: Question): Reply | undefined {
  const asked = new Set(question.terms);
  const held = (from: readonly string[], into: ReadonlySet<string>) => {
    const total = from.reduce((sum, term) => sum + knowledge.weight(term), 0);
    const kept = from
      .filter((term) => [...sameAs(term)].some((same) => into.has(same)))
      .reduce((sum, term) => sum + knowledge.weight(term), 0);
    return total === 0 ? 0 : kept / total;
  };
  let best: { score: number; entry: Answered } | undefined;
  for (const entry of questionsOf(knowledge)) {
    const own = terms(entry.question);
    const score = Math.min(held(own, asked), held(question.terms, new Set(own)));
    if (score >= SAME_QUESTION && (!best || score > best.score)) best = { score, entry };
  }
  if (!best) return undefined;
  const { entry } = best;
  return reply(
    `${entry.question} ${factBody(entry.answer)}\n${chatWording.readMore(entry.question, entry.url)}`,
    "answer",
    "faq",
    [entry.url],
  );
}
