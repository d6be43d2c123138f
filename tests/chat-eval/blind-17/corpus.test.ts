// @vitest-environment node
/**
 * Format and coverage checks of the blind-17 corpus splits (the checks of ../blind, with this
 * folder's seed and minimums), plus: ids q2600–q2899 and none shared with any older corpus
 * folder beside it (../blind, ../blind-2 … ../blind-16; only the id fields of those corpora are
 * read), and every expectation checked against the content. Reads test.json and tune.json only
 * to validate them; nobody working on the chat should read their items.
 */
import { describeBlindCorpus, idsOfEarlierCorpora } from "../blind/corpus-checks.ts";

describeBlindCorpus({
  title: "blind-17 corpus",
  dir: import.meta.dirname,
  /** The seed this folder was split with, once (README.md). */
  seed: 20261217,
  minimums: { items: 300, multiTurn: 100, outOfScope: 30, lead: 15, perCategory: 15 },
  foreignIds: idsOfEarlierCorpora(import.meta.dirname),
  /** Its brief capped the facts of an item at four. */
  maxFacts: 4,
  idRange: { from: 2600, to: 2899 },
});
