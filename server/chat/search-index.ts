import MiniSearch, { type SearchResult } from "minisearch";
import type { Passage } from "./passages.ts";
import { processTerm, SHORTHAND, STOP_WORDS, terms, tokenize } from "./text.ts";

/**
 * The chat's full-text index: MiniSearch (BM25+) over every passage, with the same
 * tokenizer and term processor (stop words, synonyms, Porter stems) for passages and
 * queries, fuzzy matching (fuzzy: 0.2, prefix) for typos, and a spelling corrector that
 * maps an unknown word to the closest word the site uses. Built once at start; searches
 * are synchronous and take well under a millisecond for this corpus.
 */

export type Hit = {
  passage: Passage;
  score: number;
  /** Processed query terms this passage matched (exactly, by prefix or fuzzily). */
  matchedTerms: string[];
};

export type SearchIndex = {
  passages: readonly Passage[];
  /** Best passages first; `weights` lowers the weight of some query terms (e.g. from history). */
  search(query: string, options?: { secondaryQuery?: string; limit?: number }): Hit[];
  /** Terms too common in questions to decide a search; they count less (e.g. "company"). */
  readonly weakTerms: ReadonlySet<string>;
  /**
   * Inverse document frequency of a processed term. A term no passage contains weighs more
   * than any known term: a question about something the site never mentions is not answered
   * by a passage that happens to share its other words.
   */
  idf(term: string): number;
  /** The query with every unknown word replaced by the closest site word, if one is close. */
  correct(text: string): string;
  /** One token corrected: shorthand expanded ("u" → "you"), a typo mapped to the closest site word. */
  correctToken(token: string): string;
  /** Whether a processed term occurs in any passage. */
  knows(term: string): boolean;
  /**
   * Whether a word, as typed, is used anywhere the index learnt its vocabulary from: the
   * passages and the extra text (the matcher's examples, the lexicon). "Twitter" is not on the
   * site but visitors ask for it; "VAT" is in neither.
   */
  usesWord(word: string): boolean;
  /** How many passages contain a processed term. */
  frequency(term: string): number;
  /** The processed terms of a passage (all fields), computed once. */
  termsOf(passage: Passage): ReadonlySet<string>;
};

/** A word used at least this often in the passages is a candidate for spelling correction. */
const MIN_CORRECTION_FREQUENCY = 4;

/** Weight of a query term no passage contains, relative to the rarest known term. */
const UNKNOWN_TERM_WEIGHT = 1.5;

const FIELDS = ["section", "pageTitle", "body", "keywords"] as const;

const weakBoost = (term: string) => (WEAK_TERMS.has(term) ? WEAK_TERM_FACTOR : 1);

export const SEARCH_OPTIONS = {
  boost: { section: 2, pageTitle: 1.6, body: 1, keywords: 0.8 },
  fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
  prefix: (term: string) => term.length >= 4,
  maxFuzzy: 2,
  combineWith: "OR",
} as const;

/** Words a visitor may type that the corrector must know even if no page uses them. */
const EXTRA_VOCABULARY = `price pricing cost costs quote quotation estimate budget cheap expensive hourly rate rates
  book booking schedule meeting call appointment consultation demo calendly
  job jobs career careers hiring vacancy vacancies opening openings position positions internship apply
  email phone number address office hours contact reach human person someone agent representative
  hello thanks thank goodbye weather homework politics recipe joke offer offers provide`;

