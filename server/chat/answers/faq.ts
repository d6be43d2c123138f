import { chatWording } from "../../../app/content/chat-answers.ts";
import type { Knowledge } from "../knowledge/build.ts";
import { sameAs } from "../language/synonyms.ts";
import { terms } from "../language/text.ts";
import type { Question } from "../reading/question.ts";
import { factBody } from "./item.ts";
import { type Reply, reply } from "./reply.ts";

/** Share of weight each side must hold of the other for a question to be an FAQ's own. */
const SAME_QUESTION = 0.6;

/** A visitor asking one of the FAQ's questions in about its words gets the FAQ's answer. */
export function faqReply(knowledge: Knowledge, question: Question): Reply | undefined {
  const asked = new Set(question.terms);
  const held = (from: readonly string[], into: ReadonlySet<string>) => {
    const total = from.reduce((sum, term) => sum + knowledge.weight(term), 0);
    const kept = from
      .filter((term) => [...sameAs(term)].some((same) => into.has(same)))
      .reduce((sum, term) => sum + knowledge.weight(term), 0);
    return total === 0 ? 0 : kept / total;
  };
  let best: { score: number; index: number } | undefined;
  knowledge.items.forEach((item, index) => {
    if (item.kind !== "faq") return;
    const own = terms(item.name);
    const score = Math.min(held(own, asked), held(question.terms, new Set(own)));
    if (score >= SAME_QUESTION && (!best || score > best.score)) best = { score, index };
  });
  const item = best ? knowledge.items[best.index] : undefined;
  const fact = item?.facts[0];
  if (!item || !fact) return undefined;
  return reply(
    `${item.name} ${factBody(fact)}\n${chatWording.readMore(item.name, item.url)}`,
    "answer",
    "faq",
    [item.url],
  );
}
