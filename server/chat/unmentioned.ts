/**
 * Honest no's for what the site never mentions: "do you have a newsletter?" (a yes/no question
 * whose object the content, the lexicon and the entity names never use) and "what's your
 * motto?" (something of ours the content never states), told apart from a typo of a word the
 * site does use ("ofice", "githib").
 */
import * as content from "../../app/content/index.ts";
import * as navigation from "../../app/navigation.ts";
import { siteConfig } from "../../app/site.config.ts";
import type { Knowledge } from "./builders/context.ts";
import { FILLER_WORDS } from "./filler-words.ts";
import { OPENING } from "./message-openings.ts";
import { typoDistance } from "./search-index.ts";
import { STOP_WORDS, terms, tokenize } from "./text.ts";
import type { Question } from "./understanding/question.ts";

/** "Do you have…?", "is there…?", "can I subscribe…?": a question whether something exists. */
const EXISTENCE = new RegExp(
  `^${OPENING}(?:(?:do|does) (?:you|u|ya|meridian)(?: guys| all)? (?:have|offer|run|publish|provide|sell|host)\\b|(?:is|are) there\\b|have (?:you|u) got\\b|can (?:i|we) (?:subscribe|sign up|join|buy|download|order|get)\\b|any\\b)`,
);
/** "What's your mission?", "what are your core beliefs": a thing of ours, asked for by name. */
const OWN_THING = new RegExp(
  `^${OPENING}(?:what|whats|what's|what is|what are|whatre|what're|where is|wheres|where's|where are) (?:your|ur) ([a-z]+(?: [a-z]+)?)$`,
);
const FILLER: ReadonlySet<string> = new Set(FILLER_WORDS);
/** The names the content writes with a capital ("GitHub", "LinkedIn"), lower case: a slip in one ("githib") is still it. */
const CONTENT_NAMES: ReadonlySet<string> = new Set(
  (JSON.stringify([content, siteConfig, navigation]).match(/\b[A-Z][a-zA-Z0-9]{3,}/g) ?? []).map((word) =>
    word.toLowerCase(),
  ),
);
/** Every word of the site's content, config and navigation, lower case. */
const CONTENT_WORDS: ReadonlySet<string> = new Set(
  JSON.stringify([content, siteConfig, navigation])
    .toLowerCase()
    .match(/[a-z][a-z0-9]*/g) ?? [],
);
/** Words after which a yes/no question names the thing it asks about ("a newsletter", "in york"). */
const OBJECT_START = new Set([
  "a",
  "an",
  "any",
  "the",
  "some",
  "in",
  "on",
  "with",
  "for",
  "of",
  "your",
  "ur",
  // "Is there parking…?"
  "there",
]);

/** Tests of a visitor's word against the site's own words (built once per answerer). */
export type SiteWords = { mentioned: (word: string) => boolean; typo: (word: string) => boolean };

/** Whether the content uses a word anywhere (social links, form options), or a typo of one. */
export const siteWordsOf = (knowledge: Knowledge): SiteWords => {
  // Every word the content uses anywhere (social links, form options), or a typo of one.
  const mentioned = (word: string) =>
    CONTENT_WORDS.has(word) ||
    terms(word).some((term) => knowledge.index.knows(term)) ||
    knowledge.entities.recognise(word).length > 0;
  // A typo of a site word, as typed ("ofice"); not a plural's singular one letter off
  // ("awards" is not a typo of "aware").
  const typo = (word: string) =>
    (knowledge.index.correctToken(word) !== word &&
      knowledge.index.correctToken(word)[0] === word[0] &&
      terms(knowledge.index.correctToken(word)).some((term) => knowledge.index.knows(term))) ||
    // …or of a name the content writes ("githib" for the GitHub profile).
    (word.length >= 5 &&
      [...CONTENT_NAMES].some(
        // (A slip rarely changes the first letter: "parking" is not "marking".)
        (known) =>
          known[0] === word[0] &&
          Math.abs(known.length - word.length) <= 1 &&
          typoDistance(known, word, 1) <= 1,
      ));
  return { mentioned, typo };
};

/**
 * "What's your mission?": an open question about something of ours whose words the content
 * never uses (nor a typo of one), in the visitor's words with "your" made "our".
 */
export const unstatedOwn = (question: Question, siteWords: SiteWords): string | undefined => {
  const match = OWN_THING.exec(question.text);
  if (!match?.[1]) return undefined;
  const words = match[1].split(" ");
  const head = words[words.length - 1] ?? "";
  if (head.length < 4 || STOP_WORDS.has(head) || FILLER.has(head)) return undefined;
  const { mentioned, typo } = siteWords;
  if (mentioned(head) || mentioned(head.replace(/s$/, "")) || typo(head)) return undefined;
  return `our ${match[1]}`;
};

/**
 * "Can I subscribe to a newsletter?", "do you have an office in new york?": a yes/no
 * question whose object is a word the site, the lexicon and the entity names never use (nor
 * a typo of one) asks about something the site does not have. The words from after the
 * article or preposition up to that word ("a newsletter", "in new york"), as typed.
 */
export const unmentionedObject = (
  question: Question,
  siteWords: SiteWords,
): { phrase: string; word: string } | undefined => {
  if (!question.yesNo || question.open || !EXISTENCE.test(question.text)) return undefined;
  const words = tokenize(question.text);
  const { mentioned, typo } = siteWords;
  for (const [at, word] of words.entries()) {
    if (at < 2 || word.length < 4 || STOP_WORDS.has(word) || FILLER.has(word) || /\d/.test(word)) continue;
    if (mentioned(word) || mentioned(word.replace(/s$/, "")) || typo(word)) continue;
    const start = [at - 1, at - 2].find((before) => OBJECT_START.has(words[before] ?? ""));
    if (start === undefined) continue;
    // Through the rest of the noun phrase ("a monthly subscription plan"), with its article.
    let end = at + 1;
    while (
      end < words.length &&
      !STOP_WORDS.has(words[end] ?? "") &&
      !FILLER.has(words[end] ?? "") &&
      !/\d/.test(words[end] ?? "")
    )
      end++;
    const article = ["a", "an", "any", "some"].includes(words[start] ?? "") ? start : start + 1;
    return { phrase: words.slice(article, end).join(" "), word };
  }
  return undefined;
};
