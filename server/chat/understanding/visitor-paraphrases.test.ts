// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type KnowledgeOptions, trainingExamples } from "../knowledge.ts";
import { TOPICS } from "../topics.ts";
import { buildCatalogue } from "./catalogue.ts";
import { OUTSIDE_PARAPHRASES } from "./outside-paraphrases.ts";
import { PARAPHRASES } from "./paraphrases.ts";
import { VISITOR_PARAPHRASES } from "./visitor-paraphrases.ts";

/** The banks written apart from paraphrases.ts, each with the option that leaves it out of training. */
const BANKS: {
  name: string;
  bank: Record<string, readonly string[]>;
  switchOff: KnowledgeOptions;
  coversEveryIntent: boolean;
}[] = [
  {
    name: "visitor bank",
    bank: VISITOR_PARAPHRASES,
    switchOff: { visitorBank: false },
    coversEveryIntent: true,
  },
  {
    name: "outside bank",
    bank: OUTSIDE_PARAPHRASES,
    switchOff: { outsideBank: false },
    coversEveryIntent: false,
  },
];

describe.each(BANKS)("the $name of paraphrases", ({ bank, switchOff, coversEveryIntent }) => {
  const entries = Object.entries(bank);
  const texts = entries.flatMap(([, phrasings]) => phrasings);

  it("names only known intents (and, for the visitor bank, every intent of paraphrases.ts)", () => {
    expect(entries.map(([intent]) => intent).filter((intent) => !(intent in TOPICS))).toEqual([]);
    if (coversEveryIntent) expect(Object.keys(PARAPHRASES).filter((intent) => !(intent in bank))).toEqual([]);
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
    const without = trainingExamples({ tuneExamples: false, ...switchOff });
    const withBank = trainingExamples({ tuneExamples: false });
    expect(withBank.length - without.length).toBe(texts.length);
    const [intent, phrasings] = entries[0] ?? ["", []];
    const sample = { text: phrasings[0] ?? "", intent };
    expect(withBank).toContainEqual(sample);
    expect(without).not.toContainEqual(sample);
  });
});
