/**
 * The section of one page a question asks for, by the words of its heading: "where should a
 * bank start, per the fintech article?" asks for "How to get started", "what does the CTO
 * predict for the next few years?" for "What this means for the next few years", "how do I
 * tell real AI from hype?" for "How to tell the difference".
 *
 * The question's words are its own, minus function words, the words asking what a page says
 * ("according to", "article"), the words of the page's title and of the names the question
 * uses for it: those name the page, not the part of it asked about. Words such as "tell",
 * "start" or "few", which a search index drops as too common, are kept: they are what a
 * heading like "How to tell the difference" is about. A word counts as named by a heading
 * in the same or an inflected form ("started" for "start", "years" for "year"), not by a
 * shared stem only ("difference" does not name "differently").
 */
import type { Passage } from "./passages.ts";
import { STOP_WORDS, tokenize } from "./text.ts";

/** Common words that still name what a section is about ("How to tell the difference"). */
const HEADING_WORDS = new Set(["tell", "few", "get", "use", "using", "find", "need", "show", "give"]);

/** Words asking what a page says, not what about. */
const ASKING = new Set(
  tokenize(
    "say says said mention mentions mentioned write writes wrote warn warns cover covers talk talks discuss discusses recommend recommends suggest suggests advise advises according per article articles post posts blog page piece predict predicts expect expects think thinks believe believes",
  ),
);

/** Function words the stop list leaves in. */
const FUNCTION_WORDS = new Set([
  "whether",
  "ever",
  "even",
  "actually",
  "bit",
  "part",
  "section",
  "thing",
  "stuff",
]);

/** A heading must name at least this share of the question's own words. */
const MIN_NAMED_SHARE = 1 / 3;

/** A word without its inflection: "started" → "start", "years" → "year", "companies" → "company". */
export function baseWord(word: string): string {
  if (word.length <= 4) return word.replace(/s$/, "");
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  return word.replace(/(?:ing|ed|es|s)$/, "");
}

const bases = (text: string) => new Set(tokenize(text).map(baseWord));

/** The question's own words: not function words, not asking words, not the page's names. */
export function focusWords(question: string, pageNames: readonly string[]): string[] {
  const named = new Set(pageNames.flatMap((name) => [...bases(name)]));
  const words = tokenize(question)
    .filter(
      (word) =>
        word.length >= 3 && (!STOP_WORDS.has(word) || HEADING_WORDS.has(word)) && !FUNCTION_WORDS.has(word),
    )
    .filter((word) => !ASKING.has(word))
    .map(baseWord)
    .filter((word) => !named.has(word));
  return [...new Set(words)];
}

/**
 * The heading among `headings` that names the most of the question's own words, when it names
 * more of them than any other does and at least a third of them (`minShare` to ask more);
 * undefined otherwise.
 */
export function focusedHeading(
  question: string,
  headings: readonly string[],
  pageNames: readonly string[],
  minShare = MIN_NAMED_SHARE,
): string | undefined {
  const focus = focusWords(question, pageNames);
  if (focus.length === 0) return undefined;
  const scored = [...new Set(headings)]
    .map((heading) => {
      const own = bases(heading);
      return { heading, named: focus.filter((word) => own.has(word)).length };
    })
    .sort((a, b) => b.named - a.named);
  const [best, next] = scored;
  if (!best || best.named === 0 || (next && next.named === best.named)) return undefined;
  return best.named / focus.length >= minShare ? best.heading : undefined;
}

/** A list's lead-in names it like a heading ("How we work:" under "From first idea to lasting results"). */
const leadIn = (passage: Passage): string | undefined =>
  passage.kind === "list" && passage.text.trim().endsWith(":") ? passage.text.trim().slice(0, -1) : undefined;

/**
 * The first passage of the section of a page (`passages`, in order) whose heading, or list
 * lead-in, names the question's own words (see focusedHeading); undefined when none does.
 */
export function focusedPassage(
  question: string,
  passages: readonly Passage[],
  pageNames: readonly string[],
  minShare = MIN_NAMED_SHARE,
): Passage | undefined {
  const title = passages[0]?.pageTitle;
  const headingsOf = (passage: Passage) =>
    [passage.section, leadIn(passage)].filter((heading): heading is string => !!heading && heading !== title);
  const heading = focusedHeading(question, passages.flatMap(headingsOf), pageNames, minShare);
  return heading ? passages.find((passage) => headingsOf(passage).includes(heading)) : undefined;
}