function documentOf(passage: Passage) {
  return {
    id: passage.id,
    section: passage.section,
    pageTitle: passage.pageTitle,
    body: [passage.text, ...passage.items].join("\n"),
    keywords: passage.keywords,
  };
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), bounded by `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length] as number;
}

/** Words too common in questions about us to decide what a question is about. */
export const WEAK_TERMS: ReadonlySet<string> = new Set(
  terms("company companies business firm meridian studio team work ai build experience examples"),
);
export const WEAK_TERM_FACTOR = 0.15;

/**
 * `visitorWords`: words visitors use that the site does not (the paraphrase bank's, the
 * lexicon's): a correct English word such as "mess" must not be "corrected" to "less".
 */
/**
 * `visitorWords` (the paraphrase banks, the lexicon) become vocabulary as they are. `typedWords`
 * (words real visitors typed in labelled questions) become vocabulary only where they are not a
 * typo of a word already known: two visitors who both typed "emial" do not make it a word.
 */
export function buildSearchIndex(
  passages: readonly Passage[],
  visitorWords = "",
  typedWords = "",
): SearchIndex {
  const miniSearch = new MiniSearch<ReturnType<typeof documentOf>>({
    fields: [...FIELDS],
    idField: "id",
    tokenize,
    processTerm,
    searchOptions: { ...SEARCH_OPTIONS, boostTerm: weakBoost },
  });
  miniSearch.addAll(passages.map(documentOf));
  const byId = new Map(passages.map((passage) => [passage.id, passage]));

  // Document frequency of processed terms, for idf weights used by the composer.
  const documentFrequency = new Map<string, number>();
  const passageTerms = new Map<string, ReadonlySet<string>>();
  // Raw word frequencies, for spelling correction.
  const wordFrequency = new Map<string, number>();
  for (const passage of passages) {
    const document = documentOf(passage);
    const text = `${document.section} ${document.pageTitle} ${document.body} ${document.keywords}`;
    const own = terms(text);
    passageTerms.set(passage.id, new Set(own));
    for (const term of own) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    for (const word of tokenize(text)) wordFrequency.set(word, (wordFrequency.get(word) ?? 0) + 1);
  }
  // A typo is corrected only towards the site's topic words: words of titles, headings and
  // keywords, words used several times, and the words visitors use for our intents. A word
  // used once in some paragraph is a poor guess ("shoes" is not a typo of "shows").
  const topical = new Set<string>();
  for (const passage of passages) {
    for (const word of tokenize(`${passage.section} ${passage.pageTitle} ${passage.keywords}`))
      topical.add(word);
  }
  for (const word of tokenize(EXTRA_VOCABULARY)) {
    topical.add(word);
    wordFrequency.set(word, (wordFrequency.get(word) ?? 0) + 5);
  }
  for (const word of tokenize(visitorWords)) if (!wordFrequency.has(word)) wordFrequency.set(word, 1);
  const vocabulary = [...wordFrequency.entries()].filter(
    ([word, frequency]) =>
      word.length >= 3 &&
      /^[a-z]+$/.test(word) &&
      !STOP_WORDS.has(word) &&
      (topical.has(word) || frequency >= MIN_CORRECTION_FREQUENCY),
  );
  const total = passages.length;
  const maxIdf = Math.log(1 + total);

  const idf = (term: string) => {
    const frequency = documentFrequency.get(term);
    return frequency === undefined ? UNKNOWN_TERM_WEIGHT * maxIdf : Math.log(1 + total / frequency);
  };

  const corrections = new Map<string, string>();
  const correctWord = (word: string): string => {
    if (word.length < 4 || !/^[a-z]+$/.test(word) || STOP_WORDS.has(word) || wordFrequency.has(word))
      return word;
    const cached = corrections.get(word);
    if (cached !== undefined) return cached;
    const budget = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = budget + 1;
    let bestFrequency = 0;
    for (const [candidate, frequency] of vocabulary) {
      if (Math.abs(candidate.length - word.length) > budget) continue;
      const distance = typoDistance(word, candidate, budget);
      if (distance < bestDistance || (distance === bestDistance && frequency > bestFrequency)) {
        best = candidate;
        bestDistance = distance;
        bestFrequency = frequency;
      }
    }
    let result = bestDistance <= budget ? best : word;
    // Two site words written as one ("helpdesk", "datascience").
    if (result === word) {
      for (let cut = 3; cut <= word.length - 3; cut++) {
        const head = word.slice(0, cut);
        const tail = word.slice(cut);
        if (wordFrequency.has(head) && wordFrequency.has(tail) && topical.has(head) && topical.has(tail)) {
          result = `${head} ${tail}`;
          break;
        }
      }
    }
    if (corrections.size < 10_000) corrections.set(word, result);
    return result;
  };
  // A typed word is learnt if no known word is one typo away, or if it is a form of a word the
  // content uses ("clone" beside "cloning" is not a typo of "close").
  const formOfKnownWord = (word: string) => {
    const own = terms(word);
    return own.length > 0 && own.every((term) => documentFrequency.has(term));
  };
  for (const word of tokenize(typedWords))
    if (!wordFrequency.has(word) && (formOfKnownWord(word) || correctWord(word) === word)) {
      wordFrequency.set(word, 1);
      corrections.delete(word);
    }

  const toHits = (results: SearchResult[]): Hit[] =>
    results.flatMap((result) => {
      const passage = byId.get(result.id as string);
      return passage ? [{ passage, score: result.score, matchedTerms: [...new Set(result.queryTerms)] }] : [];
    });

  return {
    passages,
    weakTerms: WEAK_TERMS,
    idf,
    knows: (term) => documentFrequency.has(term),
    usesWord: (word) => wordFrequency.has(word),
    frequency: (term) => documentFrequency.get(term) ?? 0,
    termsOf: (passage) =>
      passageTerms.get(passage.id) ?? new Set(terms(Object.values(documentOf(passage)).join(" "))),
    correctToken: (word) => SHORTHAND[word] ?? correctWord(word),
    correct: (text) =>
      tokenize(text)
        .map((word) => SHORTHAND[word] ?? correctWord(word))
        .join(" "),
    search(query, options = {}) {
      const limit = options.limit ?? 8;
      if (!options.secondaryQuery) return toHits(miniSearch.search(query)).slice(0, limit);
      // A follow-up: the topic of the earlier turn counts, but less than the new words.
      return toHits(
        miniSearch.search({
          combineWith: "OR",
          queries: [
            { ...SEARCH_OPTIONS, boostTerm: weakBoost, queries: [query] },
            {
              ...SEARCH_OPTIONS,
              boostTerm: (term: string) => 0.45 * weakBoost(term),
              queries: [options.secondaryQuery],
            },
          ],
        }),
      ).slice(0, limit);
    },
  };
}
