/**
 * Finds the entities a message names: the longest run of words that matches one of an
 * entity's names, compared by stem ("projects" = "project") and, for words of five letters
 * or more, with a typo or two ("enterprize nlp", "machin lerning modles"). A name that fits
 * several entities ("the co-founder", a tool that is also a project's stack) yields all of
 * them; the question decides which one is meant.
 */
import { typoDistance } from "../search-index.ts";
import { stem } from "../stemmer.ts";
import { normalise, SHORTHAND } from "../text.ts";
import { GROUP_ALIASES } from "./aliases.ts";
import type { Entity } from "./catalogue.ts";

export type Mention = {
  /** The entities this run of words may mean (usually one). */
  entities: Entity[];
  /** Token positions [start, end) in the message's words. */
  start: number;
  end: number;
  /** The words as typed. */
  text: string;
  /** Every word matched exactly (not by typo tolerance). */
  exact: boolean;
};

/** Words that share a stem with a name but never mean it ("consultation" is not "consulting"). */
const NEVER_NAMES = new Set(["consultation", "consultations"]);

/** Words left out when matching names: "web & mobile" = "web and mobile" = "web mobile". */
const FILLER = new Set(["and", "the", "of", "a", "an", "for", "to", "in"]);

const MAX_NAME_WORDS = 8;

export type WordToken = { word: string; stem: string };

