// @vitest-environment node
import { describe, expect, it } from "vitest";
import { trainingExamples } from "../knowledge.ts";
import { TOPICS } from "../topics.ts";
import { buildCatalogue } from "./catalogue.ts";
import { PARAPHRASES } from "./paraphrases.ts";
import { VISITOR_PARAPHRASES } from "./visitor-paraphrases.ts";

const entries = Object.entries(VISITOR_PARAPHRASES);
const texts = entries.flatMap(([, phrasings]) => phrasings);

describe("the visitor paraphrase bank", () => {
  it("covers every intent of the paraphrase bank, and only known intents", () => {
    expect(entries.map(([intent]) => intent).filter((intent) => !(intent in TOPICS))).toEqual([]);
    expect(Object.keys(PARAPHRASES).filter((intent) => !(intent in VISITOR_PARAPHRASES))).toEqual([]);
  });

  it("has no empty or duplicate phrasings", () => {
    expect(texts.filter((text) => text.trim() === "" || text !== text.trim())).toEqual([]);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
    for (const [, phrasings] of entries) expect(phrasings.length).toBeGreaterThan(0);
  });

  it("uses only placeholders for kinds of entity the catalogue has", () => {
    const kinds = new Set<string>(buildCatalogue().map((entity) => entity.type));
    const unknown = texts.flatMap((text) =>
      [...text.matchAll(/\{(\w*)\}/g)].flatMap((match) => (kinds.has(match[1] ?? "") ? [] : [match[0]])),
    );
    expect(unknown).toEqual([]);
    // No stray braces outside a placeholder ("{service" or "service}").
    expect(texts.filter((text) => /[{}]/.test(text.replace(/\{\w+\}/g, "")))).toEqual([]);
  });

  it("repeats no phrasing of paraphrases.ts", () => {
    const ours = new Set(Object.values(PARAPHRASES).flat());
    expect(texts.filter((text) => ours.has(text))).toEqual([]);
  });

  it("is part of the matcher's training unless switched off", () => {
    const without = trainingExamples({ tuneExamples: false, visitorBank: false });
    const withBank = trainingExamples({ tuneExamples: false });
    expect(withBank.length - without.length).toBe(texts.length);
    expect(withBank).toContainEqual({ text: "r u gdpr complient", intent: "privacy.question" });
    expect(without).not.toContainEqual({ text: "r u gdpr complient", intent: "privacy.question" });
  });
});
