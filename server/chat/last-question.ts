/**
 * Follow-ups that lean on the last question: "and quote requests?", "what about for a
 * start-up?" (a fragment that is the last question again with its words added) and "which
 * ones?", "like what?" (no words of its own): the last intent answers them with both messages'
 * words.
 */
import type { Reply } from "./builders/compose.ts";
import type { Knowledge } from "./builders/context.ts";
import { spells } from "./builders/scoped.ts";
import { termMatches } from "./composer.ts";
import { type HistoryItem, lastText } from "./conversation.ts";
import type { DialogueState, Turn } from "./dialogue.ts";
import { repeatsLastThing, withFragmentInstead } from "./repeated-thing.ts";
import { terms } from "./text.ts";
import { STRONG_COVERAGE } from "./thresholds.ts";
import type { Entity } from "./understanding/catalogue.ts";
import { type Question, type UnderstandingTools, understand } from "./understanding/question.ts";
import { withoutYes } from "./yes-no.ts";

/**
 * "And quote requests?", "what about for a start-up?": a fragment that leans on the last
 * question and asks nothing of its own. It is the last question again with the fragment's
 * words added, so the last intent answers it for the new thing.
 */
const ELLIPSIS_CUE = /^(?:and|also|plus|and what about|what about|how about|ok and|okay and|then|but)\b\s*/;
const OWN_QUESTION =
  /\b(?:what|whats|how|who|whos|where|when|which|why|do|does|did|is|are|can|could|will|would|should|tell|explain|list|show)\b/;
const MAX_FRAGMENT_WORDS = 5;
/** "the other one", "the other post", "the other two": nothing but the other thing. */
const OTHER_ONLY =
  /^(?:for |about |with )?(?:the |that )?others?(?: (?:one|ones|two|three|post|posts|article|articles|project|projects|job|jobs|role|roles|case study|service|person|technology|blog post))?$/;

/** What answering a follow-up uses of the answerer: its reader and its intents' builder. */
export type FollowUpParts = {
  knowledge: Knowledge;
  tools: UnderstandingTools;
  /** The reply of an intent to a question, and what it is about (answerer.ts's `build`). */
  build: (
    topic: string,
    question: Question,
    state: DialogueState,
  ) => { reply: Reply; entities: Entity[] } | undefined;
  /** The things whose pages a reply links to (two or more). */
  linkedEntities: (text: string) => Entity[] | undefined;
};

/**
 * "For how long?", "how often?", "since when?": words that ask how much of something, and of
 * nothing in particular, ask it of what the last question was about.
 */
const PRIVACY_QUESTION = "privacy.question";
const MEASURE_TERMS: ReadonlySet<string> = new Set(
  terms("long often soon far old many much big fast quick quickly"),
);

/**
 * "Which ones?", "like what?": a message with no words of its own to search for (and no
 * business rule's, such as "how much is it?") leans wholly on the last question, answered
 * again by the last intent with both messages' words.
 */
export const bareFollowUp = (
  { tools, build }: FollowUpParts,
  question: Question,
  state: DialogueState,
  history: readonly HistoryItem[],
): Turn | undefined => {
  if (
    !state.topic ||
    !question.terms.every((term) => MEASURE_TERMS.has(term)) ||
    question.mentions.length > 0 ||
    question.other
  )
    return undefined;
  if (question.text.split(" ").length > MAX_FRAGMENT_WORDS) return undefined;
  // "Is this chat recorded?" "for how long?": the privacy policy's questions are answered from
  // whichever section fits the words, so a measure asked of one is asked afresh (how long chats
  // are kept), not answered by the section the last reply came from.
  const own = question.intents[0];
  if (question.terms.length > 0 && own?.intent === state.topic && state.topic === PRIVACY_QUESTION)
    return undefined;
  const previous = lastText(history, "user");
  if (!previous) return undefined;
  const made = build(state.topic, understand(`${previous} ${question.text}`, tools), state);
  if (made?.reply.kind !== "answer") return undefined;
  return {
    reply: withoutYes(made.reply),
    state,
    sources: made.reply.passages?.map((passage) => passage.url) ?? [],
    context: made.reply.passages,
  };
};

