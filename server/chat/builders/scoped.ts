/**
 * Retrieval inside one page or section: the sentences and list items of a known entity's page
 * that answer the details a question asks ("can it read handwritten answers?" on MarkAid's
 * page), judged by how much of the question's remaining words each one contains (its section
 * heading counting half, a synonym's alternative counting 60%).
 */
import { coverage, termMatches } from "../composer.ts";
import type { Passage } from "../passages.ts";
import type { SearchIndex } from "../search-index.ts";
import { alternativeGroups, sentences, terms } from "../text.ts";
import type { Entity } from "../understanding/catalogue.ts";
import type { Question } from "../understanding/question.ts";
import type { BuildContext, Knowledge } from "./context.ts";

export type ScopedMatch = { passage: Passage; coverage: number; body: string };

/** Words that say what kind of thing is asked about, not what about it. */
const GENERIC = new Set(
  terms(
    "project projects service services technology technologies tech case study studies article post blog job role position company meridian team tell about work built build make made thing stuff use offer provide",
  ),
);

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Whether a mention is the entity's own name written some way ("text to ui" for TextToUI,
 * "pwa" for Progressive Web Apps, "react" for React.js) rather than a product of its page
 * ("sagemaker" on the AWS page).
 */
export function spells(mention: string, name: string): boolean {
  const said = squash(mention);
  const own = squash(name);
  const acronym = name
    .split(/[\s-]+/)
    .map((word) => word[0]?.toLowerCase() ?? "")
    .join("");
  return (
    said === own ||
    own.includes(said) ||
    said.includes(own) ||
    said === acronym ||
    terms(mention).some((term) => terms(name).includes(term))
  );
}

/** The context a look-up for the details a question asks reads (about `entities`, none named). */
export const detailContext = (
  knowledge: Knowledge,
  question: Question,
  entities: readonly Entity[] = [],
): BuildContext => ({ topic: "detail", question, entities: [...entities], named: [], knowledge });

/**
 * The question's words that are not generic and not the words naming the entities in this
 * message ("markaid" in "what database did markaid use?"). An entity carried over from the
 * conversation is not named, so none of its words are dropped ("could I clone a voice with
 * it?" keeps "clone" and "voice").
 */
export function detailTerms(context: BuildContext, entities: readonly Entity[] = context.entities): string[] {
  const ids = new Set(entities.map((entity) => entity.id));
  const naming = context.question.mentions.filter((mention) =>
    mention.entities.some((entity) => ids.has(entity.id)),
  );
  // A product of a page named by its own name ("SageMaker" on the AWS page, "LiteRT" on
  // TensorFlow's) is the detail asked about, not a name for the page: its words stay.
  const named = new Set(
    naming
      .filter((mention) =>
        mention.entities.some((entity) => ids.has(entity.id) && spells(mention.text, entity.name)),
      )
      .flatMap((mention) => terms(mention.text)),
  );
  const own = context.question.terms.filter((term) => !named.has(term));
  const specific = own.filter((term) => !GENERIC.has(term));
  // "What did you build for them?" (nothing named): the generic words are the question.
  return specific.length > 0 || naming.length > 0 ? specific : own;
}

/** Weight of a word the site never uses, within a page (about an average known word). */
const UNKNOWN_WEIGHT = 2;
/** Share of a word's weight a unit gets for containing only one of its alternatives. */
const ALTERNATIVE_SHARE = 0.6;
/** A unit needs this share of the detail words to answer them. */
export const MIN_SCOPED_COVERAGE = 0.5;
/** Other units are added when they score at least this share of the best one. */
const COMPANION_SHARE = 0.75;
const MAX_UNITS = 3;
const MAX_ITEMS = 4;
/** A following sentence this short, starting like a continuation, completes the chosen one. */
const FOLLOW_ON_CHARS = 120;
const FOLLOW_ON = /^(Please|It|This|These|They|That|So|Then)\b/;

type Unit = {
  passage: Passage;
  text: string;
  item: boolean;
  /** A list's lead-in sentence: choosing it brings the list with it. */
  lead: boolean;
  order: number;
};

function unitsOf(passages: readonly Passage[]): Unit[] {
  const units: Unit[] = [];
  let order = 0;
  for (const passage of passages) {
    const list = passage.kind === "list";
    // The lead-in of a list comes first ("We share personal information only where necessary…").
    for (const sentence of sentences(passage.text))
      units.push({ passage, text: sentence, item: false, lead: list, order: order++ });
    if (list)
      for (const item of passage.items)
        units.push({ passage, text: item, item: true, lead: false, order: order++ });
  }
  return units;
}

