/**
 * Which service a described need fits, ranked by the service's own page (its description, the
 * paragraphs of what it does and the list of what it includes) together with the words visitors
 * use for the needs it answers (the needs table of builders/needs.ts). A need phrased in words no
 * row of the table holds ("spot defects with computer vision", "models that explain themselves",
 * "keep personal data out of prompts") still finds the service whose page names it.
 *
 * A word counts by how rare it is on the site (idf) and by how few services' pages use it: a word
 * every service page says ("data", "production") tells them apart less than one only a single page
 * says ("vision", "explainability", "redaction").
 */

import { services } from "../../app/content/index.ts";
import type { Knowledge } from "./builders/context.ts";
import { matchNeed } from "./builders/needs.ts";
import { WEAK_TERMS } from "./search-index.ts";
import { terms } from "./text.ts";
import type { IntentScore } from "./understanding/intent-matcher.ts";
import type { Question } from "./understanding/question.ts";

export type ServiceFit = { slug: string; score: number; shared: string[] };

type Vocabulary = { slug: string; core: Set<string>; page: Set<string>; lexicon: Set<string> };

let vocabularies: Vocabulary[] | undefined;

/** The words of each service's page, and of the needs the table sends to it. */
function build(lexicon: ReadonlyArray<{ words: string; service: string }>): Vocabulary[] {
  if (vocabularies) return vocabularies;
  vocabularies = services.map((service) => ({
    slug: service.slug,
    core: new Set(terms([service.title, service.description, ...service.features].join(" "))),
    page: new Set(terms(service.details.join(" "))),
    lexicon: new Set(
      lexicon.filter((row) => row.service === service.slug).flatMap((row) => terms(row.words)),
    ),
  }));
  return vocabularies;
}

/** "explain" and "explainability": one word in two forms (a shared stem of five letters or more). */
const sameWord = (asked: string, own: string) =>
  asked === own || (asked.length >= 5 && own.length >= 5 && (own.startsWith(asked) || asked.startsWith(own)));

/**
 * A word only the page's longer paragraphs say ("makes sense", "decide") names the service less
 * than one of its summary or of the list of what it includes.
 */
const DETAILS_FACTOR = 0.4;

/** A word the visitor's own words table gives a service counts this much more than a page word. */
const LEXICON_FACTOR = 1.25;

/**
 * Services ranked by how well the asked words fit them, best first (only those sharing a word).
 * `weight` is the site-wide rarity of a word (the search index's idf).
 */
export function rankServices(
  asked: readonly string[],
  lexicon: ReadonlyArray<{ words: string; service: string }>,
  weight: (term: string) => number,
): ServiceFit[] {
  const all = build(lexicon);
  const total = all.length;
  const words = asked.filter((word) => word.length >= 2 && !WEAK_TERMS.has(word));
  const has = (vocabulary: Vocabulary, word: string) =>
    vocabulary.lexicon.has(word) ||
    [...vocabulary.core, ...vocabulary.page].some((own) => sameWord(word, own));
  const inCore = (vocabulary: Vocabulary, word: string) =>
    [...vocabulary.core].some((own) => sameWord(word, own));
  const spreadOf = new Map(
    words.map((word) => [word, Math.log(1 + total / Math.max(1, all.filter((v) => has(v, word)).length))]),
  );
  return all
    .map((vocabulary) => {
      const shared = words.filter((word) => has(vocabulary, word));
      const score = shared.reduce((sum, word) => {
        const spread = spreadOf.get(word) ?? 0;
        const own = vocabulary.lexicon.has(word)
          ? LEXICON_FACTOR
          : inCore(vocabulary, word)
            ? 1
            : DETAILS_FACTOR;
        return sum + weight(word) * spread * own;
      }, 0);
      return { slug: vocabulary.slug, score, shared };
    })
    .filter((fit) => fit.shared.length > 0)
    .sort((a, b) => b.score - a.score);
}

/**
 * "Churn is killing us, can AI tell which subscribers will cancel?": a question the service-need
 * intent matched, in two or more words of a known need, describes a need, however many of its
 * other words ("subscribers", "killing") the site never uses; it is not about something else.
 */
export function describesNeed(
  knowledge: Knowledge,
  question: Question,
  ranked: readonly IntentScore[],
): boolean {
  if (!ranked.some((intent) => intent.intent === "service.need")) return false;
  return (matchNeed(question.terms, (term) => knowledge.index.idf(term))?.score ?? 0) >= 2;
}
