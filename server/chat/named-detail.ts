/**
 * A detail asked of one named page: "what does your fintech post say about fraud detection?",
 * "what risks does your fintech article warn about?", "according to your blog, how can I
 * tell real AI innovation from hype?". The page's summary shares the words but says little;
 * the answer is the section of that page whose heading names what is asked (its opening
 * paragraph), or else the page's sentences that say most of it.
 */
import { link, answer as makeAnswer, paragraphs, type Reply } from "./builders/compose.ts";
import type { Knowledge } from "./builders/context.ts";
import { announcedAfter, bestInScope, detailContext, detailTerms } from "./builders/scoped.ts";
import { termMatches } from "./composer.ts";
import { hasOwnPage } from "./entity-pages.ts";
import type { Passage } from "./passages.ts";
import { focusedHeading } from "./section-focus.ts";
import { alternativeGroups, terms } from "./text.ts";
import type { Entity } from "./understanding/catalogue.ts";
import type { Question } from "./understanding/question.ts";

/** "…say about…", "…warn about…", "according to…": the question asks what a page says. */
const SAYS_ABOUT =
  /\b(?:say|says|said|mention|mentions|write|writes|wrote|warn|warns|cover|covers|talk|talks|discuss|discusses|recommend|recommends|suggest|suggests|advise|advises)\b|\baccording to\b|\bper (?:the|your|ur)\b/;
/** Words of the asking, not of what is asked. */
const ASKING = new Set(
  terms(
    "say says said mention mentions write writes wrote warn warns cover covers talk talks discuss discusses recommend recommends suggest suggests advise advises according article post blog page",
  ),
);
/** A heading must name this share of what is asked to be its section. */
const HEADING_COVERAGE = 0.5;
/** Sentences must say this share of what is asked. */
const SENTENCE_COVERAGE = 0.5;
/** The section's opening is kept short: at most this many of its passages. */
const SECTION_PASSAGES = 1;

/** The one thing with a page of its own that the question names, if exactly one. */
const namedPageEntity = (question: Question): Entity | undefined => {
  const named = [
    ...new Map(
      question.mentions
        .flatMap((mention) => mention.entities)
        .filter(hasOwnPage)
        .map((entity) => [entity.url, entity]),
    ).values(),
  ];
  return named.length === 1 ? named[0] : undefined;
};