/** idf-weighted share of `wanted` found in the unit; ties go to the unit that says more of them. */
/** The content's sentences recur in every search: their terms are worked out once. */
const termSets = new Map<string, ReadonlySet<string>>();
const MAX_CACHED_TEXTS = 20_000;
function termSet(text: string): ReadonlySet<string> {
  let set = termSets.get(text);
  if (!set) {
    set = new Set(terms(text));
    if (termSets.size < MAX_CACHED_TEXTS) termSets.set(text, set);
  }
  return set;
}

function unitCoverage(unit: Unit, wanted: readonly string[], index: SearchIndex): number {
  const own = termSet(unit.text);
  const heading = termSet(`${unit.passage.section} ${unit.item ? unit.passage.text : ""}`);
  const groups = alternativeGroups();
  const asked = new Set(wanted);
  let total = 0;
  let found = 0;
  for (const [at, term] of wanted.entries()) {
    // An alternative of another asked word counts through that word ("confidence" for "sure");
    // of two words that are each other's alternatives ("fca", "regulator"), the first counts.
    if (
      [...asked].some(
        (other) =>
          other !== term &&
          groups.get(other)?.includes(term) &&
          !(groups.get(term)?.includes(other) && wanted.indexOf(other) > at),
      )
    )
      continue;
    // Inside a known page, a word the site never uses is filler ("kinda", "boss"), not the
    // point, unless a synonym of it is a site word ("handwritten" → "handwriting").
    const alternatives = groups.get(term) ?? [];
    const knownAlternative = alternatives.find((alternative) => index.knows(alternative));
    const weight = index.knows(term)
      ? index.idf(term)
      : knownAlternative
        ? index.idf(knownAlternative)
        : UNKNOWN_WEIGHT;
    total += weight;
    if (termMatches(term, own, index)) found += weight;
    else if (alternatives.some((alternative) => termMatches(alternative, own, index)))
      found += ALTERNATIVE_SHARE * weight;
    else if (termMatches(term, heading, index)) found += 0.5 * weight;
  }
  if (total === 0) return 0;
  const said = wanted.filter((term) => termMatches(term, own, index)).length;
  // Of sentences saying as much, one under a heading that names the asked words goes first
  // ("the risks" under "The risks worth taking seriously").
  const headed = wanted.filter((term) => termMatches(term, heading, index)).length;
  return found / total + 0.001 * said + 0.0005 * headed;
}

