/**
 * The question matcher: a nearest-neighbour classifier over example questions (the
 * paraphrase bank and the tune split's questions), using MiniSearch's BM25 as the similarity.
 * Examples and questions are turned into the same features: entity names replaced by their
 * kind ("tell me about @project"), lexicon phrases folded into concepts ("#price"), words
 * stemmed, plus word pairs ("how_long", "who_wrote") so that word order counts a little. A
 * question's intents are ranked by their best examples' scores, raised by a naive Bayes
 * model's probability for the intent (naive-bayes.ts: all of an intent's examples pooled, so
 * one example sharing a rare word weighs less); `coverage` says how much of the question
 * (idf-weighted) the best example shares, so a weak match can be told from a strong one.
 * With sentence vectors (ADR 442), an intent whose example is near the question in meaning is
 * raised too, or found, although they share no word.
 */
import MiniSearch from "minisearch";
import { typoDistance } from "../search-index.ts";
import { stem } from "../stemmer.ts";
import { STOP_WORDS } from "../text.ts";
import type { EntityType } from "./catalogue.ts";
import type { Mention } from "./entity-recogniser.ts";
import { nameWords } from "./entity-recogniser.ts";
import { exampleMeanings } from "./example-meanings.ts";
import { foldConcepts } from "./lexicon.ts";
import { maskedExample, maskedSentence } from "./masked-sentence.ts";
import { trainNaiveBayes } from "./naive-bayes.ts";
import type { SentenceMeaning } from "./sentence-meaning.ts";

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
 * How much naive Bayes' probability for an intent raises its kNN score: score × (1 + w·p).
 * Measured (ADR 417): 2 helps blind-3 cross-validated and bank-only; 1 and 3 help less.
 */
const BAYES_WEIGHT = 2;
/** Flattens naive Bayes' posterior (its features are far from independent). */
const BAYES_TEMPERATURE = 3;
/**
 * Sentence vectors (ADR 442): an intent's nearest example in meaning counts from this cosine
 * up, adding up to MEANING_WEIGHT to its similarity (0 at the floor, all of it at 1); its
 * cosine also stands for how much of the question is covered. Measured on the unread splits of
 * blind-8 and on blind-6 and blind-7 (whose questions are no examples): floors 0.5–0.65 and
 * weights 0.15–0.5 all gain; 0.55 and 0.3 gained the most together.
 */
const MEANING_FLOOR = 0.55;
const MEANING_WEIGHT = 0.3;

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
  meaning?: SentenceMeaning,
): IntentMatcher {
  const meanings = meaning
    ? exampleMeanings(
        examples,
        examples.map((example) => meaning.vectorOf(maskedExample(example.text, recognise))),
      )
    : undefined;
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
  const bayes = trainNaiveBayes(
    documents.map((document, id) => ({
      label: document.intent,
      features: [...(documentFeatures[id] as Set<string>)],
    })),
    // Counted like the similarity counts them: pairs and function words less.
    (feature) =>
      (feature.includes("_") ? PAIR_WEIGHT : 1) *
      (feature.split("_").every(isFunctional) ? FUNCTION_WORD_WEIGHT : 1),
    BAYES_TEMPERATURE,
  );

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
      const byIntent = new Map<string, IntentScore & { second: number }>();
      for (const result of results) {
        const document = documents[result.id as number];
        if (!document) continue;
        const own = documentFeatures[result.id as number] as Set<string>;
        const shared = features.filter((feature) => own.has(feature));
        const sharedWeight = shared.reduce((sum, feature) => sum + weight(feature), 0);
        const extra = (documentWeights[result.id as number] ?? 0) - sharedWeight;
        const similarity = sharedWeight / (queryWeight + extra);
        const coverage =
          unigramWeight === 0
            ? 0
            : unigrams.filter((term) => own.has(term)).reduce((sum, term) => sum + idf(term), 0) /
              unigramWeight;
        const existing = byIntent.get(document.intent);
        if (!existing) {
          byIntent.set(document.intent, {
            intent: document.intent,
            score: similarity,
            coverage,
            example: document.example,
            second: 0,
          });
        } else if (similarity > existing.score) {
          existing.second = existing.score;
          existing.score = similarity;
          existing.coverage = coverage;
          existing.example = document.example;
        } else if (similarity > existing.second) existing.second = similarity;
      }
      const question = meaning?.vectorOf(maskedSentence(text, mentions));
      if (meanings && question)
        for (const [intent, nearest] of meanings.nearest(question)) {
          if (nearest.similarity < MEANING_FLOOR) continue;
          const raise = (MEANING_WEIGHT * (nearest.similarity - MEANING_FLOOR)) / (1 - MEANING_FLOOR);
          const existing = byIntent.get(intent);
          if (existing) {
            existing.score += raise;
            existing.coverage = Math.max(existing.coverage, nearest.similarity);
          } else
            byIntent.set(intent, {
              intent,
              score: raise,
              coverage: nearest.similarity,
              example: nearest.example,
              second: 0,
            });
        }
      const posterior = bayes.posterior(features);
      return [...byIntent.values()]
        .map(({ second, ...score }) => ({
          ...score,
          score:
            100 *
            (score.score + SECOND_EXAMPLE_SHARE * second) *
            (1 + BAYES_WEIGHT * (posterior.get(score.intent) ?? 0)),
        }))
        .sort((a, b) => b.score - a.score);
    },
  };
}
