import { isEnglishWord } from "./english.ts";
import { normalise, SHORTHAND, STOP_WORDS } from "./text.ts";

/**
 * Typing slips mended before a message is read: chat shorthand spelled out ("u" → "you") and a
 * word that is neither English nor the content's ("remoet", "quoet", "wher") replaced by the word
 * of the content or of everyday English function words it is one slip from (a letter added,
 * dropped, changed, or two swapped). A real word is never changed: "weather" is not "whether".
 */

/** Whether two words differ by at most one slip; words under `shortest` letters must match whole. */
export function withinOneEdit(a: string, b: string, shortest = 5): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < shortest || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      i += 2;
      j += 2;
    } else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Words of three letters are mended too ("wnt", "bok"); shorter ones are shorthand or left alone. */
const SHORTEST_MENDED = 3;

/** How often a word must occur in the content for a real word one letter short of it to count as a slip. */
const COMMON_IN_CONTENT = 10;

export type Speller = (text: string) => string;

/** `wordCounts`: the content's words and how often each occurs; the commonest wins a tie. */
export function createSpeller(wordCounts: ReadonlyMap<string, number>): Speller {
  const known = new Map(wordCounts);
  for (const word of STOP_WORDS) known.set(word, Math.max(known.get(word) ?? 0, 1));
  const byLength = new Map<number, [string, number][]>();
  for (const entry of known) {
    const list = byLength.get(entry[0].length) ?? [];
    list.push(entry);
    byLength.set(entry[0].length, list);
  }
  const cache = new Map<string, string>();

  const mend = (word: string): string => {
    if (word.length < SHORTEST_MENDED || /\d/.test(word) || known.has(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    // A rare English word the content does not use, one letter short of a word it uses often, is
    // that word mistyped ("clints"); any other real word stays as typed.
    const english = isEnglishWord(word);
    // On a tie a dropped letter is likelier than an extra one: longer candidates are tried first.
    const lengths = english ? [word.length + 1] : [word.length + 1, word.length, word.length - 1];
    let best: [string, number] | undefined;
    // A three-letter word is mended only into a function word ("wnt" → "want"): "seo" is not "see".
    const candidates = (length: number) =>
      (byLength.get(length) ?? []).filter(
        ([known]) => word.length > SHORTEST_MENDED || STOP_WORDS.has(known),
      );
    for (const length of lengths)
      for (const candidate of candidates(length))
        if (
          (!english || candidate[1] >= COMMON_IN_CONTENT) &&
          withinOneEdit(word, candidate[0], english ? 5 : SHORTEST_MENDED) &&
          (!best || candidate[1] > best[1])
        )
          best = candidate;
    const mended = best?.[0] ?? word;
    if (cache.size < 10_000) cache.set(word, mended);
    return mended;
  };

  return (text) =>
    normalise(text).replace(/[a-z][a-z0-9']*/g, (word) => {
      const bare = word.replace(/'/g, "");
      const spelled = SHORTHAND[bare] ?? mend(bare);
      return spelled === bare ? word : spelled;
    });
}
