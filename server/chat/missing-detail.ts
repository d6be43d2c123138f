/**
 * A reply that leaves out the detail a question asks for: "terraform?" answered with the cloud
 * tools (rareTermRescue), "push notifications" missing from the answer (detailRescue), a
 * product's answer that says what it is but not the thing asked (focusAddition). Each looks
 * for the sentence of the site that says it, on the pages of what the reply is about first.
 */
import { link, answer as makeAnswer, pagePointer, paragraphs, type Reply } from "./builders/compose.ts";
import type { Knowledge } from "./builders/context.ts";
import { bestInScope, detailContext, detailTerms, type ScopedMatch } from "./builders/scoped.ts";
import { termMatches } from "./composer.ts";
import type { Passage } from "./passages.ts";
import { alternativeGroups, sentences, terms } from "./text.ts";
import { MAX_FOCUSED_REPLY, SPECIFIC_TERM_PASSAGES } from "./thresholds.ts";
import type { Entity } from "./understanding/catalogue.ts";
import type { Question } from "./understanding/question.ts";

/** A term in at most this many passages is a specific detail ("Terraform", "Ethereum"). */
const RARE_TERM_PASSAGES = 3;
/** Answers whose words need not echo the question's. */
const NO_DETAIL_RESCUE =
  /^(pricing\.(cost|duration)|company\.(founded|clients|projects|retention|location|trust|overview|facts)|lead\.|decline\.|contact\.(details|phone|email|hours)|quote\.)/;
/** A question word in at most this many passages is a detail a reply should state. */
const FOCUS_TERM_PASSAGES = 40;
/** The appended sentences must cover this share of the question's detail words. */
const FOCUS_MIN_COVERAGE = 0.34;
/** Sentences from anywhere on the site must cover this much of the question… */
const FOCUS_SITE_COVERAGE = 0.5;
/** …and are only looked for when the reply itself covers less than this. */
const FOCUS_REPLY_COVERS = 0.5;
/** …and must say this much more of it than the reply does. */
const FOCUS_SITE_MARGIN = 0.2;
/** …and say at least this many of the asked words. */
const FOCUS_SITE_MIN_TERMS = 2;
/** A match this clear is not second-guessed with sentences from elsewhere. */
const STRONG_COVERAGE_FOR_ELSEWHERE = 0.8;
/** How many passages a site-wide look reads sentence by sentence. */
const FOCUS_SITE_PASSAGES = 12;

/** Terms of words with inner capitals or all capitals ("GraphQL", "FastAPI", "WCAG"). */
function technicalNameTerms(passages: readonly Passage[]): Set<string> {
  const found = new Set<string>();
  for (const passage of passages)
    for (const word of [passage.text, ...passage.items].join(" ").split(/\s+/)) {
      const clean = word.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, "");
      if (/[a-z][A-Z]/.test(clean) || /^[A-Z]{3,}$/.test(clean))
        for (const term of terms(clean)) found.add(term);
    }
  return found;
}

/**
 * Terms of words the site writes as names (capitalised mid-sentence, acronyms, inner capitals):
 * "Terraform", "Ethereum", "HubSpot", "WCAG". Only these count as a specific detail.
 */
function nameLikeTerms(passages: readonly Passage[]): Set<string> {
  const capitalised = new Set<string>();
  const lowercase = new Set<string>();
  for (const passage of passages) {
    for (const part of [passage.text, ...passage.items]) {
      for (const sentence of sentences(part)) {
        // Not the first word of a sentence or of a "Title: text" item.
        const words = sentence
          .replace(/^[^:]{1,60}:\s+/, "")
          .split(/\s+/)
          .slice(1);
        for (const word of words) {
          const clean = word.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, "");
          const into = /^[A-Z]/.test(clean) || /[a-z][A-Z]/.test(clean) ? capitalised : lowercase;
          for (const term of terms(clean)) into.add(term);
        }
      }
    }
  }
  return new Set([...capitalised].filter((term) => !lowercase.has(term)));
}

/** What the look-ups read: the site's content and the terms it writes as names (built once). */
export type MissingDetailContext = {
  knowledge: Knowledge;
  /** Terms the site only ever writes capitalised mid-sentence ("Terraform", "Ethereum"). */
  nameLike: ReadonlySet<string>;
  /** Terms of words with inner capitals or all capitals ("GraphQL", "WCAG"). */
  technicalNames: ReadonlySet<string>;
};

export const missingDetailContext = (knowledge: Knowledge): MissingDetailContext => ({
  knowledge,
  nameLike: nameLikeTerms(knowledge.index.passages),
  technicalNames: technicalNameTerms(knowledge.index.passages),
});

