import { chatWording } from "../../../app/content/chat-answers.ts";
import type { Knowledge } from "../knowledge/build.ts";
import type { Item, ItemKind } from "../knowledge/catalogue.ts";
import { expanded } from "../language/synonyms.ts";
import type { Question } from "../reading/question.ts";
import { overview } from "./item.ts";
import { type Reply, reply } from "./reply.ts";

/** Kinds of item that answer a need ("our support team drowns in tickets"). */
const ANSWERING_KINDS: readonly ItemKind[] = ["service", "project", "technology", "case-study"];

/** An item must hold at least this share of the question's weight over all its statements. */
const HELD_SHARE = 0.6;

/**
 * A visitor describing a need rather than naming a thing: the service, project or technology
 * whose statements, taken together, hold most of the question's words.
 */
export function needReply(knowledge: Knowledge, question: Question): Reply | undefined {
  if (question.terms.length < 3) return undefined;
  const held = new Map<Item, Set<string>>();
  for (const hit of knowledge.search(expanded(question.terms), (passage) =>
    ANSWERING_KINDS.includes(passage.item?.kind as ItemKind),
  )) {
    const item = hit.passage.item as Item;
    const terms = held.get(item) ?? new Set<string>();
    for (const term of hit.matched) terms.add(term);
    held.set(item, terms);
  }
  let best: { item: Item; share: number } | undefined;
  const total = question.terms.reduce((sum, term) => sum + knowledge.strictWeight(term), 0);
  for (const [item, terms] of held) {
    const share =
      question.terms.reduce(
        (sum, term) =>
          sum + (expanded([term]).some((same) => terms.has(same)) ? knowledge.strictWeight(term) : 0),
        0,
      ) / total;
    const weighted = share + (item.kind === "service" ? 0.05 : 0);
    if (!best || weighted > best.share) best = { item, share: weighted };
  }
  if (!best || best.share < HELD_SHARE) return undefined;
  return reply(
    `${overview(best.item)}\n${chatWording.readMore(best.item.name, best.item.url)}`,
    "answer",
    `need.${best.item.kind}`,
    [best.item.url],
  );
}
