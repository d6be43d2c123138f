import MiniSearch from "minisearch";
import { isEnglishWord } from "../language/english.ts";
import { STOP_WORDS, termOf, terms, tokenize } from "../language/text.ts";
import { buildCatalogue, type Fact, type Item } from "./catalogue.ts";
import { buildCompany, type Company } from "./company.ts";
import { buildPageSections } from "./pages.ts";

/**
 * The chat's knowledge, built from the content as it is when the server starts (about 100 ms):
 * the catalogue of items, the company's facts, the listing pages' sections, and one search
 * index over every statement of all of them.
 */

/** One searchable statement: a fact of an item or of a page section. */
export type Passage = {
  id: number;
  /** The item or section it belongs to. */
  title: string;
  url: string;
  fact: Fact;
  item?: Item;
  /** Words that say what a page section is without being shown (its content key). */
  keywords?: string;
};

export type Hit = { passage: Passage; score: number; matched: string[] };

export type Knowledge = {
  company: Company;
  items: Item[];
  passages: Passage[];
  /**
   * Passages for a query's terms (language/text.ts `terms`), best first; `within` narrows the candidates.
   * Given the question's own terms (`asked`), a term that is only a synonym of them weighs less.
   */
  search(
    queryTerms: readonly string[],
    within?: (passage: Passage) => boolean,
    asked?: readonly string[],
  ): Hit[];
  /** Inverse document frequency of a term over all passages (0 for an unknown term). */
  idf(term: string): number;
  /** How much a term says: its idf, and a middling weight for a word the content never uses (a typo, chat filler). */
  weight(term: string): number;
  /** As `weight`, but a word the content never uses weighs as much as its rarest: for telling what is not ours. */
  strictWeight(term: string): number;
  /** Every word of the content, unstemmed, with how often it occurs (for mending typing slips). */
  words: ReadonlyMap<string, number>;
  buildMs: number;
};

/** A synonym of a question's word ("pay" for "perks") counts for this share of the word itself. */
const SYNONYM_BOOST = 0.3;

export const factText = (fact: Fact): string => [fact.text, ...(fact.items ?? [])].filter(Boolean).join(" ");

function collectPassages(items: Item[], company: Company): Passage[] {
  const passages: Passage[] = [];
  const add = (title: string, url: string, fact: Fact, item?: Item) =>
    passages.push({ id: passages.length, title, url, fact, ...(item ? { item } : {}) });
  for (const item of items) for (const fact of item.facts) add(item.name, item.url, fact, item);
  for (const section of buildPageSections())
    for (const fact of section.facts)
      passages.push({
        id: passages.length,
        title: section.heading,
        url: section.url,
        fact,
        keywords: section.keyWords,
      });
  for (const fact of company.claims) add(company.name, "/about", fact);
  for (const fact of company.tools) add(fact.label, "/", fact);
  return passages;
}

export function buildKnowledge(): Knowledge {
  const started = performance.now();
  const items = buildCatalogue();
  const company = buildCompany();
  const passages = collectPassages(items, company);

  const documentFrequency = new Map<string, number>();
  const words = new Map<string, number>();
  for (const passage of passages) {
    const text = `${passage.title} ${factText(passage.fact)} ${passage.keywords ?? ""}`;
    for (const term of terms(text)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    for (const word of tokenize(text)) if (/^[a-z]+$/.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
  }
  // The menu groups items are filed under are words of the site too ("Backend"): not typing slips.
  for (const item of items)
    for (const word of tokenize(item.group ?? ""))
      if (/^[a-z]+$/.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
  const index = new MiniSearch<{ id: number; title: string; label: string; body: string; keywords: string }>({
    fields: ["title", "label", "body", "keywords"],
    tokenize,
    processTerm: (token) =>
      STOP_WORDS.has(token) || (token.length === 1 && !/\d/.test(token)) ? null : termOf(token),
    searchOptions: {
      boost: { title: 2, label: 1.2, body: 1, keywords: 1.5 },
      // A typo is matched with a letter's difference; a real word the content does not use is not a typo.
      fuzzy: (term) => (term.length >= 5 && !documentFrequency.has(term) && !isEnglishWord(term) ? 0.2 : 0),
    },
  });
  index.addAll(
    passages.map((passage) => ({
      id: passage.id,
      title: passage.title,
      label: passage.fact.label,
      body: factText(passage.fact),
      keywords: passage.item?.keywords.join(" ") ?? passage.keywords ?? "",
    })),
  );

  const idf = (term: string) => {
    const frequency = documentFrequency.get(term);
    return frequency ? Math.log(1 + passages.length / frequency) : 0;
  };

  const rarest = Math.log(1 + passages.length);
  const weights = [...documentFrequency.keys()].map(idf).sort((a, b) => a - b);
  const middling = weights[Math.floor(weights.length / 2)] ?? 1;
  return {
    company,
    items,
    passages,
    idf,
    weight: (term) => idf(term) || middling,
    strictWeight: (term) => idf(term) || rarest,
    words,
    search(queryTerms, within, asked) {
      const own = asked ? new Set(asked) : undefined;
      return index
        .search(queryTerms.join(" "), {
          // The terms are processed already; processing a stem again could change it.
          tokenize: (query) => query.split(" "),
          processTerm: (term) => term,
          ...(own ? { boostTerm: (term: string) => (own.has(term) ? 1 : SYNONYM_BOOST) } : {}),
          ...(within ? { filter: (result) => within(passages[result.id] as Passage) } : {}),
        })
        .map((result) => ({
          passage: passages[result.id] as Passage,
          score: result.score,
          matched: result.queryTerms,
        }));
    },
    buildMs: performance.now() - started,
  };
}