/**
 * The found sentence, with its page, as the answer: a built answer keeps its facts ("written by
 * Karim Haddad") and gets the detail after them, when both fit.
 */
const withFoundDetail = (reply: Reply, best: ScopedMatch, entities: readonly Entity[]): Reply => {
  const found = paragraphs(best.body, pagePointer(best.passage.pageTitle, best.passage.url));
  const kept = reply.kind === "answer" && !reply.topic.startsWith("retrieval.") ? reply.text : undefined;
  const text = kept && kept.length + found.length < MAX_FOCUSED_REPLY ? paragraphs(kept, found) : found;
  return makeAnswer(`${reply.topic}+detail`, text, [...entities], {
    passages: [best.passage],
    offerHandoff: reply.offerHandoff,
  });
};

/**
 * A built reply that leaves out a specific detail the question names and the site states
 * elsewhere ("terraform?" answered with the cloud tools) gives way to the sentences that
 * state it.
 */
export const rareTermRescue = (
  parts: MissingDetailContext,
  question: Question,
  reply: Reply,
  entities: readonly Entity[],
): Reply | undefined => {
  const { knowledge } = parts;
  const index = knowledge.index;
  const context = detailContext(knowledge, question, entities);

  const replyTerms = new Set(terms(reply.text));
  // About a named thing, any name the site uses; otherwise only technical names ("GraphQL").
  const names = entities.length > 0 ? parts.nameLike : parts.technicalNames;
  const missing = detailTerms(context).filter(
    (term) =>
      names.has(term) && index.frequency(term) <= RARE_TERM_PASSAGES && !termMatches(term, replyTerms, index),
  );
  if (missing.length === 0) return undefined;
  const passages = index.passages.filter((passage) =>
    missing.some((term) => termMatches(term, index.termsOf(passage), index)),
  );
  const best = bestInScope(index, passages, missing, 0.99);
  if (!best) return undefined;
  return withFoundDetail(reply, best, entities);
};

