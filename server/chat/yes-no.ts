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
const STATED_YES_COVERAGE = 0.45;

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
  const first = sentences(reply.text.split("\n")[0] ?? "")[0] ?? "";
  const words = tokenize(first.replace(/'/g, ""));
  const asked = new Set(question.terms);
  for (const [at, word] of words.entries()) {
    if (!terms(word).some((term) => asked.has(term))) continue;
    if (negatedAt(words, at)) return { ...reply, text: `No. ${reply.text}` };
  }
  return undefined;
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
    (matched >= STATED_YES_COVERAGE && AFFIRMS.test(built.reply.text.replace(/^Yes\. /, ""))) ||
    built.reply.topic === "service.need";
  return matched >= STRONG_COVERAGE || namesIt || stated
    ? built
    : { ...built, reply: withoutYes(built.reply) };
};
