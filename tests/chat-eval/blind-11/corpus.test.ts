// @vitest-environment node
/**
 * Format and coverage checks of the blind-11 corpus splits (the checks of ../blind, with this
 * folder's seed and minimums), plus: ids q4011–q4465 and none shared with any older corpus
 * folder beside it (../blind, ../blind-2 … ../blind-10; only the id fields of those corpora are
 * read), and every expectation checked against the content. Reads test.json and tune.json only
 * to validate them; nobody working on the chat should read their items.
 */
import { describeBlindCorpus, idsOfEarlierCorpora } from "../blind/corpus-checks.ts";

describeBlindCorpus({
  title: "blind-11 corpus",
  dir: import.meta.dirname,
  /** The seed this folder was split with, once (README.md). */
  seed: 20261209,
  minimums: { items: 400, multiTurn: 120, outOfScope: 50, lead: 25, perCategory: 25 },
  foreignIds: idsOfEarlierCorpora(import.meta.dirname),
  /** Its brief capped the facts of an item at four. */
  maxFacts: 4,
  idRange: { from: 4011, to: 4465 },
});
