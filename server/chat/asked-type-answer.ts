/**
 * The answer to a detail question asking for a kind of fact (asked-type.ts): "how long…?",
 * "how often…?", "how many X…?" answered by a sentence that states one about what was asked.
 */
import { areaOf } from "./areas.ts";
import { askedType, countedNoun, statesCountOf, statesType, TYPE_TERMS } from "./asked-type.ts";
import { link, answer as makeAnswer, paragraphs, type Reply } from "./builders/compose.ts";
import type { Knowledge } from "./builders/context.ts";
import { bestInScope, detailContext, detailTerms } from "./builders/scoped.ts";
import { termMatches } from "./composer.ts";
import { type HistoryItem, lastText } from "./conversation.ts";
import type { DialogueState } from "./dialogue.ts";
import { isNextStepLine } from "./next-step-line.ts";
import { alternativeGroups, sentences, terms } from "./text.ts";
import { MAX_FOCUSED_REPLY, SPECIFIC_TERM_PASSAGES, STRONG_COVERAGE } from "./thresholds.ts";
import type { Entity } from "./understanding/catalogue.ts";
import { type Question, type UnderstandingTools, understand } from "./understanding/question.ts";
import { withoutYes } from "./yes-no.ts";

/** A reply of more lines and sentences than this is cut to the one that answers a leaning follow-up. */
const FOCUS_FROM_UNITS = 3;

/** What answering a typed detail question reads: the site's content and the question reader. */
export type AnswerTools = { knowledge: Knowledge; tools: UnderstandingTools };

/**
 * "How long…?", "how often…?": a question asking for a kind of fact (asked-type.ts) is only
 * answered by a reply that states one about what was asked. A reply that does not ("how
 * long r ur sprints" answered with a post's reading time, "how often is the model reviewed"
 * with the client list) gives way to the sentence that does: in the last reply, when the
 * question leans on it ("how long is it?" after the booking answer); on the pages of what is
 * being discussed; or anywhere on the site, about the question's own words ("two-week
 * sprints"). A clear match keeps its facts and gets the sentence after them.
 */
