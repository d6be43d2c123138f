// @vitest-environment node
/**
 * Format and coverage checks of the blind-3 corpus splits (the checks of ../blind, with this
 * folder's seed and minimums), plus: ids from q8001 upward and none shared with ../blind or
 * ../blind-2 (only the id fields of those corpora are read), and every expectation checked
 * against the content. Reads test.json only to validate it; nobody working on the chat should
 * read its items.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeBlindCorpus, loadIds, loadSplit } from "../blind/corpus-checks.ts";
import { expectationProblems } from "../blind-2/check-expectations.ts";

/** The seed this folder was split with, once (README.md). */
const BLIND_3_SPLIT_SEED = 20261126;

/** Its brief asked for the minimal facts without a cap; its largest item requires four. */
const MAX_FACTS = 4;

const otherCorpusIds = [
  ...loadIds(path.join(import.meta.dirname, "../blind")),
  ...loadIds(path.join(import.meta.dirname, "../blind-2")),
];

describeBlindCorpus({
  title: "blind-3 corpus",
  dir: import.meta.dirname,
  seed: BLIND_3_SPLIT_SEED,
  minimums: { items: 400, multiTurn: 60, outOfScope: 45, lead: 25, perCategory: 25 },
  foreignIds: otherCorpusIds,
  maxFacts: MAX_FACTS,
});

describe("blind-3 corpus expectations", () => {
  const all = [
    ...loadSplit(import.meta.dirname, "tune.json", MAX_FACTS),
    ...loadSplit(import.meta.dirname, "test.json", MAX_FACTS),
  ];

  it("numbers its items from q8001 upward", () => {
    for (const item of all) expect(Number(item.id.slice(1)), item.id).toBeGreaterThanOrEqual(8001);
  });

  it("states only facts found in the site content and links only to real pages", () => {
    expect(expectationProblems(all)).toEqual([]);
  });
});
