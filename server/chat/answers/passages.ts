import { chatAnswerCopy, chatWording } from "../../../app/content/chat-answers.ts";
import type { Hit, Knowledge } from "../knowledge/build.ts";
import { expanded, sameAs } from "../language/synonyms.ts";
import { terms } from "../language/text.ts";
import type { Question } from "../reading/question.ts";
import { factBody } from "./item.ts";
import { type Reply, reply } from "./reply.ts";

/** The share of a query's weight (rare words weigh more) that a hit holds. */
export function coverage(knowledge: Knowledge, queryTerms: readonly string[], hit: Hit | undefined): number {
  if (!hit || queryTerms.length === 0) return 0;
  const matched = new Set(hit.matched);
  let total = 0;
  let held = 0;
  for (const term of queryTerms) {
    const weight = knowledge.weight(term);
    total += weight;
    if ([...sameAs(term)].some((same) => matched.has(same))) held += weight;
  }
  return held / total;
}

/** A passage answers a question when it holds at least this share of its weight. */
export const ANSWERING_COVERAGE = 0.5;

/** The best statement of the whole site for a question, with its page. */
export function passageReply(knowledge: Knowledge, question: Question, query = question.text): Reply | undefined {
  const queryTerms = terms(query);
  const hits = knowledge.search(expanded(queryTerms));
  const [best] = hits;
  if (!best || coverage(knowledge, queryTerms, best) < ANSWERING_COVERAGE) return undefined;
  const { passage } = best;
  const title = passage.title ? `**${passage.title}**: ` : "";
  const text = `${title}${factBody(passage.fact)}\n${chatWording.readMore(passage.title || passage.url, passage.url)}`;
  return reply(text, "answer", `passage.${passage.item?.kind ?? "page"}`, [passage.url], { passages: [passage] });
}

/** The last resort: a redirect when nothing in the question is ours, else an honest "not found". */
export function fallbackReply(knowledge: Knowledge, question: Question): Reply {
  const known = question.terms.filter((term) => knowledge.idf(term) > 0);
  if (known.length === 0 || question.terms.length === 0)
    return reply(chatAnswerCopy.outOfScope, "decline", "fallback.out-of-scope");
  return reply(chatAnswerCopy.notFound, "not-found", "fallback.not-found", ["/contact"]);
}