export const typedDetail = (
  { knowledge, tools }: AnswerTools,
  question: Question,
  reply: Reply,
  entities: readonly Entity[],
  matched: number,
  state: DialogueState,
  history: readonly HistoryItem[],
): Reply | undefined => {
  if (reply.kind !== "answer" && reply.kind !== "lead") return undefined;
  // The corrected words too: "how ofen" is "how often".
  const type = askedType(question.text) ?? askedType(question.corrected);
  if (!type) return undefined;
  const index = knowledge.index;
  // A count must be of the thing counted ("two of our engineers"), not any figure.
  const noun = type === "count" ? countedNoun(question.text) : undefined;
  const states = (text: string) => (noun ? statesCountOf(text, noun) : statesType(text, type));
  const context = detailContext(knowledge, question, entities);
  const detail = detailTerms(context).filter((term) => !TYPE_TERMS.has(term) && index.knows(term));
  const weight = (list: readonly string[]) => list.reduce((sum, term) => sum + index.idf(term), 0);
  const coverageOf = (text: string) => {
    if (detail.length === 0) return 1;
    const own = new Set(terms(text));
    return weight(detail.filter((term) => termMatches(term, own, index))) / weight(detail);
  };
  const leans =
    state.topic !== undefined &&
    question.mentions.length === 0 &&
    !question.other &&
    (question.pronoun || question.continuation || question.text.split(" ").length <= 5);
  const sameArea = state.topic !== undefined && areaOf(reply.topic) === areaOf(state.topic);
  const replyCovers = coverageOf(reply.text);
  // The reply's lines and sentences: one of them must state such a fact about what was asked.
  const replyUnits = reply.text
    .split("\n")
    .flatMap((line) => (/^\s*-\s/.test(line) ? [line] : sentences(line)));
  const answers = replyUnits.some((unit) => states(unit) && coverageOf(unit) >= 0.5);
  // "For how long?" after "do you store these chats?": of several such facts in a reply, the
  // one about what the last question asked ("conversations: 180 days"), with the reply's page.
  const lastQuestion = lastText(history, "user");
  if (leans && sameArea && detail.length === 0 && lastQuestion) {
    // What was asked then, and what the answer then was about (its first line).
    const earlier = understand(lastQuestion, tools);
    const lastAnswer = lastText(history, "ai")?.split("\n")[0] ?? "";
    const asked = [
      ...new Set([...detailTerms({ ...context, question: earlier }), ...terms(lastAnswer)]),
    ].filter((term) => !TYPE_TERMS.has(term) && index.knows(term));
    const groups = alternativeGroups();
    const fitOf = (unit: string) => {
      const own = new Set(terms(unit));
      const says = (term: string) =>
        termMatches(term, own, index) ||
        (groups.get(term) ?? []).some((other) => termMatches(other, own, index));
      return asked.length === 0 ? 0 : weight(asked.filter(says)) / weight(asked);
    };
    const stating = replyUnits
      .filter((unit) => states(unit))
      .map((unit) => ({ unit, fit: fitOf(unit) }))
      .sort((a, b) => b.fit - a.fit);
    const [best, next] = stating;
    if (best && next && best.fit > 0 && best.fit > next.fit) {
      const pointer = reply.text
        .split("\n")
        .filter((line) => !/^\s*-\s/.test(line) && /\]\(/.test(line))
        .at(-1);
      const body = best.unit.replace(/^\s*-\s*/, "");
      return makeAnswer(`${reply.topic}+${type}`, pointer ? paragraphs(body, pointer) : body, [...entities], {
        passages: reply.passages,
      });
    }
  }
  // "And how often do we see progress?" after "how long does a project take?", answered with
  // the whole six-step process: a follow-up leaning on the conversation gets only the line of a
  // longer reply that states a fact of the asked kind about what it asks ("two-week sprints
  // with demos you can try"), with the reply's link.
  if (leans && answers) {
    const stating = replyUnits.filter((unit) => states(unit) && coverageOf(unit) >= 0.5);
    const only = stating.length === 1 ? stating[0] : undefined;
    if (only && replyUnits.length > FOCUS_FROM_UNITS) {
      const pointer = reply.text
        .split("\n")
        .filter((line) => !/^\s*-\s/.test(line) && /\]\(/.test(line))
        .at(-1);
      const body = only.replace(/^\s*-\s*/, "");
      return makeAnswer(`${reply.topic}+${type}`, pointer ? paragraphs(body, pointer) : body, [...entities], {
        passages: reply.passages,
      });
    }
  }
  // A clear match is kept: its answer may rightly state no such fact ("how many people would
  // work on our project?": small senior teams with one accountable lead).
  if (matched >= STRONG_COVERAGE && !leans) return undefined;
  // A reply stating such a fact is kept when it says what was asked, unless it is about
  // another area than the conversation that a bare "how long is it?" leans on.
  if (states(reply.text) && answers && (!leans || sameArea || detail.length > 0)) return undefined;
  const accept = (text: string) => states(text);
  let found: { body: string; page?: { title: string; url: string }; pointer?: string } | undefined;
  // 1. The last reply, when the question leans on it and it states such a fact.
  const previous = lastText(history, "ai");
  if (leans && previous) {
    const units = previous
      .split("\n")
      .flatMap((line) => (/^\s*-\s/.test(line) ? [line.replace(/^\s*-\s*/, "")] : sentences(line)))
      .filter((unit) => accept(unit) && !/^(?:See|More on|Read more)\b/.test(unit) && !isNextStepLine(unit));
    const best = units
      .map((unit, order) => ({ unit, score: coverageOf(unit), order }))
      .filter((entry) => entry.score >= 0.5)
      .sort((a, b) => b.score - a.score || a.order - b.order)[0];
    // The sentence keeps the last reply's link ("See our [Careers](/careers) page.").
    const pointer = previous
      .split("\n")
      .filter((line) => !/^\s*-\s/.test(line) && /^(?:See|More on|Read more)\b.*\]\(/.test(line))
      .at(-1);
    if (best)
      found = { body: withoutYes({ text: best.unit, kind: "answer", topic: "", about: [] }).text, pointer };
  }
  // 2. The pages of what is being discussed; 3. anywhere, about the question's own words.
  if (!found) {
    const pages = [
      ...new Set([
        ...entities.map((entity) => entity.url),
        ...(leans ? state.about.map((entity) => entity.url) : []),
      ]),
    ];
    const near = pages.flatMap((url) => knowledge.passagesOn(url));
    const wanted = detail.length > 0 ? detail : [];
    const onPages = wanted.length > 0 ? bestInScope(index, near, wanted, 0.5, accept) : undefined;
    const anywhere =
      onPages || wanted.length === 0
        ? undefined
        : bestInScope(
            index,
            index.passages.filter((passage) =>
              wanted.some((term) => termMatches(term, index.termsOf(passage), index)),
            ),
            wanted,
            0.5,
            accept,
          );
    // A sentence from anywhere must say two of the asked words, or one specific to few pages
    // ("sprints"): one common word ("quote") is no answer.
    const specificEnough = (body: string) => {
      const own = new Set(terms(body));
      const said = wanted.filter((term) => termMatches(term, own, index));
      return said.length >= 2 || said.some((term) => index.frequency(term) <= SPECIFIC_TERM_PASSAGES);
    };
    const best = onPages ?? (anywhere && specificEnough(anywhere.body) ? anywhere : undefined);
    if (best && coverageOf(best.body) > replyCovers) {
      const url = best.passage.url.split("#")[0] ?? best.passage.url;
      found = {
        body: best.body,
        page: { title: url === "/" ? "home" : best.passage.pageTitle, url: best.passage.url },
      };
    }
  }
  if (!found) return undefined;
  // A clear match that states something keeps its facts; otherwise the found sentence answers.
  // A reply that states such a fact somewhere (about other words, or in other words: "proofs of
  // concept… in a few weeks" for a prototype) keeps it, with the found sentence after it.
  const keep = (matched >= STRONG_COVERAGE && replyCovers >= 0.5 && !leans) || (states(reply.text) && !leans);
  const kept = keep ? reply.text : "";
  const page = found.page;
  const source =
    page && !`${kept}${found.body}`.includes(`](${page.url.split("#")[0]})`)
      ? `More on our ${link(page.title, page.url)} page.`
      : "";
  const answerText = source
    ? paragraphs(found.body, source)
    : found.pointer && !`${kept}${found.body}`.includes("](")
      ? paragraphs(found.body, found.pointer)
      : found.body;
  const text = keep ? paragraphs(kept, answerText) : answerText;
  if (text.length > MAX_FOCUSED_REPLY) return undefined;
  return makeAnswer(`${reply.topic}+${type}`, text, [...entities], {
    passages: reply.passages,
    offerHandoff: reply.offerHandoff,
  });
};