/** The site paths a reply links to (its markdown links' targets, without a fragment). */
const linkedPaths = (text: string) => [...text.matchAll(/\]\((\/[^)#\s]*)/g)].map((match) => match[1] ?? "");

/**
 * The specific words a question asks about that the site knows, and whether a reply says
 * each: what detailRescue and focusAddition both start from. Undefined when nothing is asked.
 */
const askedDetail = (
  parts: MissingDetailContext,
  question: Question,
  reply: Reply,
  entities: readonly Entity[],
) => {
  const { knowledge } = parts;
  const index = knowledge.index;
  const context = detailContext(knowledge, question, entities);
  const detail = detailTerms(context).filter((term) => index.knows(term));
  if (detail.length === 0) return undefined;
  const replyTerms = new Set(terms(reply.text));
  return { index, detail, inReply: (term: string) => termMatches(term, replyTerms, index) };
};

/**
 * A reply that leaves out the specific words a question asks about ("push notifications",
 * "bias", "introductory call") while a sentence of the site states them is replaced by that
 * sentence: first on the pages of what the reply is about, then anywhere. Replies whose
 * words need not echo the question (prices, the founding year, leads, declines) are kept.
 */
export const detailRescue = (
  parts: MissingDetailContext,
  question: Question,
  reply: Reply,
  entities: readonly Entity[],
): Reply | undefined => {
  const { knowledge } = parts;
  if (NO_DETAIL_RESCUE.test(reply.topic)) return undefined;
  const asked = askedDetail(parts, question, reply, entities);
  if (!asked) return undefined;
  const { index, detail, inReply } = asked;
  const missing = detail.filter(
    (term) => term.length >= 4 && index.frequency(term) <= SPECIFIC_TERM_PASSAGES && !inReply(term),
  );
  if (missing.length === 0) return undefined;
  const weight = (list: readonly string[]) => list.reduce((sum, term) => sum + index.idf(term), 0);
  if (weight(detail.filter(inReply)) / weight(detail) >= 0.5) return undefined;
  const withMissing = (passages: readonly Passage[], wanted: readonly string[]) =>
    passages.filter((passage) => wanted.some((term) => termMatches(term, index.termsOf(passage), index)));
  // Only the pages the message names, the reply is about or links to: a common word found
  // anywhere else is no answer.
  const linked = linkedPaths(reply.text);
  const named = question.mentions.flatMap((mention) => mention.entities.map((entity) => entity.url));
  const near = [...new Set([...named, ...entities.map((entity) => entity.url), ...linked])].flatMap((url) =>
    knowledge.passagesOn(url),
  );
  const best = bestInScope(index, withMissing(near, missing), detail, 0.5);
  if (!best || !missing.some((term) => termMatches(term, new Set(terms(best.body)), index))) return undefined;
  return withFoundDetail(reply, best, entities);
};

/**
 * A built reply that says what the question's entity is but not the specific thing asked
 * ("does the outreach tool send messages by itself?", "which testing tools should I know?")
 * keeps its facts and link, and gets the sentences of the entity's pages (or, for a question
 * about no entity, of the pages it links to) that state the missing words appended.
 */
export const focusAddition = (
  parts: MissingDetailContext,
  question: Question,
  reply: Reply,
  entities: readonly Entity[],
  /** How well the answered intent matched: a clear match needs no sentence from elsewhere. */
  matched: number,
): Reply | undefined => {
  const { knowledge } = parts;
  if (reply.kind !== "answer" && reply.kind !== "lead") return undefined;
  // Facts whose words need not echo the question's (prices, the founding year) get only
  // sentences from anywhere on the site, never a detail of their own pages.
  const ownPages = !NO_DETAIL_RESCUE.test(reply.topic);
  const asked = askedDetail(parts, question, reply, entities);
  if (!asked) return undefined;
  const { index, detail, inReply } = asked;
  const missing = detail.filter(
    (term) => term.length >= 3 && index.frequency(term) <= FOCUS_TERM_PASSAGES && !inReply(term),
  );
  if (missing.length === 0) return undefined;
  const linked = linkedPaths(reply.text);
  const pages = [...new Set([...entities.map((entity) => entity.url), ...linked])].filter(
    (url) => url !== "/" && url.split("/").length > 2,
  );
  const near = pages.flatMap((url) => knowledge.passagesOn(url));
  const withMissing = (passages: readonly Passage[]) =>
    passages.filter((passage) => missing.some((term) => termMatches(term, index.termsOf(passage), index)));
  // The pages the reply is about first; then, when the reply says little of what was asked,
  // the sentences anywhere on the site that say most of it (with a link to their page).
  const weight = (list: readonly string[]) => list.reduce((sum, term) => sum + index.idf(term), 0);
  // The passages sharing most of the asked words' weight, so a site-wide look stays cheap.
  const likeliest = (passages: readonly Passage[], wanted: readonly string[]) =>
    passages
      .map((passage) => {
        const own = index.termsOf(passage);
        return { passage, shared: weight(wanted.filter((term) => termMatches(term, own, index))) };
      })
      .sort((a, b) => b.shared - a.shared)
      .slice(0, FOCUS_SITE_PASSAGES)
      .map((entry) => entry.passage);
  // How much of the question the reply already says, a synonym counting ("cover" for "insurance").
  const groups = alternativeGroups();
  const saidInReply = (term: string) =>
    inReply(term) || (groups.get(term) ?? []).some((alternative) => inReply(alternative));
  const replyCovers = weight(detail.filter(saidInReply)) / Math.max(weight(detail), 1e-9);
  const onPages = ownPages ? bestInScope(index, withMissing(near), detail, FOCUS_MIN_COVERAGE) : undefined;
  const anywhere =
    onPages || replyCovers >= FOCUS_REPLY_COVERS || matched >= STRONG_COVERAGE_FOR_ELSEWHERE
      ? undefined
      : bestInScope(
          index,
          likeliest(withMissing(index.passages), detail),
          detail,
          Math.max(FOCUS_SITE_COVERAGE, replyCovers + FOCUS_SITE_MARGIN),
        );
  // A sentence from elsewhere must say two or more of the asked words: one shared word
  // ("role-based" for "based") is a coincidence, not an answer.
  const saysEnough = (body: string) => {
    const own = new Set(terms(body));
    return detail.filter((term) => termMatches(term, own, index)).length >= FOCUS_SITE_MIN_TERMS;
  };
  const best = onPages ?? (anywhere && saysEnough(anywhere.body) ? anywhere : undefined);
  if (!best) return undefined;
  const bodyTerms = new Set(terms(best.body));
  if (!missing.some((term) => termMatches(term, bodyTerms, index))) return undefined;
  if (reply.text.includes(best.body.slice(0, 60))) return undefined;
  const page = best.passage.url.split("#")[0] ?? best.passage.url;
  const text = paragraphs(
    reply.text,
    anywhere && !reply.text.includes(`](${page})`)
      ? `${best.body}\n\n(From our ${link(page === "/" ? "home" : best.passage.pageTitle, best.passage.url)} page.)`
      : best.body,
  );
  if (text.length > MAX_FOCUSED_REPLY) return undefined;
  return { ...reply, text, passages: [...(reply.passages ?? []), best.passage] };
};
