// @vitest-environment node
/**
 * Format and coverage checks of the blind-2 corpus splits (the checks of ../blind, with this
 * folder's seed and minimums), plus: ids from q5001 upward and none shared with ../blind (only
 * the id fields of that corpus are read), and every expectation checked against the content.
 * Reads test.json only to validate it; nobody working on the chat should read its items.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeBlindCorpus, loadIds, loadSplit } from "../blind/corpus-checks.ts";
import { expectationProblems } from "./check-expectations.ts";

/** The seed this folder was split with, once (README.md). */
const BLIND_2_SPLIT_SEED = 20261125;

const otherCorpusIds = loadIds(path.join(import.meta.dirname, "../blind"));

describeBlindCorpus({
  title: "blind-2 corpus",
  dir: import.meta.dirname,
  seed: BLIND_2_SPLIT_SEED,
  minimums: { items: 420, multiTurn: 60, outOfScope: 45, lead: 25, perCategory: 25 },
  foreignIds: otherCorpusIds,
});

describe("blind-2 corpus expectations", () => {
  const all = [
    ...loadSplit(import.meta.dirname, "tune.json"),
    ...loadSplit(import.meta.dirname, "test.json"),
  ];

  it("numbers its items from q5001 upward", () => {
    for (const item of all) expect(Number(item.id.slice(1)), item.id).toBeGreaterThanOrEqual(5001);
  });

  it("states only facts found in the site content and links only to real pages", () => {
    expect(expectationProblems(all)).toEqual([]);
  });
});
