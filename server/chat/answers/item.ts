import { chatWording } from "../../../app/content/chat-answers.ts";
import { factText, type Knowledge, type Passage } from "../knowledge/build.ts";
import type { Fact, Item } from "../knowledge/catalogue.ts";
import { fieldAsked } from "../language/asking.ts";
import { terms } from "../language/text.ts";
import type { Question } from "../reading/question.ts";
import { bulletLines, type Reply, reply } from "./reply.ts";

/** A fact as reply text: its statement, then its entries as bullets. */
export function factBody(fact: Fact): string {
  const lines = [fact.text, fact.items?.length ? bulletLines(fact.items) : ""].filter(Boolean);
  return lines.join("\n");
}

/** The question's words that are not the item's own name: what it asks about the item. */
function askedTerms(question: Question, item: Item): string[] {
  const own = new Set(terms([item.name, ...item.aliases].join(" ")));
  return question.terms.filter((term) => !own.has(term));
}

/** The fact of an item a question asks for: by its field's words first, then by search within the item. */
function askedFact(knowledge: Knowledge, item: Item, question: Question): Passage | undefined {
  const asked = askedTerms(question, item);
  let best: { passage: Passage; score: number } | undefined;
  const own = knowledge.passages.filter((passage) => passage.item === item);
  for (const passage of own) {
    const score = fieldAsked(passage.fact.label, asked, question.form);
    if (score > 0 && (!best || score > best.score)) best = { passage, score };
  }
  if (best) return best.passage;
  if (asked.length === 0) return undefined;
  const hit = knowledge.search(asked.join(" "), (passage) => passage.item === item)[0];
  return hit && hit.score > 2 ? hit.passage : undefined;
}

function about(item: Item): string {
  return `**${item.name}**: ${item.summary}`;
}

/** Two or more items of one kind side by side. */
function comparison(items: readonly Item[]): Reply {
  const text = `${chatWording.comparison}\n${bulletLines(items.map((item) => `[${item.name}](${item.url}): ${item.summary}`))}`;
  return reply(text, "answer", "item.comparison", items.map((item) => item.url));
}

/** What a question asks about the items it names, from their facts. */
export function itemReply(knowledge: Knowledge, subjects: readonly Item[], question: Question): Reply | undefined {
  const [first] = subjects;
  if (!first) return undefined;
  const sameKind = subjects.filter((item) => item.kind === first.kind);
  if (sameKind.length > 1 && sameKind.length <= 4) return comparison(sameKind);
  const passage = askedFact(knowledge, first, question);
  const more = chatWording.readMore(first.name, first.url);
  if (!passage) return reply(`${about(first)}\n${more}`, "answer", `item.${first.kind}`, [first.url]);
  const body = factBody(passage.fact);
  const text = body.includes(first.name) ? `${body}\n${more}` : `**${first.name}**: ${body}\n${more}`;
  return reply(text, "answer", `item.${first.kind}.${passage.fact.label}`, [first.url], { passages: [passage] });
}

export { factText };
