import type { HistoryItem } from "../conversation.ts";
import type { Item } from "../knowledge/catalogue.ts";
import { normalise, terms } from "../language/text.ts";

/**
 * What the conversation so far is about, rebuilt from the history the widget sends: the items
 * the last reply linked to, in the order it listed them, and the visitor's last question. A
 * follow-up ("and its tech stack?", "the second one", "what about Python?") leans on these.
 */

export type Focus = {
  /** Items the last reply linked to, in reply order. */
  items: Item[];
  /** The people the last reply named, linked or not. */
  people?: Item[];
  /** The visitor's previous message. */
  lastQuestion?: string;
};

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function focusOf(history: readonly HistoryItem[], items: readonly Item[]): Focus {
  const lastReply = history.filter((turn) => turn.sender === "ai").at(-1)?.text ?? "";
  const lastQuestion = history.filter((turn) => turn.sender === "user").at(-1)?.text;
  const linked: Item[] = [];
  for (const match of lastReply.matchAll(LINK)) {
    // Several items may share a page (the people on /about): the link's label tells them apart.
    const onPage = items.filter((item) => item.url === match[2]);
    const item =
      onPage.find((candidate) => candidate.name === match[1]) ??
      (onPage.length === 1 ? onPage[0] : undefined);
    if (item && !linked.includes(item)) linked.push(item);
  }
  // A person the reply names without a link (a post's author) is someone "he" or "she" may mean next.
  const people = items.filter((item) => item.kind === "person" && lastReply.includes(item.name));
  return { items: linked, people, ...(lastQuestion ? { lastQuestion } : {}) };
}

const LEANING =
  /\b(?:it|its|it's|that|this|those|these|they|them|their|theirs|he|she|him|her|his|hers|one|ones|same|there)\b|^(?:and|also|so|but|ok(?:ay)?|what about|how about|and what about|what else|anything else|tell me more|more)\b/;

/** Whether a message leans on what came before (a pronoun, "and …", "what about …"). */
export function leansOnEarlier(message: string): boolean {
  return LEANING.test(normalise(message).trim());
}

/** "Unrelated, but…", "different question:", "btw": the message leaves the conversation's subject. */
const CHANGES_SUBJECT =
  /\b(?:unrelated|different (?:question|topic|subject|thing)|another (?:question|topic|subject)|(?:switch|switching|change|changing) (?:the )?(?:topic|subject|gears)|new (?:question|topic)|separate question|on (?:a|an) (?:different|other|unrelated|separate) note|by the way|btw|forget (?:that|it|about (?:that|it))|never ?mind|nvm|scratch that|random (?:one|question))\b/;

/** Whether a message says it is about something else than what came before. */
export function changesSubject(message: string): boolean {
  return CHANGES_SUBJECT.test(normalise(message));
}

/** The message without the words that leave the subject ("forget that", "btw"): they ask nothing. */
const EVERY_SUBJECT_CHANGE = new RegExp(CHANGES_SUBJECT.source, "gi");
export const withoutSubjectChange = (message: string): string => message.replace(EVERY_SUBJECT_CHANGE, " ");

const ORDINALS: [RegExp, (count: number) => number][] = [
  [/\b(?:first|1st)\b|\bformer\b/, () => 0],
  [/\b(?:second|2nd)\b/, () => 1],
  [/\b(?:third|3rd)\b/, () => 2],
  [/\b(?:fourth|4th)\b/, () => 3],
  [/\b(?:fifth|5th)\b/, () => 4],
  [/\b(?:last|latter|final)\b/, (count) => count - 1],
  [/\b(?:other|another) one\b|\bthe other\b/, () => 1],
];

/** The item of the last reply's list a message points at by position ("the second one"). */
export function pointedAt(message: string, focus: Focus): Item | undefined {
  const lower = normalise(message);
  for (const [pattern, position] of ORDINALS) {
    if (pattern.test(lower)) return focus.items[position(focus.items.length)];
  }
  return undefined;
}

/** "the other one", "another post" (not "other people's"). */
const OTHER = /\bthe other\b|\banother\b|\bother (?:one|ones)\b/;
/** Words that pick out one of several things just listed: "the retail one", "which of those". */
const PICKING = /\b(?:one|ones|those|these|them)\b/;
/** "the retail one", "the other post": another thing of the kind just talked about. */
const ANOTHER_OF_KIND = new RegExp(`${OTHER.source}|\\bthe (?:[a-z&-]+ ){1,3}one\\b`);

const termsOfItem = new WeakMap<Item, ReadonlySet<string>>();
/** Every term an item's name, topic words and facts hold. */
function allTermsOf(item: Item): ReadonlySet<string> {
  let known = termsOfItem.get(item);
  if (!known) {
    const text = [item.name, ...item.aliases, ...item.keywords, item.summary]
      .concat(item.facts.flatMap((fact) => [fact.text, ...(fact.items ?? [])]))
      .join(" ");
    known = new Set(terms(text));
    termsOfItem.set(item, known);
  }
  return known;
}

/**
 * The one candidate the message's words tell apart from the others ("the retail one", "which of
 * those deals with audio?"): each word counts by how few candidates hold it, and a word every
 * candidate holds counts nothing. Undefined when no candidate, or more than one, holds most.
 */
function distinguishedBy(messageTerms: readonly string[], candidates: readonly Item[]): Item | undefined {
  // One candidate left ("and the fintech one?" when there are two posts): it, if it holds a word of the message.
  if (candidates.length === 1) {
    const [only] = candidates as [Item];
    return messageTerms.some((term) => allTermsOf(only).has(term)) ? only : undefined;
  }
  if (candidates.length < 2) return undefined;
  const scores = candidates.map((candidate) => {
    let score = 0;
    for (const term of new Set(messageTerms)) {
      const holders = candidates.filter((other) => allTermsOf(other).has(term)).length;
      if (holders > 0 && allTermsOf(candidate).has(term)) score += Math.log(candidates.length / holders);
    }
    return score;
  });
  const best = Math.max(...scores);
  if (best <= 0 || scores.filter((score) => score === best).length > 1) return undefined;
  return candidates[scores.indexOf(best)];
}

/**
 * The item a leaning message points at by what sets it apart: an entry of the last reply's list
 * ("and the healthcare one?"), or, after a reply about one item, another item of its kind ("and the
 * other post?", "and the retail one?"). Only words the visitor did not already use in the question
 * before count, so the list's own subject does not decide.
 */
export function pointedByWords(message: string, focus: Focus, items: readonly Item[]): Item | undefined {
  const lower = normalise(message);
  const earlier = new Set(terms(focus.lastQuestion ?? ""));
  const own = terms(lower).filter((term) => !earlier.has(term));
  if (focus.items.length >= 2)
    return PICKING.test(lower) && own.length > 0 ? distinguishedBy(own, focus.items) : undefined;
  const [last] = focus.items;
  if (!last || !ANOTHER_OF_KIND.test(lower)) return undefined;
  const others = items.filter((item) => item.kind === last.kind && item !== last);
  if (others.length === 1 && OTHER.test(lower)) return others[0];
  return own.length > 0 ? distinguishedBy(own, others) : undefined;
}

const PERSONAL = /\b(?:he|she|him|her|his|hers|himself|herself)\b/;

/** "What's his role?": the person among the things just talked about, when there is exactly one. */
export function personMeant(message: string, focus: Focus): Item | undefined {
  if (!PERSONAL.test(normalise(message))) return undefined;
  const people = focus.people ?? [];
  return people.length === 1 ? people[0] : undefined;
}
