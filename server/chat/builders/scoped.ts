/**
 * Retrieval inside one page or section: the sentences and list items of a known entity's page
 * that answer the details a question asks ("can it read handwritten answers?" on MarkAid's
 * page), judged by how much of the question's remaining words (the entity's own name and
 * generic words removed) each one contains, its section heading counting half.
 */
import { coverage, termMatches } from "../composer.ts";
import type { Passage } from "../passages.ts";
import type { SearchIndex } from "../search-index.ts";
import { sentences, terms } from "../text.ts";
import type { Entity } from "../understanding/catalogue.ts";
import type { BuildContext } from "./context.ts";

export type ScopedMatch = { passage: Passage; coverage: number; body: string };

/** Words that say what kind of thing is asked about, not what about it. */
const GENERIC = new Set(
  terms(
    "project projects service services technology technologies tech case study studies article post blog job role position company meridian team tell about work built build make made thing stuff use offer provide",
  ),
);

/** The question's words that are not the entities' names or generic words. */
export function detailTerms(context: BuildContext, entities: readonly Entity[] = context.entities): string[] {
  const named = new Set(entities.flatMap((entity) => entity.names.flatMap((name) => terms(name))));
  return context.question.terms.filter((term) => !named.has(term) && !GENERIC.has(term));
}

/** Weight of a word the site never uses, within a page (about an average known word). */
const UNKNOWN_WEIGHT = 2;

/** A unit needs this share of the detail words to answer them. */
export const MIN_SCOPED_COVERAGE = 0.5;
/** Other units are added when they score at least this share of the best one. */
const COMPANION_SHARE = 0.75;
const MAX_UNITS = 3;
const MAX_ITEMS = 4;

type Unit = { passage: Passage; text: string; item: boolean; order: number };

function unitsOf(passages: readonly Passage[]): Unit[] {
  const units: Unit[] = [];
  let order = 0;
  for (const passage of passages) {
    if (passage.kind === "list") {
      for (const item of passage.items) units.push({ passage, text: item, item: true, order: order++ });
      // The lead-in of a list can answer too ("We share personal information only where necessary").
      for (const sentence of sentences(passage.text))
        units.push({ passage, text: sentence, item: false, order: order++ });
    } else {
      for (const sentence of sentences(passage.text))
        units.push({ passage, text: sentence, item: false, order: order++ });
    }
  }
  return units;
}

/** idf-weighted share of `wanted` found in `text`, the heading's words counting half. */
function unitCoverage(unit: Unit, wanted: readonly string[], index: SearchIndex): number {
  const own = new Set(terms(unit.text));
  const heading = new Set(terms(`${unit.passage.section} ${unit.item ? unit.passage.text : ""}`));
  let total = 0;
  let found = 0;
  for (const term of wanted) {
    // Inside a known page, a word the site never uses is filler ("kinda", "boss"), not the point.
    const weight = index.knows(term) ? index.idf(term) : UNKNOWN_WEIGHT;
    total += weight;
    if (termMatches(term, own, index)) found += weight;
    else if (termMatches(term, heading, index)) found += 0.5 * weight;
  }
  return total === 0 ? 0 : found / total;
}

/** The best sentences and list items of `passages` for the detail words, in page order. */
export function bestInScope(
  index: SearchIndex,
  passages: readonly Passage[],
  detail: readonly string[],
  minCoverage = MIN_SCOPED_COVERAGE,
): ScopedMatch | undefined {
  if (detail.length === 0 || passages.length === 0) return undefined;
  const scored = unitsOf(passages)
    .map((unit) => ({ unit, score: unitCoverage(unit, detail, index) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.unit.order - b.unit.order);
  const top = scored[0];
  if (!top || top.score < minCoverage) return undefined;
  const chosen = [top];
  for (const entry of scored.slice(1)) {
    if (entry.score < top.score * COMPANION_SHARE) break;
    const items = chosen.filter((candidate) => candidate.unit.item).length;
    if (entry.unit.item ? items >= MAX_ITEMS : chosen.length - items >= MAX_UNITS) continue;
    // Stay with the best unit's passage and its neighbours; far-off mentions are noise.
    if (entry.unit.passage !== top.unit.passage && chosen.length >= 2) continue;
    chosen.push(entry);
  }
  chosen.sort((a, b) => a.unit.order - b.unit.order);
  // Items under their list's lead-in; sentences as prose.
  const blocks: string[] = [];
  let prose: string[] = [];
  let openList: Passage | undefined;
  const flushProse = () => {
    if (prose.length > 0) blocks.push(prose.join(" "));
    prose = [];
  };
  for (const { unit } of chosen) {
    if (unit.item) {
      flushProse();
      if (openList !== unit.passage) {
        blocks.push(unit.passage.text.trim());
        openList = unit.passage;
      }
      blocks[blocks.length - 1] = `${blocks.at(-1)}\n- ${unit.text}`;
    } else {
      openList = undefined;
      prose.push(unit.text);
    }
  }
  flushProse();
  const body = blocks.join("\n\n").trim();
  return { passage: top.unit.passage, coverage: top.score, body };
}

/** Passage-level: the passage of `passages` that covers most of the detail words. */
export function bestPassageInScope(
  index: SearchIndex,
  passages: readonly Passage[],
  detail: readonly string[],
): { passage: Passage; coverage: number } | undefined {
  let best: { passage: Passage; coverage: number } | undefined;
  for (const passage of passages) {
    const value = coverage({ passage, score: 0, matchedTerms: [] }, detail, index);
    if (!best || value > best.coverage) best = { passage, coverage: value };
  }
  return best;
}

/** The best sentences on the pages of `entities` for the question's detail words. */
export function bestOnPages(context: BuildContext, entities: readonly Entity[], minCoverage = 0.4) {
  const passages = entities.flatMap((entity) => context.knowledge.passagesOn(entity.url));
  return bestInScope(context.knowledge.index, passages, detailTerms(context, entities), minCoverage);
}
