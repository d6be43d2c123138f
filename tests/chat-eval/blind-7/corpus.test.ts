// @vitest-environment node
/**
 * Format and coverage checks of the blind-7 corpus splits (the checks of ../blind, with this
 * folder's seed and minimums), plus: ids q7601–q8499 and none shared with ../blind,
 * ../blind-2, ../blind-3, ../blind-4, ../blind-5 or ../blind-6 (only the id fields of those corpora are read), and every expectation checked
 * against the content. Reads test.json only to validate it; nobody working on the chat should
 * read its items.
 */
import { describeBlindCorpus, idsOfEarlierCorpora } from "../blind/corpus-checks.ts";

describeBlindCorpus({
  title: "blind-7 corpus",
  dir: import.meta.dirname,
  /** The seed this folder was split with, once (README.md). */
  seed: 20261130,
  minimums: { items: 400, multiTurn: 120, outOfScope: 50, lead: 25, perCategory: 25 },
  foreignIds: idsOfEarlierCorpora(import.meta.dirname),
  /** Its brief capped the facts of an item at four. */
  maxFacts: 4,
  idRange: { from: 7601, to: 8499 },
});