/** The last intent answering "and quote requests?" with the last question's words and the fragment's. */
export const ellipticalFollowUp = (
  { knowledge, tools, build, linkedEntities }: FollowUpParts,
  question: Question,
  state: DialogueState,
  history: readonly HistoryItem[],
): Turn | undefined => {
  if (!state.topic) return undefined;
  const cue = ELLIPSIS_CUE.exec(question.text);
  if (!cue) return undefined;
  const fragment = question.text.slice(cue[0].length).trim();
  // "And the other post?" after a post's category: the last question of the other one, which
  // the intent's own reading of "other" finds.
  if (question.other) {
    if (!OTHER_ONLY.test(fragment)) return undefined;
    const other = build(state.topic, question, state);
    if (other?.reply.kind !== "answer") return undefined;
    const about = other.reply.about.length > 0 ? other.reply.about : other.entities;
    return {
      reply: withoutYes(other.reply),
      state: { topic: state.topic, about, listed: linkedEntities(other.reply.text) },
      sources: other.reply.passages?.map((passage) => passage.url) ?? [],
      context: other.reply.passages,
    };
  }
  // "What about the trained models?" after "the source code, trained models… are handed over":
  // words the last reply used are the last question asked of them, even when they are also
  // another page's topic; a thing named by its own name ("what about flutter?") is not.
  if (question.mentions.length > 0) {
    const named = question.mentions.some((mention) =>
      mention.entities.some((entity) => spells(mention.text, entity.name)),
    );
    const lastReply = new Set(terms(lastText(history, "ai") ?? ""));
    const fragmentTerms = terms(fragment);
    if (
      named ||
      fragmentTerms.length === 0 ||
      !fragmentTerms.every((term) => termMatches(term, lastReply, knowledge.index))
    )
      return undefined;
  }
  const words = fragment.split(" ").filter((word) => word.length > 0);
  if (words.length === 0 || words.length > MAX_FRAGMENT_WORDS || OWN_QUESTION.test(fragment))
    return undefined;
  // "What's your e-mail? And a phone number?": a sibling question of its own, not an ellipsis.
  // The same intent again is the last question asked of something else ("how long do you keep
  // chat transcripts?" "and job applications?"), however fully an example covers the fragment.
  const own = question.intents[0];
  const family = (topic: string) => topic.split(".")[0];
  if (
    own &&
    own.coverage >= STRONG_COVERAGE &&
    own.intent !== state.topic &&
    family(own.intent) === family(state.topic)
  )
    return undefined;
  const previous = lastText(history, "user");
  if (!previous) return undefined;
  const merged = understand(`${previous} ${fragment}`, tools);
  const first = build(state.topic, merged, state);
  if (first?.reply.kind !== "answer") return undefined;
  const firstAbout = first.reply.about.length > 0 ? first.reply.about : first.entities;
  let made = first;
  // "And the fintech person?" after "what does your head of sustainability do?": the last
  // question with the fragment in place of what it named, not beside it.
  if (repeatsLastThing(knowledge, fragment, firstAbout, state, first.reply)) {
    const swapped = withFragmentInstead(previous, merged, fragment);
    const again = swapped ? build(state.topic, understand(swapped, tools), state) : undefined;
    const againAbout = again ? (again.reply.about.length > 0 ? again.reply.about : again.entities) : [];
    if (
      again?.reply.kind !== "answer" ||
      repeatsLastThing(knowledge, fragment, againAbout, state, again.reply)
    )
      return undefined;
    made = again;
  }
  const about = made.reply.about.length > 0 ? made.reply.about : made.entities;
  return {
    reply: made.reply,
    state: { topic: state.topic, about, listed: linkedEntities(made.reply.text) },
    sources: made.reply.passages?.map((passage) => passage.url) ?? [],
    context: made.reply.passages,
  };
};
