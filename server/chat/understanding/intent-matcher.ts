/**
 * The question matcher: a nearest-neighbour classifier over example questions (the
 * paraphrase bank and the tune split's questions), using MiniSearch's BM25 as the similarity.
 * Examples and questions are turned into the same features: entity names replaced by their
 * kind ("tell me about @project"), lexicon phrases folded into concepts ("#price"), words
 * stemmed, plus word pairs ("how_long", "who_wrote") so that word order counts a little. A
 * question's intents are ranked by their best examples' scores; `coverage` says how much of
 * the question (idf-weighted) the best example shares, so a weak match can be told from a
 * strong one.
 */
import MiniSearch from "minisearch";
import { typoDistance } from "../search-index.ts";
import { stem } from "../stemmer.ts";
import { STOP_WORDS } from "../text.ts";
import type { EntityType } from "./catalogue.ts";
import type { Mention } from "./entity-recogniser.ts";
import { nameWords } from "./entity-recogniser.ts";
import { foldConcepts } from "./lexicon.ts";
import type { SemanticSimilarity } from "./semantic-similarity.ts";

export type TrainingExample = {
  text: string;
  intent: string;
  /** Where the example comes from (a tune item's id), for tracing. */
  ref?: string;
};

export type IntentScore = {
  intent: string;
  score: number;
  /** Share (idf-weighted) of the question's features that the intent's best example has. */
  coverage: number;
  /** The best example, for explanations and tests. */
  example: string;
};

export type IntentMatcher = {
  classify(text: string, mentions: readonly Mention[]): IntentScore[];
  /** The features a text is matched by (for tests and debugging). */
  features(text: string, mentions?: readonly Mention[]): string[];
  readonly size: number;
};

/** Words that carry nothing for the matcher. Question words and pronouns are kept. */
const DROPPED = new Set([
  "a",
  "an",
  "the",
  "of",
  "to",
  "in",
  "on",
  "at",
  "for",
  "and",
  "or",
  "is",
  "are",
  "be",
  "pls",
  "please",
  "guys",
  "just",
  "actually",
  "really",
  "like",
  "um",
  "hey",
  "hi",
  "hello",
  "ok",
  "okay",
  "so",
  "tbh",
  "lol",
  "btw",
]);

/** "{service}" in an example stands for any service's name, and so on. */
const PLACEHOLDER = /^\{(\w+)\}$/;

function placeholderToken(type: EntityType | string): string {
  return `@${type}`;
}

const MIN_CORRECTED_LENGTH = 4;
/** Word pairs count this much of a word's weight in the similarity. */
const PAIR_WEIGHT = 0.5;
/** Function words (and pairs of them) count this much. */
const FUNCTION_WORD_WEIGHT = 0.3;
/** How many of BM25's best examples are re-ranked. */
const CANDIDATES = 60;
/** A second example of the same intent adds this share of its similarity. */
const SECOND_EXAMPLE_SHARE = 0.1;

/**
 * The semantic signal (ADR 415), when given: a question word the example lacks counts as
 * shared, in proportion to its cosine, with the example's nearest word whose vector is at least
 * this close ("firm" ~ "company" 0.81, "cost" ~ "price" 0.73, "old" ~ "founded" 0.37).
 */
export type SemanticMatching = {
  similarity: SemanticSimilarity;
  /** The least cosine for a soft match of two words. */
  minWordCosine?: number;
  /** How many examples nearest by embedding join BM25's candidates. */
  candidates?: number;
  /** Soft matches count only when the best lexical coverage is below this (1 = always). */
  belowCoverage?: number;
  /** Whether soft matches raise `coverage` too (the answerer's measure of a strong match), or only the ranking. */
  softCoverage?: boolean;
};
const MIN_WORD_COSINE = 0.6;
const SEMANTIC_CANDIDATES = 20;

/** The words of a question, each run of words naming an entity replaced by its kind ("@project"). */
function queryWords(text: string, mentions: readonly Mention[]): string[] {
  const words = nameWords(text).map((token) => token.word);
  const result: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const mention = mentions.find((candidate) => candidate.start === index);
    if (mention) {
      const types = [...new Set(mention.entities.map((entity) => entity.type))];
      result.push(...types.map(placeholderToken));
      index = mention.end - 1;
    } else result.push(words[index] as string);
  }
  return result;
}

/**
 * `recognise`: finds the entities named in a text; examples are masked with it like questions
 * are ("do you sell my data" → "do you @privacy"), so both are compared in the same terms.
 */
