/**
 * The "Yes." and "No." a yes/no question's answer starts with: added when the reply's first
 * sentence affirms or negates what was asked, taken away again for an open question or a loose
 * match (the answerer's `yesOnlyIfSure`).
 */
import type { Reply } from "./builders/compose.ts";
import { sentences, terms, tokenize } from "./text.ts";
import { STRONG_COVERAGE } from "./thresholds.ts";
import type { Entity } from "./understanding/catalogue.ts";
import type { Question } from "./understanding/question.ts";

/**
 * "Do you provide support after launch?" answered with "We offer ongoing support…": the
 * answer is a yes, and says so first (taken back again by `yesOnlyIfSure` for a loose match).
 */
const AFFIRMS =
  /^(?:We|Our (?:team|engineers|teams)|You can)(?: also| always| regularly| usually)? (?:offer|provide|can|do|work|support|sign|have|build|use|deploy|design|run|extend|integrate|host|help|train|include)\b/;

/** A yes the content itself states needs a match at least this good. */
const STATED_YES_COVERAGE = 0.4;

const NEGATION = new Set([
  "no",
  "not",
  "never",
  "without",
  "nor",
  "dont",
  "doesnt",
  "isnt",
  "arent",
  "wont",
  "cannot",
]);
/** How many words before an asked word a negation may stand ("uses no … analytics scripts"). */
const NEGATION_REACH = 9;

/** Whether a negation stands within reach before the word at `at` ("uses no … analytics"). */
export function negatedAt(words: readonly string[], at: number): boolean {
  return words.slice(Math.max(0, at - NEGATION_REACH), at).some((earlier) => NEGATION.has(earlier));
}

/**
 * "Do you use Google Analytics?" answered with "…uses no advertising, cross-site tracking or
 * third-party analytics scripts": the answer is a no, and says so first. Only when the first
 * sentence negates a word the question asks about.
 */
export function withNo(reply: Reply, question: Question): Reply | undefined {
  if (reply.kind !== "answer" || /^(?:Yes|No)\b/.test(reply.text)) return undefined;
  if (negatedInFirstSentence(reply, question).length === 0) return undefined;
  return { ...reply, text: `${agreesInNegation(reply, question) ? "Yes" : "No"}. ${reply.text}` };
}

/** The asked words the reply's first sentence negates (only those after "without", if `withoutOnly`). */
function negatedInFirstSentence(reply: Reply, question: Question, withoutOnly = false): string[] {
  const first = sentences(reply.text.split("\n")[0] ?? "")[0] ?? "";
  const asked = new Set(question.terms);
  return negatedTerms(first, withoutOnly).filter((term) => asked.has(term));
}

/** The terms a text negates ("without replacing them" → "replac"). */
function negatedTerms(text: string, withoutOnly: boolean): string[] {
  const words = tokenize(text.replace(/'/g, ""));
  const negated = (at: number) =>
    withoutOnly
      ? words.slice(Math.max(0, at - NEGATION_REACH), at).includes("without")
      : negatedAt(words, at);
  return [...new Set(words.flatMap((word, at) => (negated(at) ? terms(word) : [])))];
}

/**
 * "Can you add AI without replacing our systems?" answered "…without replacing what works
 * today": the reply's first sentence leaves out ("without") only what the question leaves out,
 * so it agrees: a yes. ("Do not track" is a name, so only "without" counts.)
 */
export function agreesInNegation(reply: Reply, question: Question): boolean {
  const negated = negatedInFirstSentence(reply, question);
  const agreeing = negatedInFirstSentence(reply, question, true);
  const askedWithout = negatedTerms(question.corrected, true);
  return (
    negated.length > 0 && negated.every((term) => agreeing.includes(term) && askedWithout.includes(term))
  );
}
/**
 * "Do you only work with British companies?", "is it just for start-ups?": the question asks
 * whether something is limited, so an answer that affirms the broader thing ("we work with
 * clients around the world") must not start with "Yes". "The only office", "your only office"
 * ask about the thing itself, where a yes stands; and a limit the visitor states about
 * themselves ("our IT team only allows Azure", "I can only call on Saturdays") is context,
 * not the question.
 */
const LIMITING =
  /(?<!\b(?:the|your|our|my|an?|not) )\b(?:only|exclusively|solely)\b|\b(?:you|it|they|that|this|he|she|meridian) just\b/i;
const VISITOR_SUBJECT = /\b(?:i|i'm|im|we|we're|were|our|my|me|us)\b/i;

export function asksWhetherOnly(text: string): boolean {
  return text.split(/[,;:?.!()]|\s[-–—]\s/).some((clause) => {
    const at = clause.search(LIMITING);
    return at >= 0 && !VISITOR_SUBJECT.test(clause.slice(0, at));
  });
}

export function withYes(reply: Reply): Reply {
  if (reply.kind !== "answer" || !AFFIRMS.test(reply.text)) return reply;
  return { ...reply, text: `Yes. ${reply.text}` };
}

/** "Yes: our head office is…" answers "is your office in London?", not "where is your office?". */
export function withoutYes(reply: Reply): Reply {
  const match = /^Yes(?:[.:,]| –) +(\S)/.exec(reply.text);
  if (!match?.[1]) return reply;
  return { ...reply, text: `${match[1].toUpperCase()}${reply.text.slice(match[0].length)}` };
}

/**
 * A "Yes" is only as good as the match: a question only loosely like the intent's examples
 * ("can I pay with PayPal?" near "can I get a proposal?") gets the facts without it, unless
 * it names the very thing the answer is about.
 */
export const yesOnlyIfSure = (
  built: { reply: Reply; entities: Entity[] },
  matched: number,
  question: Question,
) => {
  const namesIt = question.mentions.some((mention) =>
    mention.entities.some((entity) => built.entities.some((about) => about.id === entity.id)),
  );
  // A yes the content itself states ("We offer ongoing support…") needs a less strict match.
  // …and so does "can you do X?" answered with the service whose words X is in.
  const stated =
    (matched >= STATED_YES_COVERAGE &&
      (AFFIRMS.test(built.reply.text.replace(/^Yes\. /, "")) ||
        agreesInNegation({ ...built.reply, text: built.reply.text.replace(/^Yes\. /, "") }, question))) ||
    built.reply.topic === "service.need";
  return matched >= STRONG_COVERAGE || namesIt || stated
    ? built
    : { ...built, reply: withoutYes(built.reply) };
};
