import type { TrainingExample } from "./intent-matcher.ts";

/**
 * Questions of the blind corpus's tune split (tests/chat-eval/blind/tune.json), each labelled
 * with the intent that answers it, as training examples for the matcher. Never from the test
 * split. Kept apart from the paraphrase bank (paraphrases.ts), which is the project's own.
 */
export const TUNE_EXAMPLES: readonly TrainingExample[] = [];
