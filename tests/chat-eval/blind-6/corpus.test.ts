// @vitest-environment node
/**
 * Format and coverage checks of the blind-6 corpus splits (the checks of ../blind, with this
 * folder's seed and minimums), plus: ids q7001–q7599 and none shared with ../blind,
 * ../blind-2, ../blind-3, ../blind-4 or ../blind-5 (only the id fields of those corpora are read), and every expectation checked
 * against the content. Reads test.json only to validate it; nobody working on the chat should
 * read its items.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeBlindCorpus, loadIds, loadSplit } from "../blind/corpus-checks.ts";
import { expectationProblems } from "../blind-2/check-expectations.ts";

/** The seed this folder was split with, once (README.md). */
const BLIND_6_SPLIT_SEED = 20261129;

/** Its brief capped the facts of an item at four. */
const MAX_FACTS = 4;

const otherCorpusIds = [
  ...loadIds(path.join(import.meta.dirname, "../blind")),
  ...loadIds(path.join(import.meta.dirname, "../blind-2")),
  ...loadIds(path.join(import.meta.dirname, "../blind-3")),
  ...loadIds(path.join(import.meta.dirname, "../blind-4")),
  ...loadIds(path.join(import.meta.dirname, "../blind-5")),
];

describeBlindCorpus({
  title: "blind-6 corpus",
  dir: import.meta.dirname,
  seed: BLIND_6_SPLIT_SEED,
  minimums: { items: 400, multiTurn: 120, outOfScope: 50, lead: 25, perCategory: 25 },
  foreignIds: otherCorpusIds,
  maxFacts: MAX_FACTS,
});

describe("blind-6 corpus expectations", () => {
  const all = [
    ...loadSplit(import.meta.dirname, "tune.json", MAX_FACTS),
    ...loadSplit(import.meta.dirname, "test.json", MAX_FACTS),
  ];

  it("numbers its items from q7001 to q7599", () => {
    for (const item of all) {
      expect(Number(item.id.slice(1)), item.id).toBeGreaterThanOrEqual(7001);
      expect(Number(item.id.slice(1)), item.id).toBeLessThanOrEqual(7599);
    }
  });

  it("states only facts found in the site content and links only to real pages", () => {
    expect(expectationProblems(all)).toEqual([]);
  });
});
