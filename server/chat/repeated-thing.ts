/**
 * "And the fintech person?" after the head of sustainability, "and under AI?" after the mobile
 * technologies, "and the booking one?" after one project's stack: the last question asked again
 * with a fragment's words added names the last thing, so the last intent answers for that thing
 * once more. When that answer is about exactly the things the last one was and says none of the
 * fragment's words, the fragment asked about something else and the repeat is no answer to it
 * (ADR 433).
 */
import type { Reply } from "./builders/compose.ts";
import type { Knowledge } from "./builders/context.ts";
import { termMatches } from "./composer.ts";
import type { DialogueState } from "./dialogue.ts";
import { terms } from "./text.ts";
import type { Entity } from "./understanding/catalogue.ts";

/** Whether an answer to a follow-up fragment only repeats the last answer's things without its words. */
export const repeatsLastThing = (
  knowledge: Pick<Knowledge, "index">,
  fragment: string,
  about: readonly Entity[],
  state: DialogueState,
  reply: Reply,
): boolean => {
  if (about.length === 0 || about.length !== state.about.length) return false;
  const earlier = new Set(state.about.map((entity) => entity.id));
  if (!about.every((entity) => earlier.has(entity.id))) return false;
  const own = terms(fragment).filter((term) => knowledge.index.knows(term));
  if (own.length === 0) return false;
  const said = new Set(terms(reply.text));
  return !own.some((term) => termMatches(term, said, knowledge.index));
};

/**
 * The last question with the fragment in place of the words that named its thing ("what does
 * your head of sustainability do?" + "the fintech person" → "what does your the fintech person
 * do?"), or undefined when the last question named nothing.
 */
export const withFragmentInstead = (
  previous: string,
  merged: { mentions: readonly { text: string }[] },
  fragment: string,
): string | undefined => {
  const lower = previous.toLowerCase();
  const named = merged.mentions.map((mention) => mention.text).find((text) => lower.includes(text));
  if (!named) return undefined;
  const at = lower.indexOf(named);
  return `${previous.slice(0, at)}${fragment}${previous.slice(at + named.length)}`;
};
