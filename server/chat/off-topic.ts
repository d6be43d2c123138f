/**
 * The off-topic gate: a question about something else entirely ("summarise the plot of harry
 * potter") gets the honest "I can only help with…" rather than a passage sharing one word.
 */
import { siteConfig } from "../../app/site.config.ts";
import type { Knowledge } from "./builders/context.ts";
import { describesNeed } from "./service-fit.ts";
import { STOP_WORDS, terms, tokenize } from "./text.ts";
import { STRONG_COVERAGE } from "./thresholds.ts";
import type { IntentScore } from "./understanding/intent-matcher.ts";
import { isLexiconWord } from "./understanding/lexicon.ts";
import type { Question } from "./understanding/question.ts";

/**
 * A message none of whose intents is more than a weak match, and at least half of whose
 * content words (and two or more) the site, the lexicon and the entity names never use, is
 * about something else ("summarise the plot of harry potter", "recommend a gaming laptop"):
 * an honest "I can only help with…" beats the passage that happens to share a word.
 */
const OFF_TOPIC_BELOW = 0.35;
const OFF_TOPIC_SHARE = 0.5;
const OFF_TOPIC_MIN_WORDS = 2;
/** The company's own name's distinctive words ("meridian"), as terms. */
const BRAND_TERMS: ReadonlySet<string> = new Set(
  terms(siteConfig.brandName).filter((term) => !["ai", "studio"].includes(term)),
);

/** Content words of a message that the site, the lexicon and the entity names never use. */
export const unknownWords = (
  knowledge: Knowledge,
  text: string,
): { unknown: string[]; content: string[] } => {
  const index = knowledge.index;
  const content = tokenize(text).filter(
    (word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d/.test(word),
  );
  const known = (word: string) =>
    terms(word).some((term) => index.knows(term)) ||
    isLexiconWord(word) ||
    knowledge.entities.recognise(word).length > 0;
  // A typo of a word the site uses counts as that word ("ofice", "invoce").
  const unknown = content.filter((word) => !known(word) && !known(index.correctToken(word)));
  return { unknown, content };
};
export const offTopic = (
  knowledge: Knowledge,
  question: Question,
  ranked: readonly IntentScore[],
): boolean => {
  if (question.mentions.length > 0) return false;
  // A visitor's problem in the words of a known need is not about something else, nor is a
  // message that names the company ("is meridain responsable with ai?").
  if (ranked.some((intent) => intent.example === "(need)")) return false;
  if (describesNeed(knowledge, question, ranked)) return false;
  if (question.terms.some((term) => BRAND_TERMS.has(term))) return false;
  const { unknown, content } = unknownWords(knowledge, question.text);
  // "Unrelated, but what's a good pizza place in London?": the visitor says it is about something
  // else, so one word the site never uses is enough, unless an intent matched it strongly.
  if (
    DECLARED_ASIDE.test(question.raw.toLowerCase()) &&
    (ranked[0]?.coverage ?? 0) < STRONG_COVERAGE &&
    unknown.length > 0
  )
    return true;
  // "How do I register for VAT in the UK?": a task of the visitor's own, asked of no one here
  // (no "you", no company name), about a word nothing the assistant learnt from uses.
  if (
    (ranked[0]?.coverage ?? 0) < STRONG_COVERAGE &&
    OWN_TASK.test(question.text) &&
    !ADDRESSED.test(question.text) &&
    unknown.some((word) => !knowledge.index.usesWord(word) && knowledge.index.correctToken(word) === word)
  )
    return true;
  if ((ranked[0]?.coverage ?? 0) >= OFF_TOPIC_BELOW) return false;
  return unknown.length >= OFF_TOPIC_MIN_WORDS && unknown.length >= OFF_TOPIC_SHARE * content.length;
};

/** The visitor's own words that what follows is not about us. */
const DECLARED_ASIDE =
  /\b(?:unrelated|off[- ]topic|random question|totally different (?:thing|question)|nothing to do with (?:you|meridian|this|work))\b/;

/** "How do I…", "how can we…", "what's the best way to…": a how-to of the visitor's own. */
const OWN_TASK =
  /^(?:how (?:do|can|should|would) (?:i|we)|what(?:s| is) the best way to|where (?:do|can) (?:i|we))\b/;
/** Words that address us: the question is then about how to do it with us. */
export const ADDRESSED = /\b(?:you|your|u|ur|yours|meridian|us)\b/;
