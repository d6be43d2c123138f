// @vitest-environment node
/**
 * Format and coverage checks of the blind-18 corpus splits (the checks of ../blind, with this
 * folder's seed and minimums), plus: ids q0500–q0799 and none shared with any older corpus
 * folder beside it (../blind, ../blind-2 … ../blind-17; only the id fields of those corpora are
 * read), and every expectation checked against the content. Reads test.json and tune.json only
 * to validate them; nobody working on the chat should read their items.
 */
import { describeBlindCorpus, idsOfEarlierCorpora } from "../blind/corpus-checks.ts";

describeBlindCorpus({
  title: "blind-18 corpus",
  dir: import.meta.dirname,
  /** The seed this folder was split with, once (README.md). */
  seed: 20261218,
  minimums: { items: 300, multiTurn: 100, outOfScope: 30, lead: 15, perCategory: 15 },
  foreignIds: idsOfEarlierCorpora(import.meta.dirname),
  /** Its brief capped the facts of an item at four. */
  maxFacts: 4,
  idRange: { from: 500, to: 799 },
});