/** The words of a text as names are matched: lower case, accents and punctuation dropped. */
export function nameWords(text: string): WordToken[] {
  return normalise(text)
    .replace(/&/g, " and ")
    .replace(/'s\b/g, "")
    .replace(/'/g, "")
    .split(/[^a-z0-9#+]+/)
    .filter((word) => word.length > 0)
    .flatMap((word) => (SHORTHAND[word] ?? word).split(" "))
    .map((word) => ({ word, stem: NEVER_NAMES.has(word) ? word : stem(word) }));
}

function tolerance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

type Name = { stems: string[]; entityIds: string[]; fuzzy: boolean };

/**
 * Names of these kinds are everyday words ("tracking", "design", "mobile"): they must be
 * typed exactly, or "tricking" would be read as "tracking".
 */
const EXACT_ONLY = new Set(["privacy", "department", "techGroup", "projectCategory", "caseStudy"]);

/** A one-word name is matched with a typo only if it is this long (a product or tool name). */
const MIN_FUZZY_SINGLE_WORD = 6;

/** A person named right after these words is the visitor's own ("my boss's voice"). */
const OWN = new Set(["my", "our", "ours"]);
/** "Your website" is this site, not our web development service. */
const THIS_SITE = new Set(["your", "ur", "this"]);

export type EntityRecogniser = {
  recognise(text: string): Mention[];
  byId(id: string): Entity | undefined;
  readonly entities: readonly Entity[];
};

/**
 * Whether `typed` may be a typo of `known` within `budget` edits. A slip of more than one edit
 * keeps the first letter: "mountain" is not "containers" ("contain"), though two edits apart.
 */
function isTypo(known: string, typed: string, budget: number): boolean {
  const distance = typoDistance(known, typed, budget);
  return distance <= budget && (distance <= 1 || known[0] === typed[0]);
}

/**
 * `isKnownWord`: a word the site itself uses is never read as a typo of another name
 * ("details" is not "retail").
 */
export function createEntityRecogniser(
  entities: readonly Entity[],
  options: { isKnownWord?: (word: string) => boolean } = {},
): EntityRecogniser {
  const isKnownWord = options.isKnownWord ?? (() => false);
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  // Names by their first word's stem.
  const names = new Map<string, Name[]>();
  // The words as written in names, by stem: a typo can change a word's stem ("automaton" is
  // not stemmed like "automation"), so the typed word is also compared with these.
  const wordsOfStem = new Map<string, Set<string>>();
  const addName = (text: string, entityIds: string[]) => {
    const tokens = nameWords(text).filter((token) => !FILLER.has(token.word));
    for (const token of tokens)
      wordsOfStem.set(token.stem, (wordsOfStem.get(token.stem) ?? new Set()).add(token.word));
    const stems = tokens.map((token) => token.stem);
    const first = stems[0];
    if (first === undefined) return;
    const fuzzy =
      entityIds.every((id) => !EXACT_ONLY.has(id.split(":")[0] ?? "")) &&
      (tokens.length > 1 || (tokens[0]?.word.length ?? 0) >= MIN_FUZZY_SINGLE_WORD);
    const list = names.get(first) ?? [];
    const existing = list.find((name) => name.stems.join(" ") === stems.join(" "));
    if (existing) {
      for (const id of entityIds) if (!existing.entityIds.includes(id)) existing.entityIds.push(id);
      existing.fuzzy &&= fuzzy;
    } else list.push({ stems, entityIds: [...entityIds], fuzzy });
    names.set(first, list);
  };
  for (const entity of entities) for (const name of entity.names) addName(name, [entity.id]);
  for (const [alias, ids] of Object.entries(GROUP_ALIASES)) addName(alias, [...ids]);
  const vocabulary = [...new Set([...names.values()].flatMap((list) => list.flatMap((name) => name.stems)))];

  // The stems of the vocabulary a typed stem may be a typo of (cached).
  const similar = new Map<string, string[]>();
  /** Budget by the typed word's length ("lerning" may be "learning" though its stem is short). */
  const similarStems = (typed: string, word: string = typed): string[] => {
    const key = `${typed} ${word.length}`;
    const cached = similar.get(key);
    if (cached) return cached;
    const budget = isKnownWord(word) ? 0 : tolerance(word);
    const found =
      budget === 0
        ? []
        : vocabulary.filter((known) => known !== typed && known.length >= 4 && isTypo(known, typed, budget));
    if (similar.size < 20_000) similar.set(key, found);
    return found;
  };
  const matches = (typed: WordToken, known: string): "exact" | "typo" | undefined => {
    if (typed.stem === known) return "exact";
    if (similarStems(typed.stem, typed.word).includes(known)) return "typo";
    const budget = isKnownWord(typed.word) ? 0 : tolerance(typed.word);
    const written = wordsOfStem.get(known);
    return budget > 0 &&
      written !== undefined &&
      [...written].some((word) => word.length >= 5 && isTypo(word, typed.word, budget))
      ? "typo"
      : undefined;
  };

  return {
    entities,
    byId: (id) => byId.get(id),
    recognise(text) {
      const all = nameWords(text);
      const positions = all.map((_, index) => index).filter((index) => !FILLER.has(all[index]?.word ?? ""));
      const words = positions.map((index) => all[index] as WordToken);
      const mentions: Mention[] = [];
      let at = 0;
      while (at < words.length) {
        const first = words[at] as WordToken;
        const candidates = [
          ...(names.get(first.stem) ?? []),
          ...similarStems(first.stem, first.word).flatMap((known) =>
            (names.get(known) ?? []).filter((name) => name.fuzzy),
          ),
        ];
        let best: { name: Name; length: number; exact: boolean } | undefined;
        for (const name of candidates) {
          if (name.stems.length > MAX_NAME_WORDS || at + name.stems.length > words.length) continue;
          let exact = true;
          let ok = true;
          for (let offset = 0; offset < name.stems.length; offset++) {
            const match = matches(words[at + offset] as WordToken, name.stems[offset] as string);
            if (!match || (match === "typo" && !name.fuzzy)) {
              ok = false;
              break;
            }
            if (match === "typo") exact = false;
          }
          if (!ok) continue;
          const better =
            !best ||
            name.stems.length > best.length ||
            (name.stems.length === best.length && exact && !best.exact);
          if (better) best = { name, length: name.stems.length, exact };
          else if (best && name.stems.length === best.length && exact === best.exact) {
            // Same words, several names: keep every entity they mean.
            for (const id of name.entityIds)
              if (!best.name.entityIds.includes(id))
                best.name = { ...best.name, entityIds: [...best.name.entityIds, id] };
          }
        }
        if (!best) {
          at += 1;
          continue;
        }
        const start = positions[at] as number;
        const end = (positions[at + best.length - 1] as number) + 1;
        const before = all[start - 1]?.word ?? "";
        const thisSite =
          THIS_SITE.has(before) && best.length === 1 && (words[at] as WordToken).stem === "websit";
        const entityIds = thisSite
          ? []
          : OWN.has(before)
            ? best.name.entityIds.filter((id) => !id.startsWith("person:"))
            : best.name.entityIds;
        at += best.length;
        if (entityIds.length === 0) continue;
        mentions.push({
          entities: entityIds.flatMap((id) => byId.get(id) ?? []),
          start,
          end,
          text: all
            .slice(start, end)
            .map((token) => token.word)
            .join(" "),
          exact: best.exact,
        });
      }
      return mentions;
    },
  };
}
