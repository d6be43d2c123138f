// @vitest-environment node
/**
 * Format and coverage checks of the blind corpus splits (checks in corpus-checks.ts). Reads
 * test.json only to validate its shape; nobody working on the chat should read its items
 * (see README.md).
 */
import { describeBlindCorpus } from "./corpus-checks.ts";
import { SPLIT_SEED } from "./split.ts";

describeBlindCorpus({
  title: "blind corpus",
  dir: import.meta.dirname,
  seed: SPLIT_SEED,
  minimums: { items: 400, multiTurn: 50, outOfScope: 40, lead: 25, perCategory: 25 },
});
