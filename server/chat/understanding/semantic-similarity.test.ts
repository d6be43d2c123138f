// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createIntentMatcher } from "./intent-matcher.ts";
import { createSemanticSimilarity, loadWordVectors, wordVectorsFrom } from "./semantic-similarity.ts";

// A tiny table: "firm" and "company" point the same way, "banana" elsewhere. Rows are in
// order of frequency, as in the package ("the" commonest).
const table = new Map<string, number[]>([
  ["the", [1, 1, 1]],
  ["company", [1, 0, 0]],
  ["firm", [0.9, 0.1, 0]],
  ["founded", [0, 1, 0]],
  ["banana", [0, 0, 1]],
]);

describe("semantic similarity from word vectors (ADR 415)", () => {
  it("normalises vectors and gives the cosine of two words", () => {
    const similarity = createSemanticSimilarity(wordVectorsFrom(table));
    expect(similarity.wordSimilarity("firm", "company")).toBeGreaterThan(0.99);
    expect(similarity.wordSimilarity("firm", "banana")).toBeCloseTo(0, 5);
    expect(similarity.wordSimilarity("firm", "unknownword")).toBeUndefined();
  });

  it("weights rare words more than common ones and ignores unknown words in an embedding", () => {
    const similarity = createSemanticSimilarity(wordVectorsFrom(table));
    expect(similarity.weight("the")).toBeLessThan(similarity.weight("banana"));
    expect(similarity.weight("unknownword")).toBe(0);
    expect(similarity.embed(["unknownword"])).toBeUndefined();
    expect(similarity.similarity(["the", "firm"], ["the", "company"])).toBeGreaterThan(
      similarity.similarity(["the", "firm"], ["the", "banana"]),
    );
    expect(similarity.similarity(["unknownword"], ["company"])).toBe(0);
  });

  it("lets the question matcher match a word by meaning when it shares no word with an example", () => {
    const examples = [
      { text: "when was the company founded", intent: "company.age" },
      { text: "do you sell bananas", intent: "shop" },
    ];
    const lexical = createIntentMatcher(examples);
    const semantic = createIntentMatcher(examples, () => [], {
      similarity: createSemanticSimilarity(wordVectorsFrom(table)),
      minWordCosine: 0.6,
    });
    const lexicalTop = lexical.classify("when was the firm founded", [])[0];
    const semanticTop = semantic.classify("when was the firm founded", [])[0];
    expect(semanticTop?.intent).toBe("company.age");
    expect(semanticTop?.coverage ?? 0).toBeGreaterThan(lexicalTop?.coverage ?? 0);
    // Without a shared word at all, the example nearest by meaning is still a candidate.
    expect(semantic.classify("firm", [])[0]?.intent).toBe("company.age");
    expect(lexical.classify("firm", [])).toEqual([]);
  });

  it("reads the package's vectors of the commonest words from the installed file", () => {
    const vectors = loadWordVectors(20_000);
    expect(vectors.dimensions).toBe(100);
    expect(vectors.size).toBe(20_000);
    expect(vectors.rank("the")).toBe(0);
    const similarity = createSemanticSimilarity(vectors);
    expect(similarity.wordSimilarity("firm", "company") ?? 0).toBeGreaterThan(0.7);
    expect(similarity.wordSimilarity("cost", "price") ?? 0).toBeGreaterThan(
      similarity.wordSimilarity("cost", "banana") ?? 1,
    );
  });
});