/** The best sentences and list items of `passages` for the detail words, in page order. */
export function bestInScope(
  index: SearchIndex,
  passages: readonly Passage[],
  detail: readonly string[],
  minCoverage = MIN_SCOPED_COVERAGE,
  /** Only sentences and items this accepts may be chosen (e.g. those stating a duration). */
  accept?: (text: string) => boolean,
): ScopedMatch | undefined {
  if (detail.length === 0 || passages.length === 0) return undefined;
  const units = unitsOf(passages);
  const scored = units
    .filter((unit) => !accept || accept(unit.text))
    .map((unit) => ({ unit, score: unitCoverage(unit, detail, index) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.unit.order - b.unit.order);
  const top = scored[0];
  if (!top || top.score < minCoverage) return undefined;
  const chosen: Unit[] = [top.unit];
  for (const entry of scored.slice(1)) {
    if (entry.score < top.score * COMPANION_SHARE) break;
    const items = chosen.filter((unit) => unit.item).length;
    if (entry.unit.item ? items >= MAX_ITEMS : chosen.length - items >= MAX_UNITS) continue;
    // Stay with the best unit's passage and its neighbours; far-off mentions are noise.
    if (entry.unit.passage !== top.unit.passage && chosen.length >= 2) continue;
    chosen.push(entry.unit);
  }
  // A sentence's short follow-on ("Please do not include it in messages…") completes it, and
  // a sentence announcing a list ("…a few questions separate substance from noise:") brings it.
  for (const unit of [...chosen]) {
    if (unit.item || unit.lead) continue;
    const next = units[unit.order + 1];
    if (unit.text.trimEnd().endsWith(":") && next?.lead && !chosen.includes(next)) {
      chosen.push(next);
      continue;
    }
    if (
      next &&
      next.passage === unit.passage &&
      !next.item &&
      next.text.length <= FOLLOW_ON_CHARS &&
      FOLLOW_ON.test(next.text) &&
      !chosen.includes(next)
    )
      chosen.push(next);
  }
  const announced = announcedBy(units, chosen);
  chosen.push(...announced.units.filter((unit) => !chosen.includes(unit)));
  chosen.sort((a, b) => a.order - b.order);
  // Items under their list's lead-in (a chosen lead-in brings its whole list); sentences as prose.
  const blocks: string[] = [];
  let prose: string[] = [];
  const wholeLists = new Set(chosen.filter((unit) => unit.lead).map((unit) => unit.passage));
  const openLists = new Set<Passage>();
  const flushProse = () => {
    if (prose.length > 0) blocks.push(prose.join(" "));
    prose = [];
  };
  for (const unit of chosen) {
    if (wholeLists.has(unit.passage)) {
      if (openLists.has(unit.passage)) continue;
      flushProse();
      openLists.add(unit.passage);
      blocks.push([unit.passage.text.trim(), ...unit.passage.items.map((item) => `- ${item}`)].join("\n"));
    } else if (unit.item) {
      flushProse();
      if (openLists.has(unit.passage)) blocks[blocks.length - 1] = `${blocks.at(-1)}\n- ${unit.text}`;
      else {
        openLists.add(unit.passage);
        blocks.push(`${unit.passage.text.trim()}\n- ${unit.text}`);
      }
    } else {
      prose.push(unit.text);
    }
  }
  flushProse();
  if (announced.headings.length > 0)
    blocks.push(announced.headings.map((heading) => `- ${heading}`).join("\n"));
  return { passage: top.unit.passage, coverage: top.score, body: blocks.join("\n\n").trim() };
}

/** Paragraphs that count off what a sentence before them announced ("First, they pick…"). */
const ORDINAL = /^(First(ly)?|Second(ly)?|Third(ly)?|Fourth(ly)?|Fifth(ly)?|Next|Then|Finally|Lastly)\b,?/;
const COUNT_WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** "Four areas stand out…": how many things a sentence announces, from a count among its first words. */
function announcedCount(sentence: string): number | undefined {
  for (const word of sentence.toLowerCase().split(/\s+/).slice(0, 3)) {
    const digits = /^(\d{1,2})$/.exec(word);
    if (digits) return Number(digits[1]);
    const at = COUNT_WORDS.indexOf(word);
    if (at >= 0) return at + 2;
  }
  return undefined;
}

/**
 * What a chosen sentence announces without a colon, when it is the last thing its paragraph says
 * ("They tend to follow a consistent pattern.", "Four areas stand out…"): the opening sentences
 * of the paragraphs of its section that count them off ("First, … Second, … Finally, …"), or,
 * when its section says nothing else and it counts what comes, the headings of that many
 * following sections. Without these the answer is the announcement and not what it announces.
 */
function announcedBy(units: readonly Unit[], chosen: readonly Unit[]): { units: Unit[]; headings: string[] } {
  const none = { units: [], headings: [] };
  const prose = chosen.filter((unit) => !unit.item && !unit.lead);
  if (prose.length !== chosen.length) return none;
  for (const unit of prose) {
    const next = units[unit.order + 1];
    if (next?.passage === unit.passage) continue; // not its paragraph's last sentence
    // The paragraphs that follow in the same section and count off.
    const counted: Unit[] = [];
    let passage: Passage | undefined;
    for (const later of units.slice(unit.order + 1)) {
      if (
        later.passage.section !== unit.passage.section ||
        later.passage.url.split("#")[0] !== unit.passage.url.split("#")[0]
      )
        break;
      if (later.passage === passage) continue;
      passage = later.passage;
      if (later.item || !ORDINAL.test(later.text)) break;
      counted.push(later);
    }
    if (counted.length >= 2) return { units: counted, headings: [] };
    // "Four areas stand out…" alone under its heading: the next four sections' headings.
    const count = announcedCount(unit.text);
    const own = units.filter((other) => other.passage.section === unit.passage.section);
    if (!count || own.some((other) => other.passage !== unit.passage)) continue;
    const headings: string[] = [];
    for (const later of units.slice(unit.order + 1)) {
      if (later.passage.url.split("#")[0] !== unit.passage.url.split("#")[0]) break;
      if (!headings.includes(later.passage.section)) headings.push(later.passage.section);
      if (headings.length > count) break;
    }
    if (headings.length >= count) return { units: [], headings: headings.slice(0, count) };
  }
  return none;
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

/**
 * What `passage` (one of `passages`, a page's in order) announces when it ends without a colon:
 * the opening sentences of the paragraphs that count it off, or the headings of the sections it
 * counts; undefined when it announces nothing.
 */
export function announcedAfter(passages: readonly Passage[], passage: Passage): string | undefined {
  const units = unitsOf(passages);
  const last = units.filter((unit) => unit.passage === passage && !unit.item && !unit.lead).at(-1);
  if (!last) return undefined;
  const announced = announcedBy(units, [last]);
  if (announced.units.length > 0) return announced.units.map((unit) => unit.text).join(" ");
  if (announced.headings.length > 0) return announced.headings.map((heading) => `- ${heading}`).join("\n");
  return undefined;
}
