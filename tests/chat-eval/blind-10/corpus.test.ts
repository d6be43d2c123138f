// @vitest-environment node
/**
 * Format and coverage checks of the blind-10 corpus splits (the checks of ../blind, with this
 * folder's seed and minimums), plus: ids q3556–q4010 and none shared with ../blind,
 * ../blind-2, ../blind-3, ../blind-4, ../blind-5, ../blind-6, ../blind-7, ../blind-8 or ../blind-9 (only the id fields of those corpora are read), and every expectation checked
 * against the content. Reads test.json only to validate it; nobody working on the chat should
 * read its items.
 */
import { describeBlindCorpus, idsOfEarlierCorpora } from "../blind/corpus-checks.ts";

describeBlindCorpus({
  title: "blind-10 corpus",
  dir: import.meta.dirname,
  /** The seed this folder was split with, once (README.md). */
  seed: 20261125,
  minimums: { items: 400, multiTurn: 120, outOfScope: 50, lead: 25, perCategory: 25 },
  foreignIds: idsOfEarlierCorpora(import.meta.dirname),
  /** Its brief capped the facts of an item at four. */
  maxFacts: 4,
  idRange: { from: 3556, to: 4010 },
});
