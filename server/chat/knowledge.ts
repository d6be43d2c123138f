import { type Answerer, createRetrievalAnswerer } from "./answerer.ts";
import { buildPassages } from "./passages.ts";
import { buildSearchIndex } from "./search-index.ts";

/**
 * Everything the assistant knows, built once at start from app/content: the passages, the
 * search index over them and the retrieval answerer. Takes a few hundred milliseconds.
 */
export function buildKnowledge(): Answerer & { buildMs: number } {
  const started = performance.now();
  const answerer = createRetrievalAnswerer(buildSearchIndex(buildPassages()));
  return { ...answerer, buildMs: performance.now() - started };
}
