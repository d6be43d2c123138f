/**
 * Follow-ups into what the last answer came from. Issue 10: "Dialogue state: the last topic and
 * entity carry over, so follow-ups and pronouns resolve; a new topic resets it." When the last
 * answer was about a topic rather than a thing with a page of its own (how long chat logs are
 * kept, the right to a copy of one's data, who owns the code), the follow-up that asks a further
 * detail of it ("and what I post through the quote form?", "how quickly do you answer such a
 * request?", "how often, roughly?") is first looked for in the sections that answer was built
 * from: the sentence there that says the follow-up's words (of the asked kind, for "how long…",
 * "how often…"), before anything site-wide its words alone would match.
 */
import { areaOf } from "./areas.ts";
import { askedType, statesType, TYPE_TERMS } from "./asked-type.ts";
import type { Knowledge } from "./builders/context.ts";
import { bestInScope, detailContext, detailTerms, type ScopedMatch } from "./builders/scoped.ts";
import { type CurrentPageMatch, onCurrentPage } from "./current-page.ts";
import type { DialogueState } from "./dialogue.ts";
import type { Passage } from "./passages.ts";
import { terms } from "./text.ts";
import { STRONG_COVERAGE, WEAK_COVERAGE } from "./thresholds.ts";
import type { Question } from "./understanding/question.ts";

/** An intent ranked for a message, with how much of it its best example covers. */
type RankedIntent = { intent: string; coverage: number };

/** Words that say how a question asks, not what it asks about. */
const ASKING_WORDS = new Set(terms("kind type sort exactly actually really even though anyway tho roughly"));

/** "The trained models as well?", "and the logs too?": one more thing of the kind just asked about. */
const ADDING = /\b(?:as well|too|also|either)\s*[?.!]*$/;

/** The last answer's sections must say this much of the follow-up's own words. */
const MIN_COVERAGE = 0.5;

/** …clearly more than an intent of another family matched at least weakly… */
const CLEAR_MARGIN = 0.25;
/** …within a few sections (a list of pages, a whole long policy is no longer what was said). */
const MAX_SCOPE = 16;
const MAX_SCOPE_PAGES = 2;

/** The area of the site an intent belongs to ("portfolio" of "caseStudy.detail"). */
const family = areaOf;

/** The sections a reply points to ("See [Privacy policy, section 10…](/privacy-policy#retention)"). */
export const linkedSections = (text: string): string[] =>
  [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].flatMap((match) => (match[1] ? [match[1]] : []));

/** The passages the last answer was built from (its sections, once each). */
const lastAnswerPassages = (knowledge: Knowledge, state: DialogueState): Passage[] => {
  const urls = [...new Set(state.sources ?? [])];
  if (urls.length > MAX_SCOPE_PAGES) return [];
  const seen = new Set<Passage>();
  return urls
    .flatMap((url) => knowledge.passagesOn(url))
    .filter((passage) => {
      if (seen.has(passage)) return false;
      seen.add(passage);
      return true;
    });
};

/**
 * Whether the message reads as a detail of the last answer: it leans back ("and…", "it"), is
 * short, or asks for a kind of fact ("how long…", "how often…"); and it names nothing the last
 * answer's sections do not say, and does not start afresh.
 */
export const asksIntoLastAnswer = (
  question: Question,
  passages: readonly Passage[],
  knowledge: Knowledge,
) => {
  if (question.newTopic || question.other) return false;
  const cued =
    question.continuation ||
    question.pronoun ||
    ADDING.test(question.text) ||
    askedType(question.text) !== undefined;
  if (!cued) return false;
  const own = new Set(passages.flatMap((passage) => [...knowledge.index.termsOf(passage)]));
  return question.mentions.every((mention) => terms(mention.text).every((term) => own.has(term)));
};

/**
 * The best sentences for the follow-up in the sections the last answer came from: one stating
 * a fact of the asked kind first, else the one saying most of the follow-up's own words.
 */
export const inLastAnswer = (
  knowledge: Knowledge,
  question: Question,
  state: DialogueState,
  top: RankedIntent | undefined,
): ScopedMatch | undefined => {
  // The message's own intent, of the last answer's family, answers it (however weakly matched).
  if (top && (state.topic === undefined || family(top.intent) === family(state.topic))) return undefined;
  // Matched at least weakly elsewhere, the last answer's sections must say clearly more of it.
  const minCoverage =
    top && top.coverage >= WEAK_COVERAGE ? Math.max(MIN_COVERAGE, top.coverage + CLEAR_MARGIN) : MIN_COVERAGE;
  const passages = lastAnswerPassages(knowledge, state);
  if (
    passages.length === 0 ||
    passages.length > MAX_SCOPE ||
    !asksIntoLastAnswer(question, passages, knowledge)
  )
    return undefined;
  const type = askedType(question.text);
  const detail = detailTerms(detailContext(knowledge, question)).filter(
    (term) => !ASKING_WORDS.has(term) && !(type && TYPE_TERMS.has(term)),
  );
  const index = knowledge.index;
  if (detail.length === 0) return undefined;
  const typed =
    type && type !== "count"
      ? bestInScope(index, passages, detail, minCoverage, (text) => statesType(text, type))
      : undefined;
  const best = typed ?? bestInScope(index, passages, detail, minCoverage);
  return best;
};

/** On the current thing's page, a sentence of the asked kind needs only this much of the words… */
const TYPED_PAGE_COVERAGE = 0.25;

/**
 * "How often are the models checked?" after a case study: a question for a kind of fact that
 * an intent of another family than the last answer's matches only loosely ("how often will we
 * see progress?") is answered by the current thing's page when a sentence there states a fact
 * of that kind with the question's words ("…a review each quarter") and covers more of them.
 */
export const typedOnPage = (
  knowledge: Knowledge,
  question: Question,
  state: DialogueState,
  top: RankedIntent | undefined,
): CurrentPageMatch | undefined => {
  const type = askedType(question.text);
  if (!type || type === "count" || state.about.length === 0) return undefined;
  if (
    top &&
    (top.coverage >= STRONG_COVERAGE ||
      state.topic === undefined ||
      family(top.intent) === family(state.topic))
  )
    return undefined;
  const match = onCurrentPage(knowledge, question, state, TYPED_PAGE_COVERAGE);
  if (!match || !statesType(match.body, type)) return undefined;
  return !top || match.coverage > top.coverage ? match : undefined;
};
