// @vitest-environment node
import { describe, expect, it } from "vitest";
import { crossValidate, foldsOf } from "../blind-runner.ts";
import type { BlindCase } from "./types.ts";

const item = (id: string): BlindCase => ({
  id,
  category: "company",
  style: "direct",
  turns: [`question ${id}`],
  mustContain: [[id]],
  linkAnyOf: [],
  mustNotContain: [],
  source: "/about",
});

describe("cross-validation of the blind corpus", () => {
  it("splits the ids into disjoint folds of near-equal size, the same on every run", () => {
    const ids = Array.from({ length: 23 }, (_, index) => `q${String(index).padStart(4, "0")}`);
    const folds = foldsOf(ids, 5);
    expect(folds).toHaveLength(5);
    expect(folds.flat().sort()).toEqual([...ids].sort());
    for (const fold of folds) expect(fold.length === 4 || fold.length === 5).toBe(true);
    expect(foldsOf([...ids].reverse(), 5)).toEqual(folds);
  });

  it("answers each item with an answerer built without it, and judges every item once", async () => {
    const cases = ["q0001", "q0002", "q0003", "q0004", "q0005", "q0006"].map(item);
    const heldOutSets: string[][] = [];
    const report = await crossValidate(cases, 3, (heldOut) => {
      heldOutSets.push([...heldOut]);
      // An answerer that only knows the items it was trained on: it fails every held-out one.
      return ({ message }) => {
        const id = message.replace("question ", "");
        return heldOut.has(id) ? "no idea" : id;
      };
    });
    expect(heldOutSets).toHaveLength(3);
    expect(report.results).toHaveLength(6);
    expect(report.accuracy).toBe(0);
  });
});
