/**
 * Part of `npm run build`: encodes the chat's example questions into sentence vectors once
 * (ADR 442), so the server starts in under a second. Later builds only encode what changed.
 */
import { buildKnowledgeWithMeaning, SENTENCE_VECTOR_FILE } from "../server/chat/knowledge.ts";

const started = performance.now();
await buildKnowledgeWithMeaning();
console.log(
  `chat sentence vectors ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${SENTENCE_VECTOR_FILE})`,
);