export function createIntentMatcher(
  examples: readonly TrainingExample[],
  recognise: (text: string) => readonly Mention[] = () => [],
  semantic?: SemanticMatching,
): IntentMatcher {
  // Vocabulary of the examples, for correcting a typed word to a word the examples use.
  const exampleWords = new Map<string, number>();
  const toWords = (text: string): string[] =>
    text.split(/(\{\w+\})/).flatMap((part) => {
      const placeholder = part.match(/^\{(\w+)\}$/);
      if (placeholder) return [`{${placeholder[1]}}`];
      return queryWords(part, recognise(part)).map((word) =>
        word.startsWith("@") ? `{${word.slice(1)}}` : word,
      );
    });
  for (const example of examples)
    for (const word of toWords(example.text))
      if (!word.startsWith("{")) exampleWords.set(word, (exampleWords.get(word) ?? 0) + 1);
  const vocabulary = [...exampleWords.entries()].filter(([word]) => word.length >= MIN_CORRECTED_LENGTH);
  const corrections = new Map<string, string>();
  const correct = (word: string): string => {
    if (
      word.length < MIN_CORRECTED_LENGTH ||
      exampleWords.has(word) ||
      STOP_WORDS.has(word) ||
      !/^[a-z]+$/.test(word)
    )
      return word;
    const cached = corrections.get(word);
    if (cached !== undefined) return cached;
    const budget = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = budget + 1;
    let bestCount = 0;
    for (const [candidate, count] of vocabulary) {
      if (Math.abs(candidate.length - word.length) > budget) continue;
      const distance = typoDistance(word, candidate, budget);
      if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
    const result = bestDistance <= budget ? best : word;
    if (corrections.size < 20_000) corrections.set(word, result);
    return result;
  };

  const featuresOf = (words: readonly string[]): string[] => {
    const folded = foldConcepts(
      words.map((word) => (word.startsWith("{") || word.startsWith("@") ? word : correct(word))),
    );
    const unigrams = folded
      .filter((word) => !DROPPED.has(word))
      .map((word) => {
        const placeholder = word.match(PLACEHOLDER);
        if (placeholder) return placeholderToken(placeholder[1] as string);
        if (word.startsWith("#") || word.startsWith("@")) return word;
        return stem(word);
      });
    const bigrams = unigrams.slice(1).map((word, index) => `${unigrams[index]}_${word}`);
    return [...unigrams, ...bigrams];
  };

  // The content words behind a text's unigram features, by feature ("compani" → "company"),
  // for the semantic signal: vectors are of words, features are stems.
  const surfaceOf = (words: readonly string[]): Map<string, string> => {
    const result = new Map<string, string>();
    for (const raw of words) {
      if (raw.startsWith("{") || raw.startsWith("@")) continue;
      const word = correct(raw);
      if (DROPPED.has(word) || STOP_WORDS.has(word) || !/^[a-z]+$/.test(word)) continue;
      const feature = stem(word);
      if (!result.has(feature)) result.set(feature, word);
    }
    return result;
  };

  const documents = examples.map((example, id) => ({
    id,
    intent: example.intent,
    example: example.text,
    text: featuresOf(toWords(example.text)).join(" "),
  }));
  const index = new MiniSearch<(typeof documents)[number]>({
    fields: ["text"],
    storeFields: ["intent", "example"],
    tokenize: (text) => text.split(" ").filter((term) => term.length > 0),
    processTerm: (term) => term,
  });
  index.addAll(documents);
  const documentFeatures = documents.map(
    (document) => new Set(document.text.split(" ").filter((term) => term.length > 0)),
  );

  const documentFrequency = new Map<string, number>();
  for (const document of documents)
    for (const term of new Set(document.text.split(" ")))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idfs = new Map<string, number>();
  const idf = (term: string) => {
    let value = idfs.get(term);
    if (value === undefined) {
      value = Math.log(1 + documents.length / (documentFrequency.get(term) ?? 0.5));
      if (idfs.size < 50_000) idfs.set(term, value);
    }
    return value;
  };
  // Function words ("have you done any…") say little about what is asked; content words,
  // concepts and entity kinds say most.
  const functional = new Set([...STOP_WORDS].map(stem));
  const isFunctional = (term: string) => functional.has(term);
  const weights = new Map<string, number>();
  const featureWeight = (feature: string): number => {
    const known = weights.get(feature);
    if (known !== undefined) return known;
    const parts = feature.split("_");
    const value =
      parts.length === 1
        ? idf(feature) * (isFunctional(feature) ? FUNCTION_WORD_WEIGHT : 1)
        : PAIR_WEIGHT * idf(feature) * (parts.every(isFunctional) ? FUNCTION_WORD_WEIGHT : 1);
    if (weights.size < 50_000) weights.set(feature, value);
    return value;
  };
  // Each example's total weight, so what it says beyond the question is one subtraction.
  const documentWeights = documentFeatures.map((own) =>
    [...own].reduce((sum, feature) => sum + featureWeight(feature), 0),
  );

  const similarity = semantic?.similarity;
  const minWordCosine = semantic?.minWordCosine ?? MIN_WORD_COSINE;
  const semanticCandidates = semantic?.candidates ?? SEMANTIC_CANDIDATES;
  const belowCoverage = semantic?.belowCoverage ?? 1;
  const softCoverage = semantic?.softCoverage ?? true;
  const documentSurface = similarity ? examples.map((example) => surfaceOf(toWords(example.text))) : [];
  const documentEmbeddings = similarity
    ? documentSurface.map((surface) => similarity.embed([...surface.values()]))
    : [];
  /** Nearest examples by embedding (beyond BM25's, which need a shared word). */
  const nearestByMeaning = (embedding: Float32Array): number[] => {
    if (!similarity) return [];
    const scored: { id: number; cosine: number }[] = [];
    documentEmbeddings.forEach((own, id) => {
      if (own) scored.push({ id, cosine: similarity.cosine(embedding, own) });
    });
    return scored
      .sort((a, b) => b.cosine - a.cosine)
      .slice(0, semanticCandidates)
      .map((entry) => entry.id);
  };

  return {
    size: documents.length,
    features: (text, mentions = []) => featuresOf(queryWords(text, mentions)),
    classify(text, mentions) {
      const features = [...new Set(featuresOf(queryWords(text, mentions)))];
      if (features.length === 0) return [];
      const weight = featureWeight;
      const queryWeight = features.reduce((sum, feature) => sum + weight(feature), 0);
      const unigrams = features.filter((feature) => !feature.includes("_"));
      const unigramWeight = unigrams.reduce((sum, term) => sum + idf(term), 0);
      // BM25 finds the candidates; a weighted Jaccard similarity ranks them, so an example
      // that also says things the question does not ("…any presentations") counts less.
      const results = index.search(features.join(" "), { combineWith: "OR" }).slice(0, CANDIDATES);
      const candidates = results.map((result) => result.id as number);
      const questionSurface = similarity ? surfaceOf(queryWords(text, mentions)) : undefined;
      const score = (id: number, soft: boolean) => {
        const own = documentFeatures[id] as Set<string>;
        const shared = features.filter((feature) => own.has(feature));
        let sharedWeight = shared.reduce((sum, feature) => sum + weight(feature), 0);
        let extra = (documentWeights[id] ?? 0) - sharedWeight;
        let covered = unigrams.filter((term) => own.has(term)).reduce((sum, term) => sum + idf(term), 0);
        if (soft && similarity && questionSurface) {
          // A question word the example lacks, matched by meaning to one of the example's
          // own words the question lacks: shared in proportion to the cosine.
          const exampleSurface = documentSurface[id] as Map<string, string>;
          const unmatched = [...exampleSurface.entries()].filter(([feature]) => !features.includes(feature));
          const used = new Set<string>();
          for (const term of unigrams) {
            if (own.has(term) || isFunctional(term)) continue;
            const word = questionSurface.get(term);
            if (!word) continue;
            let best: { feature: string; cosine: number } | undefined;
            for (const [feature, other] of unmatched) {
              if (used.has(feature)) continue;
              const cosine = similarity.wordSimilarity(word, other) ?? 0;
              if (cosine >= minWordCosine && cosine > (best?.cosine ?? 0)) best = { feature, cosine };
            }
            if (!best) continue;
            used.add(best.feature);
            sharedWeight += best.cosine * weight(term);
            extra -= best.cosine * weight(best.feature);
            if (softCoverage) covered += best.cosine * idf(term);
          }
        }
        return {
          similarity: sharedWeight / (queryWeight + Math.max(extra, 0)),
          coverage: unigramWeight === 0 ? 0 : covered / unigramWeight,
        };
      };
      let soft = false;
      if (similarity && questionSurface && questionSurface.size > 0) {
        const lexicalBest = Math.max(0, ...candidates.map((id) => score(id, false).coverage));
        if (lexicalBest < belowCoverage) {
          soft = true;
          const embedding = similarity.embed([...questionSurface.values()]);
          if (embedding)
            for (const id of nearestByMeaning(embedding)) if (!candidates.includes(id)) candidates.push(id);
        }
      }
      const byIntent = new Map<string, IntentScore & { second: number }>();
      for (const id of candidates) {
        const document = documents[id];
        if (!document) continue;
        const { similarity: matched, coverage } = score(id, soft);
        const existing = byIntent.get(document.intent);
        if (!existing) {
          byIntent.set(document.intent, {
            intent: document.intent,
            score: matched,
            coverage,
            example: document.example,
            second: 0,
          });
        } else if (matched > existing.score) {
          existing.second = existing.score;
          existing.score = matched;
          existing.coverage = coverage;
          existing.example = document.example;
        } else if (matched > existing.second) existing.second = matched;
      }
      return [...byIntent.values()]
        .map(({ second, ...score }) => ({
          ...score,
          score: 100 * (score.score + SECOND_EXAMPLE_SHARE * second),
        }))
        .sort((a, b) => b.score - a.score);
    },
  };
}
