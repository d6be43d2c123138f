import type { Item, ItemKind } from "../knowledge/catalogue.ts";
import { isEnglishWord } from "../language/english.ts";
import { withinOneEdit } from "../language/spelling.ts";
import { terms } from "../language/text.ts";

/**
 * Which items a message names, by the content's own names and topic words: an item is named
 * when the message holds most of the weight of one of its names (rare words weigh more, so
 * "the Python page" names Python but "development" names no service), allowing one typo in a
 * long word. Topic words (keywords) count as a weaker mention.
 */

export type Mention = { item: Item; score: number; byKeyword: boolean };

type Name = { item: Item; terms: string[]; keyword: boolean };

/** Edit distance of at most one (a typo), for words long enough to have one. */

export type MentionFinder = (messageTerms: readonly string[], kindsNamed?: readonly ItemKind[]) => Mention[];

/** Share of a name's weight a message must hold to name it. */
const NAMED_SHARE = 0.6;
/** …or, for a long name with its kind named ("the AI boom post"), this share and one rare word. */
const PARTLY_NAMED_SHARE = 0.3;
const RARE_WEIGHT = 2.5;

export function createMentionFinder(items: readonly Item[]): MentionFinder {
  const names: Name[] = items.flatMap((item) => [
    ...[item.name, ...item.aliases].map((name) => ({ item, terms: terms(name), keyword: false })),
    ...item.keywords.map((keyword) => ({ item, terms: terms(keyword), keyword: true })),
  ]);
  const frequency = new Map<string, number>();
  for (const name of names)
    for (const term of name.terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const weight = (term: string) => Math.log(1 + names.length / (frequency.get(term) ?? 1));

  return (messageTerms, kindsNamed = []) => {
    const best = new Map<Item, Mention>();
    for (const name of names) {
      if (name.terms.length === 0) continue;
      let held = 0;
      let total = 0;
      let rare = false;
      for (const term of name.terms) {
        total += weight(term);
        if (
          messageTerms.some((word) => word === term || (!isEnglishWord(word) && withinOneEdit(word, term)))
        ) {
          held += weight(term);
          rare ||= weight(term) >= RARE_WEIGHT;
        }
      }
      const share = held / total;
      const partly =
        share < NAMED_SHARE &&
        !name.keyword &&
        name.terms.length >= 3 &&
        kindsNamed.includes(name.item.kind) &&
        rare &&
        share >= PARTLY_NAMED_SHARE;
      // A one-word name must be there whole; a longer one mostly, and never by its commonest word alone.
      if (!partly && (share < NAMED_SHARE || (name.terms.length > 1 && held < 1.5))) continue;
      const score =
        (partly ? share * 0.8 : share) * (name.keyword ? 0.6 : 1) +
        (name.keyword ? 0 : 0.05 * name.terms.length);
      const known = best.get(name.item);
      if (!known || known.score < score)
        best.set(name.item, { item: name.item, score, byKeyword: name.keyword });
    }
    return [...best.values()].sort((a, b) => b.score - a.score);
  };
}
