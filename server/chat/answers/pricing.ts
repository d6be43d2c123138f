import { chatAnswerCopy, chatWording } from "../../../app/content/chat-answers.ts";
import type { Knowledge } from "../knowledge/build.ts";
import { expanded, sameAs } from "../language/synonyms.ts";
import { terms } from "../language/text.ts";
import type { Question } from "../reading/question.ts";
import { factBody } from "./item.ts";
import { type Reply, reply } from "./reply.ts";

const PRICE_TERMS = sameAs(terms("price")[0] ?? "price");

/**
 * "How much does X cost?": the content's own statement about prices, the one that shares most
 * of the question's other words. The content states no fees; whatever it says about how
 * pricing works is the answer.
 */
export function pricingReply(knowledge: Knowledge, question: Question): Reply | undefined {
  if (question.form !== "how-much") return undefined;
  return priceStatement(knowledge, question);
}

/** A discount, a price or a promise asked for in the chat: declined, with how pricing works. */
export function dealReply(knowledge: Knowledge, question: Question): Reply {
  const statement = priceStatement(knowledge, question);
  const text = `${chatAnswerCopy.noDeals} ${statement?.text ?? chatAnswerCopy.quoteCta}`;
  return reply(text, "decline", "deal", statement?.sources ?? [], { offerHandoff: true });
}

/** "Can I get a quote?", "do you have a price list?": how pricing works, and the way to a quote. */
export function quoteReply(knowledge: Knowledge, question: Question): Reply {
  const statement = priceStatement(knowledge, question);
  return reply(statement?.text ?? chatAnswerCopy.quoteCta, "lead", "way-in.quote", ["/contact"], {
    offerHandoff: true,
  });
}

function priceStatement(knowledge: Knowledge, question: Question): Reply | undefined {
  const hit = knowledge
    .search(expanded([...question.terms, ...PRICE_TERMS]))
    .find((candidate) => candidate.matched.some((term) => PRICE_TERMS.has(term)));
  if (!hit) return undefined;
  const { passage } = hit;
  // An FAQ's question as the title reads as a question inside the reply; its answer stands alone.
  const title = passage.title.trim().endsWith("?") ? "" : `${passage.title}: `;
  // Where the statement stands on the site, then the way to a quote.
  const source = chatWording.readMore(passage.title, passage.url);
  const text = `${title}${factBody(passage.fact)}\n${source}\n${chatAnswerCopy.quoteCta}`;
  return reply(text, "answer", "pricing", [passage.url], { offerHandoff: true });
}
