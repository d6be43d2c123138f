import { chatWording } from "../../../app/content/chat-answers.ts";
import type { Knowledge } from "../knowledge/build.ts";
import { expanded } from "../language/synonyms.ts";
import { normalise, terms } from "../language/text.ts";
import type { Question } from "../reading/question.ts";
import { listOf } from "./lists.ts";
import { ANSWERING_COVERAGE, coverage, passageReply } from "./passages.ts";
import { type Reply, reply } from "./reply.ts";

/** Verbs of work done for a client ("do you build…", "could you manage…"), not of what we say or keep. */
const WORK_VERBS =
  "do|offer|provide|build|make|develop|create|work with|work on|use|support|handle|help with|help me with|help us with|sell|design|write|run|host|fix|repair|train|teach|deliver|take on|specialise in|specialize in|manage|maintain|produce|film|shoot|edit|print|install|translate|market|promote|organise|organize|plan|book|arrange|supply|recruit|audit";

const ASKS_IF_WE_DO = new RegExp(
  `(?<!\\b(?:how|why|when|where|long|often|much|what|which)\\s)\\b(?:do|does|can|could|will|would)\\s+(?:you|u|ya|your (?:team|company|studio|agency))\\s+(?:guys\\s+)?(?:also\\s+|even\\s+|ever\\s+)?(?:${WORK_VERBS})\\s+(?<thing>.+)$|\\b(?:are you able to|is it possible for you to)\\s+\\w+\\s+(?<thing2>.+)$|\\bdo you (?:have|offer) (?:an? |any )?(?<thing3>.+)$`,
);

/** The thing a "do you do X?" asks about, as the visitor wrote it. */
export function thingAskedAbout(text: string): string | undefined {
  const match = ASKS_IF_WE_DO.exec(normalise(text).replace(/[?!.]+\s*$/, ""));
  const thing = match?.groups?.thing ?? match?.groups?.thing2 ?? match?.groups?.thing3;
  return (
    thing
      ?.replace(/\b(?:for (?:me|us|my|our)\b.*|please|at all|as well|too)$/, "")
      // "our instagram accounts" is quoted back as "instagram accounts", "me a flight" as "a flight".
      .replace(/^(?:me|us|our|my|your|the)\s+/, "")
      .trim() || undefined
  );
}

/** The visitor's words in their own capitals ("SEO", not "seo"), where the typed message holds them. */
function asTyped(words: string, typed: string): string {
  const original = new Map(typed.split(/[^\p{L}\p{N}'+#.-]+/u).map((word) => [word.toLowerCase(), word]));
  return words.replace(/[^\s]+/g, (word) => original.get(word) ?? word);
}

/**
 * "Do you do X?" where nothing of ours names X: an honest no, with what we do offer and a way
 * to ask the team. Where the content does cover X, its statement answers instead.
 */
export function offerReply(knowledge: Knowledge, question: Question): Reply | undefined {
  const thing = thingAskedAbout(question.text);
  if (!thing || question.mentions.some((mention) => !mention.byKeyword)) return undefined;
  const thingTerms = terms(thing);
  if (thingTerms.length === 0) return undefined;
  const best = knowledge.search(expanded(thingTerms))[0];
  if (coverage(knowledge, thingTerms, best) >= ANSWERING_COVERAGE || question.mentions.length > 0) {
    const covered = passageReply(knowledge, question, thing);
    if (covered) return covered;
  }
  const services = listOf(
    "service",
    knowledge.items.filter((item) => item.kind === "service"),
    question,
    "offer.not-offered",
  );
  const text = `${chatWording.notOffered(asTyped(thing, question.typed))}\n${services.text.split("\n").slice(1).join("\n")}\n${chatWording.askTeam}`;
  return reply(text, "not-offered", "offer.not-offered", ["/services", "/contact"]);
}
