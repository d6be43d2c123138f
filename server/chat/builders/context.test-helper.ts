/**
 * For the builders' unit tests: the real knowledge (content, index, catalogue, matcher) built
 * once, and the context a builder gets for a message, with the entities it names or the ones
 * a test carries over from an earlier turn.
 */
import { buildKnowledge } from "../knowledge.ts";
import { TOPICS } from "../topics.ts";
import type { Entity } from "../understanding/catalogue.ts";
import { createIntentMatcher } from "../understanding/intent-matcher.ts";
import { understand } from "../understanding/question.ts";
import type { Reply } from "./compose.ts";
import type { BuildContext } from "./context.ts";

let shared: ReturnType<typeof buildKnowledge> | undefined;
let matcher: ReturnType<typeof createIntentMatcher> | undefined;

export function testKnowledge() {
  shared ??= buildKnowledge();
  return shared;
}

export function entity(id: string): Entity {
  const found = testKnowledge().knowledge.entities.byId(id);
  if (!found) throw new Error(`No entity ${id}`);
  return found;
}

/** The context of `topic` for `message`; `carried` stands for entities of an earlier turn. */
export function contextFor(topic: string, message: string, carried: readonly Entity[] = []): BuildContext {
  const knowledge = testKnowledge().knowledge;
  matcher ??= createIntentMatcher([]);
  const question = understand(message, { index: knowledge.index, entities: knowledge.entities, matcher });
  const types = TOPICS[topic]?.about ?? [];
  const named = question.mentions
    .flatMap((mention) => mention.entities)
    .filter((entity) => types.includes(entity.type));
  return { topic, question, entities: named.length > 0 ? named : [...carried], named, knowledge };
}

/** The reply of `topic`'s builder for `message` (fails the test when the builder declines). */
export function build(topic: string, message: string, carried: readonly Entity[] = []): Reply {
  const definition = TOPICS[topic];
  if (!definition) throw new Error(`No topic ${topic}`);
  const reply = definition.build(contextFor(topic, message, carried));
  if (!reply) throw new Error(`${topic} gave no reply to "${message}"`);
  return reply;
}

/** The hrefs of a reply's links. */
export function linksOf(reply: Reply | string): string[] {
  const text = typeof reply === "string" ? reply : reply.text;
  return [...text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1] as string);
}

/** Plays the visitor's turns through the answerer, with its real replies in the history; the last answer. */
export function playTurns(...turns: string[]) {
  const knowledge = testKnowledge();
  const history: { text: string; sender: "user" | "ai" }[] = [];
  let last = knowledge.answer({ message: turns[0] ?? "", history: [] });
  history.push({ text: turns[0] ?? "", sender: "user" }, { text: last.reply, sender: "ai" });
  for (const turn of turns.slice(1)) {
    last = knowledge.answer({ message: turn, history: [...history] });
    history.push({ text: turn, sender: "user" }, { text: last.reply, sender: "ai" });
  }
  return last;
}
