import { chatAnswerCopy } from "../../../app/content/chat-answers.ts";
import type { Knowledge } from "../knowledge/build.ts";
import { isEnglishWord } from "../language/english.ts";
import type { Question } from "../reading/question.ts";
import { type Reply, reply } from "./reply.ts";

/** A capitalised word inside a sentence: a name ("Deloitte", "Accenture"). */
const NAME = /(?<=[a-z0-9,;:'"]\s+)[A-Z][a-z]{2,}(?:['’]s)?\b/g;

/** How a message asks about another company rather than about us, around a name ("Deloitte's team", "better than X"). */
const aboutThem = (name: string): RegExp =>
  new RegExp(
    `\\b${name}['’]s\\b|\\b(?:than|versus|vs\\.?|compared (?:to|with)) ${name}\\b|\\b${name} (?:charges?|costs?|offers?|does|do|is better|are better)\\b|\\b(?:is|are) ${name} (?:better|cheaper|bigger|any good)\\b|\\b(?:number|details|e-?mail|address|website) (?:for|of) ${name}\\b`,
    "i",
  );

/** "Your competitors' prices", "give me a competitor's website". */
const ASKS_OF_COMPETITORS =
  /\bcompetitors?(?:['’]s?)?.{0,40}\b(?:prices?|charge|cheaper|contact|details|websites?|names?|numbers?)\b|\b(?:prices?|charge|cheaper|contact|details|websites?|names?|numbers?)\b.{0,40}\bcompetitors?\b/i;

/**
 * "Is Accenture better than you?", "what do Deloitte charge?", "the phone number for X": another
 * company, named with a word our content never uses, is not ours to describe or compare.
 */
export function otherCompanyReply(knowledge: Knowledge, question: Question): Reply | undefined {
  const decline = () => reply(chatAnswerCopy.outOfScope, "decline", "foreign.company");
  if (ASKS_OF_COMPETITORS.test(question.typed)) return decline();
  const names = [...question.typed.matchAll(NAME)]
    .map((match) => match[0].replace(/['’]s$/, ""))
    .filter((name) => {
      const word = name.toLowerCase();
      return !knowledge.words.has(word) && !isEnglishWord(word);
    });
  return names.some((name) => aboutThem(name).test(question.typed)) ? decline() : undefined;
}
