import type { Passage } from "./passages.ts";
import type { Hit, SearchIndex } from "./search-index.ts";
import { typoDistance } from "./search-index.ts";
import { sentences, terms } from "./text.ts";

/**
 * Builds the body of an answer from retrieved passages: the sentences of the best passage
 * that share the most (idf-weighted) words with the question, in their original order, and
 * a link to the page they come from. Only the site's own sentences are used, so the answer
 * never says anything the site does not.
 */

/** At most this many characters of prose per answer body. */
const MAX_BODY_CHARS = 480;
const MAX_SENTENCES = 3;
const MAX_LIST_ITEMS = 6;
const MAX_WHOLE_LIST_ITEMS = 10;
const SHORT_ITEM_CHARS = 40;
/** Share of a word's weight a passage gets for containing only one of its alternatives. */
const ALTERNATIVE_FACTOR = 0.6;

/**
 * Whether a passage's terms contain a query term: exactly, as the start of a longer term
 * ("develop" in "developer") or a longer form of a long one ("handwritten" for "handwrit"),
 * or, for a word the site never uses, with a one-letter typo.
 */
export function termMatches(queryTerm: string, textTerms: ReadonlySet<string>, index: SearchIndex): boolean {
  if (textTerms.has(queryTerm)) return true;
  // A compound ending in a short acronym-like word: "FastAPI" for "api", "DevOps" for "ops".
  if (queryTerm.length === 3) {
    for (const term of textTerms)
      if (
        term.length > queryTerm.length &&
        term.length <= queryTerm.length + 5 &&
        term.endsWith(queryTerm) &&
        /^[a-z]+$/.test(term)
      )
        return true;
  }
  if (queryTerm.length < 5) return false;
  const fuzzy = !index.knows(queryTerm);
  for (const term of textTerms) {
    if (term.length < 5) continue;
    if (term.startsWith(queryTerm)) return true;
    // "handwritten" and "handwriting" (stem "handwrit"): a longer form of a long stem.
    if (term.length >= 6 && queryTerm.startsWith(term)) return true;
    if (fuzzy && typoDistance(term, queryTerm, 1) <= 1) return true;
  }
  return false;
}

/** Sum of idf over the query terms found in `text`. */
export function overlapScore(text: string, queryTerms: readonly string[], index: SearchIndex): number {
  const textTerms = new Set(terms(text));
  let score = 0;
  for (const term of queryTerms) if (termMatches(term, textTerms, index)) score += index.idf(term);
  return score;
}

/**
 * How much of the question a hit answers: the idf-weighted share of the question's terms
 * that the passage (any field) contains. 1 means every topic word was found. Alternatives
 * of one word ("maintenance" → maintenance | support) count once: fully for the word itself,
 * partly for an alternative.
 */
export function coverage(
  hit: Hit,
  queryTerms: readonly string[],
  index: SearchIndex,
  weights?: ReadonlyMap<string, number>,
  groupOf?: ReadonlyMap<string, string>,
): number {
  if (queryTerms.length === 0) return 0;
  const passageTerms = index.termsOf(hit.passage);
  const groups = new Map<string, string[]>();
  for (const term of queryTerms) {
    const key = groupOf?.get(term) ?? term;
    const members = groups.get(key);
    if (members) members.push(term);
    else groups.set(key, [term]);
  }
  // The index's own fuzzy matches are too loose to judge by ("show" ~ "how"): only exact
  // stems, and for longer words a prefix or a one-letter typo, count here.
  let total = 0;
  let found = 0;
  for (const members of groups.values()) {
    const weight = Math.max(...members.map((term) => weights?.get(term) ?? index.idf(term)));
    total += weight;
    // The word itself counts fully; only an alternative ("mobile" for "android") partly.
    const [own, ...others] = members;
    if (own !== undefined && termMatches(own, passageTerms, index)) found += weight;
    else if (others.some((term) => termMatches(term, passageTerms, index)))
      found += ALTERNATIVE_FACTOR * weight;
  }
  return total === 0 ? 0 : found / total;
}

function pickSentences(passage: Passage, queryTerms: readonly string[], index: SearchIndex): string {
  const all = sentences(passage.text);
  if (all.length === 0) return "";
  const scored = all.map((sentence, position) => ({
    sentence,
    position,
    score: overlapScore(sentence, queryTerms, index),
  }));
  const chosen = new Set<number>();
  let length = 0;
  const take = (position: number) => {
    const sentence = all[position];
    if (sentence === undefined || chosen.has(position) || chosen.size >= MAX_SENTENCES) return false;
    if (chosen.size > 0 && length + sentence.length > MAX_BODY_CHARS) return false;
    chosen.add(position);
    length += sentence.length + 1;
    return true;
  };

  const ranked = [...scored].sort((a, b) => b.score - a.score || a.position - b.position);
  // An answer, or the summary of a page or person, starts with its first sentence (it names
  // the subject); anything else starts with the best-matching sentence.
  const best = passage.kind === "qa" || passage.intro ? 0 : (ranked[0]?.position ?? 0);
  take(best);
  // The sentence after the best one usually continues its thought; add it when it helps.
  for (const candidate of ranked) {
    if (candidate.score <= 0) break;
    take(candidate.position);
  }
  const next = best + 1;
  if (chosen.size < 2 && length < 220) take(next);
  return [...chosen]
    .sort((a, b) => a - b)
    .map((position) => all[position])
    .join(" ");
}

function pickItems(passage: Passage, queryTerms: readonly string[], index: SearchIndex): string[] {
  if (passage.items.length <= MAX_LIST_ITEMS + 2) return passage.items;
  // The list is what was asked for ("what services…"): all of a short list, else its start.
  if (overlapScore(`${passage.section} ${passage.text}`, queryTerms, index) > 0) {
    return passage.items.slice(0, MAX_WHOLE_LIST_ITEMS);
  }
  const scored = passage.items
    .map((item, position) => ({ item, position, score: overlapScore(item, queryTerms, index) }))
    .filter((entry) => entry.score > 0);
  if (scored.length === 0) return passage.items.slice(0, MAX_LIST_ITEMS);
  return scored
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, MAX_LIST_ITEMS)
    .sort((a, b) => a.position - b.position)
    .map((entry) => entry.item);
}

/** The answer body of one passage: chosen sentences, or the lead-in and list items. */
export function passageBody(passage: Passage, queryTerms: readonly string[], index: SearchIndex): string {
  if (passage.kind === "list") {
    const lead = passage.text.trim();
    // A list of names ("Python", "Node.js", …) reads best on one line, complete.
    if (passage.items.every((item) => item.length <= SHORT_ITEM_CHARS)) {
      return `${lead.replace(/:$/, "")}: ${passage.items.join(", ")}.`;
    }
    const items = pickItems(passage, queryTerms, index);
    const more = items.length < passage.items.length ? "\n- …and more" : "";
    return `${lead}\n${items.map((item) => `- ${item}`).join("\n")}${more}`.trim();
  }
  return pickSentences(passage, queryTerms, index);
}

export function pageLink(passage: Pick<Passage, "pageTitle" | "url">): string {
  return `[${passage.pageTitle}](${passage.url})`;
}