/** The one thing with a page of its own that a reply links, if exactly one. */
const onlyLinkedPage = (knowledge: Knowledge, text: string): Entity | undefined => {
  const urls = new Set([...text.matchAll(/\]\((\/[^)\s#]+)\)/g)].map((match) => match[1] ?? ""));
  const linked = knowledge.entities.entities.filter((entity) => hasOwnPage(entity) && urls.has(entity.url));
  const unique = [...new Map(linked.map((entity) => [entity.url, entity])).values()];
  return unique.length === 1 ? unique[0] : undefined;
};

const passageBody = (passage: Passage): string =>
  passage.kind === "list"
    ? [passage.text.trim(), ...passage.items.map((item) => `- ${item}`)].join("\n").trim()
    : passage.text.trim();

/** The passages of the section whose heading names most of the asked words (half at least). */
const headedSection = (
  knowledge: Knowledge,
  passages: readonly Passage[],
  pageTitle: string,
  detail: readonly string[],
): Passage[] => {
  const index = knowledge.index;
  const groups = alternativeGroups();
  const weight = (list: readonly string[]) => list.reduce((sum, term) => sum + index.idf(term), 0);
  const total = weight(detail);
  if (total === 0) return [];
  let best: { section: string; share: number } | undefined;
  for (const section of new Set(passages.map((passage) => passage.section))) {
    if (section === pageTitle) continue;
    const heading = new Set(terms(section));
    const said = detail.filter(
      (term) =>
        termMatches(term, heading, index) ||
        (groups.get(term) ?? []).some((alternative) => termMatches(alternative, heading, index)),
    );
    const share = weight(said) / total;
    if (!best || share > best.share) best = { section, share };
  }
  if (!best || best.share < HEADING_COVERAGE) return [];
  return sectionOpening(passages, best.section);
};

/** The opening passage of a section, with the list it announces ("…share a handful of traits:"). */
const sectionOpening = (passages: readonly Passage[], chosen: string): Passage[] => {
  const inSection = passages.filter((passage) => passage.section === chosen);
  // An opening that announces a list ("…share a handful of traits:") brings the list.
  const opening = inSection.slice(0, SECTION_PASSAGES);
  const announces = opening.at(-1)?.text.trimEnd().endsWith(":") && opening.at(-1)?.kind !== "list";
  return announces ? inSection.slice(0, SECTION_PASSAGES + 1) : opening;
};

/** The section's opening, and what it announces without a colon ("They tend to follow a consistent pattern."). */
const sectionBody = (passages: readonly Passage[], section: readonly Passage[]): string => {
  const last = section.at(-1);
  const announced = last && last.kind !== "list" ? announcedAfter(passages, last) : undefined;
  return [...section.map(passageBody), ...(announced ? [announced] : [])].join("\n\n");
};

/**
 * The answer to "what does <a named page> say about <something>?": the page's section headed
 * by it, or its sentences that say most of it (other than those the built reply already
 * gives), with a link to the page. Undefined when the question does not ask what a page says
 * or the page says nothing of it.
 */
export const namedPageDetail = (
  knowledge: Knowledge,
  question: Question,
  reply: Reply,
): Reply | undefined => {
  // "Who wrote the post about…?" asks for its author, not what it says.
  if (reply.kind !== "answer" || /^who\b/.test(question.text)) return undefined;
  const asksPage = SAYS_ABOUT.test(question.text);
  // "How do I tell if an AI project is just hype?" naming a post asks what the post says.
  const onPost = asksPage ? undefined : namedPageEntity(question);
  const postSection = onPost?.type === "post" ? focusedSectionOf(knowledge, question, onPost, 0.5) : [];
  if (onPost && postSection.length > 0) return sectionReply(knowledge, reply, onPost, postSection);
  if (!asksPage) return namedPageAddition(knowledge, question, reply);
  // "What does your blog say about credit scoring?": the one post the built reply points to.
  const entity =
    namedPageEntity(question) ??
    (question.mentions.length === 0 ? onlyLinkedPage(knowledge, reply.text) : undefined);
  if (!entity) return undefined;
  const index = knowledge.index;
  const detail = detailTerms(detailContext(knowledge, question, [entity])).filter(
    (term) => !ASKING.has(term) && index.knows(term),
  );
  if (detail.length === 0) return undefined;
  const passages = knowledge.passagesOn(entity.url);
  const title = passages[0]?.pageTitle ?? entity.name;
  const focused = focusedSectionOf(knowledge, question, entity);
  const section = focused.length > 0 ? focused : headedSection(knowledge, passages, title, detail);
  const unsaid = passages.filter((passage) => !reply.text.includes(passage.text.slice(0, 80)));
  const sentences = section.length === 0 ? bestInScope(index, unsaid, detail, SENTENCE_COVERAGE) : undefined;
  const body = section.length > 0 ? sectionBody(passages, section) : sentences?.body;
  if (!body || reply.text.includes(body.slice(0, 80))) return undefined;
  const used = section.length > 0 ? section : sentences ? [sentences.passage] : [];
  return makeAnswer(
    `${reply.topic}+page-detail`,
    paragraphs(body, `From ${link(title, entity.url)}.`),
    [entity],
    { passages: used },
  );
};

/**
 * The section of the entity's page whose heading names the question's own words (section-focus.ts):
 * its opening, and the list it announces.
 */
const focusedSectionOf = (
  knowledge: Knowledge,
  question: Question,
  entity: Entity,
  minShare?: number,
): Passage[] => {
  const passages = knowledge.passagesOn(entity.url);
  const title = passages[0]?.pageTitle ?? entity.name;
  const headings = passages.map((passage) => passage.section).filter((section) => section !== title);
  const names = [title, entity.name, ...question.mentions.map((mention) => mention.text)];
  const heading = focusedHeading(question.text, headings, names, minShare);
  return heading ? sectionOpening(passages, heading) : [];
};

/** The section's opening as the answer, with a link to its page. */
const sectionReply = (
  knowledge: Knowledge,
  reply: Reply,
  entity: Entity,
  section: Passage[],
): Reply | undefined => {
  const passages = knowledge.passagesOn(entity.url);
  const title = passages[0]?.pageTitle ?? entity.name;
  const body = sectionBody(passages, section);
  if (reply.text.includes(body.slice(0, 80))) return undefined;
  return makeAnswer(
    `${reply.topic}+page-detail`,
    paragraphs(body, `From ${link(title, entity.url)}.`),
    [entity],
    {
      passages: section,
    },
  );
};

/** Without "…say about…", the named page's sentences must say this share of what is asked… */
const ADDITION_COVERAGE = 0.99;

/**
 * "Can the company GPT run in our own cloud?" answered from the FAQ about deployment in
 * general: when the named thing's own page says every asked word in one place and the reply
 * does not, those sentences follow the reply.
 */
const namedPageAddition = (knowledge: Knowledge, question: Question, reply: Reply): Reply | undefined => {
  const entity = namedPageEntity(question);
  if (!entity) return undefined;
  const index = knowledge.index;
  const detail = detailTerms(detailContext(knowledge, question, [entity])).filter((term) =>
    index.knows(term),
  );
  if (detail.length < 2) return undefined;
  const replyTerms = new Set(terms(reply.text));
  if (detail.every((term) => termMatches(term, replyTerms, index))) return undefined;
  const best = bestInScope(index, knowledge.passagesOn(entity.url), detail, ADDITION_COVERAGE);
  if (!best || reply.text.includes(best.body.slice(0, 60))) return undefined;
  return {
    ...reply,
    text: paragraphs(reply.text, best.body),
    passages: [...(reply.passages ?? []), best.passage],
  };
};
