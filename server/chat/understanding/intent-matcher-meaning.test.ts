// @vitest-environment node
import { describe, expect, it } from "vitest";
import { WEAK_COVERAGE } from "../thresholds.ts";
import { createIntentMatcher, type TrainingExample } from "./intent-matcher.ts";
import { maskedExample, maskedSentence } from "./masked-sentence.ts";
import { loadSentenceEncoder } from "./sentence-encoder.ts";
import { createSentenceMeaning } from "./sentence-meaning.ts";

const EXAMPLES: TrainingExample[] = [
  { text: "when was the company founded", intent: "company.founded" },
  { text: "do you build mobile apps", intent: "service.mobile" },
  { text: "where is your office", intent: "company.location" },
];

describe("the question matcher with sentence vectors (ADR 442; issue 10 §2: understand the question robustly)", () => {
  it("matches a question that shares little but a function word with its example clearly, where words alone match it weakly", async () => {
    const question = "how many years has this business existed";
    const meaning = createSentenceMeaning(await loadSentenceEncoder());
    const byWords = createIntentMatcher(EXAMPLES).classify(question, [])[0];
    expect(byWords?.coverage).toBeLessThan(WEAK_COVERAGE);

    const matcher = await meaning.withVectors(() => createIntentMatcher(EXAMPLES, () => [], meaning));
    const intents = await meaning.withVectors(() => matcher.classify(question, []));
    expect(intents[0]?.intent).toBe("company.founded");
    // Near in meaning counts as covering the question, like shared words do.
    expect(intents[0]?.coverage).toBeGreaterThan(0.55);
  }, 30_000);

  it("ranks by words where meaning says nothing clear", async () => {
    const meaning = createSentenceMeaning(await loadSentenceEncoder());
    const matcher = await meaning.withVectors(() => createIntentMatcher(EXAMPLES, () => [], meaning));
    const intents = await meaning.withVectors(() => matcher.classify("your office where", []));
    expect(intents[0]?.intent).toBe("company.location");
  }, 30_000);
});

describe("sentences as the encoder sees them", () => {
  it("replaces placeholders and named things by a phrase of their kind", () => {
    expect(maskedExample("who wrote {post}?", () => [])).toBe("who wrote this article");
    const mention = { start: 3, end: 4, entities: [{ type: "project" as const }] };
    expect(maskedSentence("tell me about AIMail please", [mention as never])).toBe(
      "tell me about this project please",
    );
  });
});
