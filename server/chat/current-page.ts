/**
 * The page of what the conversation is about: after a project, a case study, a post, a service,
 * a technology, a job (or a person, a TechTalk, a privacy section: the passages about it), a
 * follow-up that names nothing else ("who was the client?", "how long
 * did shortlisting take before?", "could i clone a celebrity's voice with it?") is about that
 * thing, so its answer is looked for on that thing's own page first: the sentences that say
 * most of the question's words, not the page's summary.
 */
import { askedType, statesType, TYPE_TERMS } from "./asked-type.ts";
import { answer as makeAnswer, pagePointer, paragraphs, type Reply } from "./builders/compose.ts";
import type { Knowledge } from "./builders/context.ts";
import { bestInScope, detailContext, detailTerms, type ScopedMatch } from "./builders/scoped.ts";
import type { DialogueState } from "./dialogue.ts";
import { hasOwnPage } from "./entity-pages.ts";
import { terms } from "./text.ts";
import type { Entity } from "./understanding/catalogue.ts";
import type { Question } from "./understanding/question.ts";

/** Words that say how a question asks ("what kind of client"), not what it asks about. */
const ASKING_WORDS = new Set(terms("kind type sort exactly actually really even though anyway"));

export type CurrentPageMatch = ScopedMatch & { entity: Entity };

/**
 * The thing being discussed (the first with a page of its own, else the first), when the
 * message names nothing else and does not start a new topic.
 */
export const currentPageEntity = (
  knowledge: Knowledge,
  question: Question,
  state: DialogueState,
): Entity | undefined => {
  if (question.newTopic || question.other) return undefined;
  const current = state.about.find(hasOwnPage) ?? state.about[0];
  if (!current) return undefined;
  const namesOther = question.mentions.some(
    (mention) =>
      mention.entities.every((entity) => entity.id !== current.id) &&
      !(question.pronoun && saysOnPage(knowledge, current, mention.text)),
  );
  return namesOther ? undefined : current;
};

/**
 * The passages about a thing: its own page, its section of a page ("/privacy-policy#minors"),
 * or on a page it shares with others (a TechTalk on the blog page, a person on About us) the
 * passages that name it.
 */
const passagesAbout = (knowledge: Knowledge, entity: Entity) => {
  const passages = knowledge.passagesOn(entity.url);
  if (hasOwnPage(entity) || entity.url.includes("#")) return passages;
  return passages.filter((passage) => `${passage.text} ${passage.items.join(" ")}`.includes(entity.name));
};

/**
 * Whether the thing's page says a name: "what frameworks do they want, like pytorch?" after
 * a job whose page asks for PyTorch names a detail of that page, not another thing.
 */
const saysOnPage = (knowledge: Knowledge, entity: Entity, name: string): boolean => {
  const wanted = terms(name);
  if (wanted.length === 0) return false;
  const own = new Set(
    passagesAbout(knowledge, entity).flatMap((passage) => [...knowledge.index.termsOf(passage)]),
  );
  return wanted.every((term) => own.has(term));
};

/**
 * The best sentences on the current thing's page for what the question asks: its words other
 * than those naming the thing, saying how it asks or (for "how long…?") which kind of fact it
 * wants; a sentence stating a fact of the asked kind goes first when there is one.
 */
export const onCurrentPage = (
  knowledge: Knowledge,
  question: Question,
  state: DialogueState,
  minCoverage: number,
): CurrentPageMatch | undefined => {
  const entity = currentPageEntity(knowledge, question, state);
  if (!entity) return undefined;
  const type = askedType(question.text);
  const detail = detailTerms(detailContext(knowledge, question, [entity])).filter(
    (term) => !ASKING_WORDS.has(term) && !(type && TYPE_TERMS.has(term)),
  );
  if (detail.length === 0) return undefined;
  const passages = passagesAbout(knowledge, entity);
  if (passages.length === 0) return undefined;
  const index = knowledge.index;
  const typed =
    type && type !== "count"
      ? bestInScope(index, passages, detail, minCoverage, (text) => statesType(text, type))
      : undefined;
  const best = typed ?? bestInScope(index, passages, detail, minCoverage);
  return best ? { ...best, entity } : undefined;
};

/** The answer from the current thing's page, with a pointer to it. */
export const currentPageReply = (match: ScopedMatch, about: readonly Entity[]): Reply => {
  const page = match.passage.url.split("#")[0] ?? match.passage.url;
  return makeAnswer(
    "follow-up",
    paragraphs(match.body, pagePointer(match.passage.pageTitle, page)),
    [...about],
    { passages: [match.passage] },
  );
};
