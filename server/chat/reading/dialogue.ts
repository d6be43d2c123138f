import type { HistoryItem } from "../conversation.ts";
import type { Item } from "../knowledge/catalogue.ts";
import { normalise } from "../language/text.ts";

/**
 * What the conversation so far is about, rebuilt from the history the widget sends: the items
 * the last reply linked to, in the order it listed them, and the visitor's last question. A
 * follow-up ("and its tech stack?", "the second one", "what about Python?") leans on these.
 */

export type Focus = {
  /** Items the last reply linked to, in reply order. */
  items: Item[];
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
  return { items: linked, ...(lastQuestion ? { lastQuestion } : {}) };
}

const LEANING =
  /\b(?:it|its|it's|that|this|those|these|they|them|their|theirs|he|she|him|her|his|hers|one|ones|same|there)\b|^(?:and|also|so|but|ok(?:ay)?|what about|how about|and what about|what else|anything else|tell me more|more)\b/;

/** Whether a message leans on what came before (a pronoun, "and …", "what about …"). */
export function leansOnEarlier(message: string): boolean {
  return LEANING.test(normalise(message).trim());
}

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
