// @vitest-environment node
/**
 * Format and coverage checks of the blind-6 corpus splits (the checks of ../blind, with this
 * folder's seed and minimums), plus: ids q7001–q7599 and none shared with ../blind,
 * ../blind-2, ../blind-3, ../blind-4 or ../blind-5 (only the id fields of those corpora are read), and every expectation checked
 * against the content. Reads test.json only to validate it; nobody working on the chat should
 * read its items.
 */
import { describeBlindCorpus, idsOfEarlierCorpora } from "../blind/corpus-checks.ts";

describeBlindCorpus({
  title: "blind-6 corpus",
  dir: import.meta.dirname,
  /** The seed this folder was split with, once (README.md). */
  seed: 20261129,
  minimums: { items: 400, multiTurn: 120, outOfScope: 50, lead: 25, perCategory: 25 },
  foreignIds: idsOfEarlierCorpora(import.meta.dirname),
  /** Its brief capped the facts of an item at four. */
  maxFacts: 4,
  idRange: { from: 7001, to: 7599 },
});
