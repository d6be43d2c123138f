/**
 * Vitest global setup: encodes the chat's example questions into sentence vectors once, before
 * any test file runs (ADR 442). On a fresh clone the vector file does not exist yet; without
 * this, every test file that builds the answerer with vectors would encode all examples at
 * once in its own worker, and on two cores those parallel encodings outlast the hook timeout.
 */
import { buildKnowledgeWithMeaning } from "../../server/chat/knowledge.ts";

export default async function encodeChatExamples(): Promise<void> {
  await buildKnowledgeWithMeaning();
}
