import { isEnglishWord } from "./english.ts";
import { stem } from "./stemmer.ts";

/**
 * One way of turning text into words and terms, used for the content and the visitor's
 * question alike, so both are compared on the same footing. English only, content-free.
 */

/** Function words and chat filler: they say nothing about what is asked about. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an and are as at be been being but by can could did do does doing for from had has have having he her
  hers him his i if in into is it its itself me my myself no nor not of off on or our ours ourselves she so
  some such than that the their theirs them themselves then there these they this those through to too
  under until up very was we were what when which while will with would you your yours yourself
  yourselves us am im ive id ill youre hi hello hey please thanks thank pls plz just also really about
  any anything something tell know like want wanted need get got one ones should shall may might must
  here way much more most other others own same only again further once all each both few let lets
  s t d ll m re ve whats hows wheres whos whens whys thats theres dont doesnt didnt cant wont isnt arent
  youve youll weve wed how where who when why guys folks kindly actually basically exactly okay ok btw
  maybe perhaps possible possibly currently stuff things thing lol tbh honestly literally kinda sorta ya yall
  gonna wanna hey yeah yes nope hmm um uh pls mate dude bro many lot lots anyway
  quite rather pretty wants bit cool yet actual somewhere though couple nice love sort yo sorry whoever
  someone somebody side`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Chat shorthand for common words (spelling, not meaning). */
export const SHORTHAND: Readonly<Record<string, string>> = {
  u: "you",
  ur: "your",
  r: "are",
  pls: "please",
  plz: "please",
  thx: "thanks",
  wat: "what",
  wht: "what",
  abt: "about",
  hw: "how",
  wanna: "want",
  gonna: "going",
  info: "information",
  wfh: "remote",
  yrs: "years",
  yr: "year",
  mins: "minutes",
  hrs: "hours",
  ppl: "people",
  msg: "message",
  num: "number",
  tel: "phone",
  wich: "which",
  wen: "when",
  wud: "would",
  cud: "could",
  dev: "developer",
  devs: "developers",
  b4: "before",
};

/** Lower case, accents folded, typographic quotes and dashes made plain. */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .toLowerCase();
}

/** Word tokens: letters, digits and the marks inside tech names ("c#", "c++", "node.js" → "node", "js"). */
export function tokenize(text: string): string[] {
  return (
    normalise(text)
      .replace(/'/g, "")
      // "e-mail" and "email", "co-founder" and "cofounder" are one word however a writer spells it (its parts kept too).
      .replace(/\b([a-z]+)-([a-z]+)\b/g, (compound, first: string, second: string) =>
        isEnglishWord(`${first}${second}`) ? `${first}${second} ${first} ${second}` : compound,
      )
      .split(/[^a-z0-9#+]+/)
      .filter((token) => token.length > 0)
      .map((token) => SHORTHAND[token] ?? token)
  );
}

const termCache = new Map<string, string>();

/** The stem a token is compared by. */
export function termOf(token: string): string {
  let term = termCache.get(token);
  if (term === undefined) {
    term = stem(token);
    if (termCache.size < 50_000) termCache.set(token, term);
  }
  return term;
}

/** "Your company's values" asks about values: the words a visitor calls us by name no topic. */
const CALLING_US = /\b(?:your|ur) (?:company|firm|agency|studio|business|organi[sz]ation|shop)(?:'?s)?\b/g;

/** The topic terms of a text: its tokens without stop words, stemmed, each once, in order. */
export function terms(text: string): string[] {
  const seen = new Set<string>();
  for (const token of tokenize(normalise(text).replace(CALLING_US, " "))) {
    if (STOP_WORDS.has(token) || (token.length === 1 && !/\d/.test(token))) continue;
    seen.add(termOf(token));
  }
  return [...seen];
}

/** Sentences of a paragraph: split after . ! ? before a capital or a digit, so "Node.js" stays whole. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Plain text of Markdown or the content's safe HTML: tags, emphasis and link targets removed. */
export function plainText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, " ")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** "mainUses" → "main uses": a field's key as words. */
export function wordsOfKey(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

/** Ends a sentence with a full stop unless it has its own ending. */
export function withStop(text: string): string {
  return /[.!?:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}
