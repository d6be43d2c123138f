/**
 * The kind of fact a detail question asks for, read from how it asks: "how long…" wants a
 * duration, "how often…" a frequency. A reply that answers such a question must state one
 * ("two-week sprints", "each quarter", "a 30-minute meeting"), so the answerer can tell a reply
 * that merely shares a word with the question ("how long r ur sprints" answered with a blog
 * post's reading time) from one that answers it, and can look for the sentence of the site
 * that does: one that states a fact of the asked kind about the question's own words
 * (asked-type-answer.ts).
 */
import { terms } from "./text.ts";

export type AskedType = "duration" | "frequency" | "count";

/** "How long have you been around?" asks for the founding, not a duration: left to its intent. */
const ASKS: readonly (readonly [AskedType, RegExp])[] = [
  ["frequency", /\bhow (?:often|frequently|regularly)\b|\bhow many times\b/],
  [
    "duration",
    /\bhow long\b(?! ago| (?:have|has|had) (?:you|u|it|they|the company|meridian)| (?:you(?:'ve| have)?|u) been)|\bhow many (?:minutes|hours|days|weeks|months)\b|\b(?:duration|length) of\b|\bhow (?:fast|quickly|quick|soon)\b|\bwhen (?:will|would|do|can|should) (?:you|u|i|we) (?:answer|reply|respond|get back|hear back|hear from you|get an answer|get a reply)\b/,
  ],
  // "How many engineers…?": a count of that thing (see statesCountOf), not any figure.
  ["count", /\bhow many [a-z]{3,}/],
];

/** The words that only say which kind of fact is asked ("long" in "how long"), not about what. */
export const TYPE_TERMS: ReadonlySet<string> = new Set(
  terms(
    // "Usually", "roughly": hedges on the value asked, not what it is asked of.
    "long often frequently regularly many times duration length take takes last lasts number fast quickly quick soon when usually typically normally generally roughly approximately average",
  ),
);

const AMOUNT =
  "(?:\\d+(?:[.,]\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a few|a couple of|several|few)";
const UNIT =
  "(?:min|mins|minutes?|hours?|hrs?|(?:business |working )?days?|weeks?|months?|years?|quarters?|sprints?)";
const DURATION = new RegExp(
  `\\b${AMOUNT}(?:\\s*(?:-|–|to)\\s*${AMOUNT})?[\\s-]+${UNIT}\\b|\\bhalf an hour\\b|\\bfortnight\\b|\\bsame day\\b|\\b(?:within|in|for|about|around|under|over|than|takes?|after) (?:a|an) (?:hour|day|week|month|year)\\b`,
  "i",
);
const FREQUENCY =
  /\b(?:every|each|per|once an?|twice an?|once per)\s+(?:\w+\s+)?(?:day|week|fortnight|month|quarter|year|sprint|release|change|deployment)s?\b|\b(?:daily|weekly|fortnightly|monthly|quarterly|annually|yearly|continuously|regularly)\b|\b(?:one|two|three|four|six|1|2|3|4|6)-(?:week|month) (?:sprints?|cycles?|reviews?|check-ins?|iterations?)\b/i;

const COUNT =
  /\b\d[\d,.]*\+?(?!\d)|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|a hundred|hundreds|dozens?)\b/i;

const PATTERNS: Record<AskedType, RegExp> = { duration: DURATION, frequency: FREQUENCY, count: COUNT };

const NUMBER_WORDS =
  "\\d[\\d,.]*\\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|a hundred|hundreds|dozens";

/** The thing "how many…?" counts ("engineers" in "how many engineers are in the round?"). */
export function countedNoun(question: string): string | undefined {
  return /\bhow many ([a-z]{3,})\b/.exec(question.toLowerCase())?.[1];
}

/** Whether a text states a count of that thing: "two of our engineers", "150+ clients". */
export function statesCountOf(text: string, noun: string): boolean {
  const base = noun.replace(/(?:es|s)$/, "");
  return new RegExp(`\\b(?:${NUMBER_WORDS})\\s+(?:[a-z-]+\\s+){0,2}${base}(?:s|es)?\\b`, "i").test(text);
}

/** Whether two words are one edit apart (a letter left out, added, changed or two swapped). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return (
    swapped ||
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i)
  );
}

/** "How ofen", "how lnog": the word after "how", typed one letter off. */
const HOW_WORD = /\bhow ([a-z]{4,10})\b/g;
const HOW_WORDS = ["often", "long"];

/** The kind of fact a question asks for, if it asks for one of the kinds known here. */
export function askedType(question: string): AskedType | undefined {
  const text = question
    .toLowerCase()
    .replace(
      HOW_WORD,
      (_phrase, word: string) =>
        `how ${HOW_WORDS.find((known) => word !== known && known.length >= 4 && oneEditApart(word, known)) ?? word}`,
    );
  for (const [type, pattern] of ASKS) if (pattern.test(text)) return type;
  return undefined;
}

/** Whether a text states a fact of the kind (a frequency also answers "how long between…"). */
export function statesType(text: string, type: AskedType): boolean {
  return PATTERNS[type].test(text);
}
