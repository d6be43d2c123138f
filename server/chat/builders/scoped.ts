/**
 * Retrieval inside one page or section: the passage of a known entity's page that best
 * answers the details a question asks ("can it read handwritten answers?" on MarkAid's page),
 * judged by how much of the question's remaining words (the entity's own name removed) it
 * contains, and the sentences of it that say so.
 */
import { coverage, passageBody } from "../composer.ts";
import type { Passage } from "../passages.ts";
import type { SearchIndex } from "../search-index.ts";
import { terms } from "../text.ts";
import type { Entity } from "../understanding/catalogue.ts";
import type { BuildContext } from "./context.ts";

export type ScopedMatch = { passage: Passage; coverage: number; body: string };

/** Words that say what kind of thing is asked about, not what about it. */
const GENERIC = new Set(
  terms(
    "project projects service services technology technologies tech case study studies article post blog job role position company meridian team tell about work built build make made thing stuff use",
  ),
);

/** The question's words that are not the entities' names or generic words. */
export function detailTerms(context: BuildContext, entities: readonly Entity[] = context.entities): string[] {
  const named = new Set(entities.flatMap((entity) => entity.names.flatMap((name) => terms(name))));
  return context.question.terms.filter((term) => !named.has(term) && !GENERIC.has(term));
}

/** A passage needs this share of the detail words to answer them. */
export const MIN_SCOPED_COVERAGE = 0.5;

export function bestInScope(
  index: SearchIndex,
  passages: readonly Passage[],
  detail: readonly string[],
  minCoverage = MIN_SCOPED_COVERAGE,
): ScopedMatch | undefined {
  if (detail.length === 0) return undefined;
  let best: { passage: Passage; coverage: number; score: number } | undefined;
  for (const [position, passage] of passages.entries()) {
    const value = coverage({ passage, score: 0, matchedTerms: [] }, detail, index);
    // Earlier passages (a page's summary) win ties.
    const score = value - position * 0.001;
    if (!best || score > best.score) best = { passage, coverage: value, score };
  }
  if (!best || best.coverage < minCoverage) return undefined;
  const body = passageBody(best.passage, detail, index);
  return body ? { passage: best.passage, coverage: best.coverage, body } : undefined;
}

/** The best passage on the pages of `entities` for the question's detail words. */
export function bestOnPages(context: BuildContext, entities: readonly Entity[], minCoverage?: number) {
  const passages = entities.flatMap((entity) => context.knowledge.passagesOn(entity.url));
  return bestInScope(context.knowledge.index, passages, detailTerms(context, entities), minCoverage);
}
