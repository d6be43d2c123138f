import { chatAnswerCopy } from "../../app/content/chat-answers.ts";
import { faqItems, jobs } from "../../app/content/index.ts";
import { coverage, pageLink, passageBody } from "./composer.ts";
import type { AnswerInput, HistoryItem } from "./conversation.ts";
import { CAREERS_SPECIFIC, detectIntent, type Intent, plainText, stripGreeting } from "./intents.ts";
import type { Passage } from "./passages.ts";
import { type Hit, type SearchIndex, WEAK_TERM_FACTOR, WEAK_TERMS } from "./search-index.ts";
import { alternativesOf, terms, tokenize } from "./text.ts";

/**
 * Passage retrieval, the long-tail fallback of the answerer (answerer.ts): rules for the
 * business intents it was first built with, and BM25 retrieval over the site's passages for
 * everything else, with the visitor's previous question for follow-ups. Pure and synchronous.
 * The optional model (model-provider.ts) only rewrites answers composed here, from the
 * passages chosen here.
 */

export type RetrievalAnswer = {
  reply: string;
  intent: Intent;
  /** Passages the reply was built from (empty for fixed replies). */
  passages: Passage[];
  /** Passages a model may answer from; set only where a model answer is allowed. */
  context?: Passage[];
  /** The question as resolved from history, when it was a follow-up. */
  resolvedQuery?: string;
  /** The share of the question's words the chosen passage covers (0 for fixed replies). */
  coverage?: number;
};

export type PassageAnswerer = {
  index: SearchIndex;
  answer(input: AnswerInput): RetrievalAnswer;
};

/** Below this share of the question's (idf-weighted) words, a passage does not answer it. */
export const MIN_COVERAGE = 0.5;

/** Pronouns and openers that make a message lean on the one before ("and how long does that take?"). */
const ANAPHORA =
  /\b(it|its|that|this|those|these|they|them|their|there|one|ones|he|she|him|her|his|same|such)\b|^(and|also|what about|how about|and what about|what else|anything else|more|tell me more|more details|details|ok and|so|but)\b/;

/**
 * Terms of the earlier question count this much in a follow-up's coverage: fully after a
 * possessive ("what are its features?" is about the same thing), half otherwise ("and how
 * long does that take?" asks something new about it).
 */
const SECONDARY_TERM_FACTOR = 0.5;
const POSSESSIVE = /\b(its|their|his|her)\b/;

/** How many of the best search hits (per query) are weighed against each other. */
const POOL_SIZE = 8;

/** A question naming a whole page title this distinctive is about that page. */
const MIN_NAMED_WEIGHT = 2.9;

/** A message with fewer topic words than this is treated as a follow-up when history exists. */
const SHORT_QUERY_TERMS = 2;

const CAREERS_URL = /^\/(careers|apply)(\/|$)/;

const OFFER_URL = /^\/(services|technologies|portfolio)\//;

const JOB_WORDS = /\b(role|job|position|vacancy|engineer|developer|designer)\b/;
const NEEDS =
  /\b(what|which) (do|would|does|will) (i|you|one|someone|a candidate|candidates) (need|require|look for|want)\b/;

/** Words of "we want to build…" that say nothing about what is to be built. */
const PROJECT_WORDS = new Set(
  terms(
    "build building develop create make launch start design project new idea partner agency team developer developers hire work together get started looking need want plan company business",
  ),
);

const aboutFaq = faqItems.find((item) => item.category === "General");

const pricingFaq = faqItems.find((item) => item.category === "Billing" && /cost/i.test(item.question));

/** The first two sentences of the FAQ's pricing answer ("Pricing is custom. …"). */
const pricingSentences = (pricingFaq?.answer ?? "")
  .split(/(?<=\.)\s+/)
  .slice(0, 2)
  .join(" ");

function join(...parts: (string | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === "string" && part.length > 0).join("\n\n");
}

function careersListing(): string {
  const roles = jobs.map(
    (job) => `- [${job.title}](/careers/${job.slug}) (${job.workplace}, ${job.location})`,
  );
  return join(`${chatAnswerCopy.careersIntro}\n${roles.join("\n")}`, chatAnswerCopy.careersOutro);
}

/** The visitor's previous question, for follow-ups: the last user turn that has topic words. */
function previousTopic(history: readonly HistoryItem[]): string | undefined {
  for (let position = history.length - 1; position >= 0; position--) {
    const item = history[position];
    if (item?.sender !== "user") continue;
    const text = stripGreeting(plainText(item.text));
    if (terms(text).length > 0) return text;
  }
  return undefined;
}

export function isFollowUp(text: string, queryTerms: readonly string[]): boolean {
  return queryTerms.length < SHORT_QUERY_TERMS || ANAPHORA.test(text);
}

/** Share of a page title's words that the question mentions, and their idf weight. */
function titleMatch(passage: Passage, asked: ReadonlySet<string>, index: SearchIndex) {
  const titleTerms = terms(passage.pageTitle);
  const named = titleTerms.filter((term) => asked.has(term));
  return {
    share: titleTerms.length === 0 ? 0 : named.length / titleTerms.length,
    weight: named.reduce((sum, term) => sum + index.idf(term), 0),
  };
}

type Query = {
  /** Corrected words, for searching. */
  text: string;
  /** Topic terms of the message itself. */
  terms: string[];
  /** How much each term counts towards coverage. */
  weights: Map<string, number>;
  /** Terms that came from one word (a synonym's expansion) share a group key. */
  groupOf: Map<string, string>;
  /** The earlier question, for follow-ups (corrected). */
  secondary?: string;
  secondaryTerms: string[];
};

type Candidate = { hit: Hit; rank: number; coverage: number; relevant: boolean; score: number };

/** What kind of answer a question wants, and what a passage that gives it contains. */
const ANSWER_TYPES: readonly { question: RegExp; answer: RegExp }[] = [
  {
    question: /^(when|what year|since when)\b|\b(founded|established|started)\b/,
    answer: /\b(19|20)\d{2}\b/,
  },
  { question: /\bhow (long|soon|quickly|fast)\b/, answer: /\b(days?|weeks?|months?|years?|minutes?)\b/ },
  { question: /\bhow many\b/, answer: /\d/ },
  {
    question: /^where\b|\bwhere (are|is|do)\b/,
    answer: /\b(London|Pakistan|UK|United Kingdom|remote|world)\b/i,
  },
  // "What was X built with?" wants the tech stack.
  {
    question:
      /\b(built|made|developed|written|created) (with|in|using)\b|\b(tech|technology) stack\b|\b(which|what) (technologies|tech|tools|languages)\b/,
    answer: /\bbuilt with\b/,
  },
  // "Who …?" wants a person.
  { question: /^who\b/, answer: /\b(CEO|CTO|COO|Head of|co-founded|founder|leads)\b/ },
  // "How can I …?" wants the way to do it.
  {
    question: /^how (can|do|could|should) (i|we)\b/,
    answer: /\b(form|submit|request|contact us|send us|use our|through our)\b/i,
  },
];

/** Weights of the ranking signals besides coverage (see findBest). */
const RANK_WEIGHTS = { named: 0.25, focus: 0.2, answerType: 0.1, intro: 0.05, rank: 0.01 } as const;

export function createRetrievalAnswerer(index: SearchIndex): PassageAnswerer {
  /** Corrected words and topic terms of a message, with their weights for coverage. */
  const buildQuery = (text: string, secondary?: string, secondaryFactor = SECONDARY_TERM_FACTOR): Query => {
    const corrected = index.correct(text);
    const queryTerms = terms(corrected);
    const secondaryTerms = secondary ? terms(secondary).filter((term) => !queryTerms.includes(term)) : [];
    // Words like "company" or "work" only count when the question has nothing else.
    const strong = queryTerms.some((term) => !WEAK_TERMS.has(term));
    const weight = (term: string) =>
      index.idf(term) * (strong && WEAK_TERMS.has(term) ? WEAK_TERM_FACTOR : 1);
    const weights = new Map<string, number>();
    for (const term of queryTerms) weights.set(term, weight(term));
    for (const term of secondaryTerms) weights.set(term, weight(term) * secondaryFactor);
    // Alternatives one word expanded into ("android" → android | mobile) are one concept.
    const groupOf = new Map<string, string>();
    for (const token of tokenize(`${corrected} ${secondary ?? ""}`)) {
      const alternatives = alternativesOf(token);
      if (!alternatives) continue;
      for (const term of alternatives) if (!groupOf.has(term)) groupOf.set(term, alternatives.join("|"));
    }
    return { text: corrected, terms: queryTerms, weights, groupOf, secondary, secondaryTerms };
  };

  /**
   * The best passage for a query. The best hits by search score (for the message alone and,
   * for a follow-up, together with the earlier question) are weighed by:
   *  - coverage: the weighted share of the question's words the passage contains; a passage
   *    below MIN_COVERAGE does not answer the question, unless the question names its page
   *    ("AI Consulting", "MarkAid") outright;
   *  - named: the question names the passage's page ("the healthcare case study");
   *  - focus: the passage's heading (or a list's lead-in) is about what was asked, so a
   *    question's own FAQ beats a paragraph that merely shares its words; a list of pages
   *    (services, projects, jobs…) is only an answer when the question is about the list;
   *  - answer type: "when" wants a year, "how long" a duration, "how many" a number;
   *  - a page's summary over its details, and search rank, as tie-breakers.
   */
  const findBest = (
    query: Query,
    options: { filter?: (hit: Hit) => boolean; coverageTerms?: readonly string[]; question?: string } = {},
  ): { best: Candidate | undefined; hits: Hit[] } => {
    const keep = (hits: Hit[]) => (options.filter ? hits.filter(options.filter) : hits);
    const primary = keep(index.search(query.text, { limit: 12 }));
    const combined = query.secondary
      ? keep(index.search(query.text, { secondaryQuery: query.secondary, limit: 12 }))
      : [];
    const pool = new Map<string, { hit: Hit; rank: number }>();
    for (const [rank, hit] of primary.slice(0, POOL_SIZE).entries()) pool.set(hit.passage.id, { hit, rank });
    for (const [rank, hit] of combined.slice(0, POOL_SIZE).entries()) {
      if (!pool.has(hit.passage.id)) pool.set(hit.passage.id, { hit, rank: rank + 0.5 });
    }
    const coverageTerms = options.coverageTerms ?? [...query.terms, ...query.secondaryTerms];
    const asked = new Set([...query.terms, ...query.secondaryTerms]);
    const focusTerms = query.terms.length > 0 ? query.terms : query.secondaryTerms;
    const focusTotal = focusTerms.reduce((sum, term) => sum + (query.weights.get(term) ?? 0), 0);
    const question = options.question ?? query.text;
    const answerTypes = ANSWER_TYPES.filter((type) => type.question.test(question));

    const candidates: Candidate[] = [];
    for (const { hit, rank } of pool.values()) {
      const passage = hit.passage;
      const passageCoverage = coverage(hit, coverageTerms, index, query.weights, query.groupOf);
      const named = titleMatch(passage, asked, index);
      const headingTerms = new Set(
        terms(`${passage.section} ${passage.kind === "list" ? passage.text : ""}`),
      );
      const focus =
        focusTotal === 0
          ? 0
          : focusTerms.reduce(
              (sum, term) => sum + (headingTerms.has(term) ? (query.weights.get(term) ?? 0) : 0),
              0,
            ) / focusTotal;
      if (passage.hub && focus === 0) continue;
      const answers = answerTypes.length > 0 && answerTypes.some((type) => type.answer.test(passage.text));
      candidates.push({
        hit,
        rank,
        coverage: passageCoverage,
        relevant: passageCoverage >= MIN_COVERAGE || (named.share === 1 && named.weight >= MIN_NAMED_WEIGHT),
        score:
          passageCoverage +
          RANK_WEIGHTS.named * named.share +
          RANK_WEIGHTS.focus * focus +
          RANK_WEIGHTS.answerType * Number(answers) +
          RANK_WEIGHTS.intro * Number(passage.intro) -
          RANK_WEIGHTS.rank * rank,
      });
    }
    candidates.sort((a, b) => Number(b.relevant) - Number(a.relevant) || b.score - a.score);
    return { best: candidates[0], hits: combined.length > 0 ? combined : primary };
  };

  const replyFrom = (passage: Passage, queryTerms: readonly string[]) => {
    const body = passageBody(passage, queryTerms, index);
    return body.length === 0 ? undefined : join(body, `${chatAnswerCopy.readMore} ${pageLink(passage)}`);
  };

  return {
    index,
    answer({ message, history }) {
      const text = plainText(message);
      const corrected = index.correct(text);
      const intent = detectIntent(message, corrected);
      const fixed = (reply: string): RetrievalAnswer => ({ reply, intent, passages: [] });

      switch (intent) {
        case "injection":
          return fixed(chatAnswerCopy.injection);
        case "out-of-scope":
        case "private-details":
          return fixed(chatAnswerCopy.outOfScope);
        case "greeting":
          return fixed(chatAnswerCopy.greeting);
        case "how-are-you":
          return fixed(chatAnswerCopy.howAreYou);
        case "thanks":
          return fixed(chatAnswerCopy.thanks);
        case "goodbye":
          return fixed(chatAnswerCopy.goodbye);
        case "identity":
          return fixed(chatAnswerCopy.identity);
        case "about":
          return fixed(join(aboutFaq?.answer, `${chatAnswerCopy.readMore} [About us](/about)`));
        case "booking":
          return fixed(chatAnswerCopy.booking);
        case "human":
          return fixed(chatAnswerCopy.human);
        case "contact":
          return fixed(chatAnswerCopy.contact);
        case "pricing":
          return fixed(join(pricingSentences, chatAnswerCopy.quoteCta));
        default:
          break;
      }

      let own = stripGreeting(text);
      // "What do I need for the … role?" asks for the role's qualifications.
      if ((intent === "careers" || JOB_WORDS.test(own)) && NEEDS.test(own)) own = `${own} qualifications`;
      const ownTerms = terms(index.correct(own));
      const topic = isFollowUp(own, ownTerms) ? previousTopic(history) : undefined;
      const query = buildQuery(
        own,
        topic ? index.correct(topic) : undefined,
        POSSESSIVE.test(own) ? 1 : SECONDARY_TERM_FACTOR,
      );
      const resolvedQuery = query.secondary ? `${query.text} | ${query.secondary}` : undefined;
      const allTerms = [...new Set([...query.terms, ...query.secondaryTerms])];

      if (intent === "careers") {
        if (CAREERS_SPECIFIC.test(text) || CAREERS_SPECIFIC.test(corrected)) {
          const { best } = findBest(query, {
            filter: (hit) => CAREERS_URL.test(hit.passage.url) || /\bcareers\b/.test(hit.passage.keywords),
          });
          const reply = best?.relevant ? replyFrom(best.hit.passage, allTerms) : undefined;
          if (reply && best) {
            const more = best.hit.passage.url === "/careers" ? undefined : chatAnswerCopy.careersMore;
            return { reply: join(reply, more), intent, passages: [best.hit.passage], resolvedQuery };
          }
        }
        return { reply: careersListing(), intent, passages: [], resolvedQuery };
      }

      if (intent === "project") {
        // "We need a chatbot for…": what we offer for it, then how to start.
        const subject = query.terms.filter((term) => !PROJECT_WORDS.has(term));
        // What we offer for it: a service, a technology or a project like it.
        const offer =
          subject.length > 0
            ? findBest(query, { coverageTerms: subject, filter: (hit) => OFFER_URL.test(hit.passage.url) })
                .best
            : undefined;
        const offerReply = offer?.relevant ? replyFrom(offer.hit.passage, subject) : undefined;
        return {
          reply: join(offerReply ?? chatAnswerCopy.projectIntro, chatAnswerCopy.projectCta),
          intent,
          passages: offer && offerReply ? [offer.hit.passage] : [],
          resolvedQuery,
        };
      }

      if (allTerms.length === 0) return fixed(chatAnswerCopy.notFound);
      const { best, hits } = findBest(query);
      const reply = best?.relevant ? replyFrom(best.hit.passage, allTerms) : undefined;
      if (!best || !reply) return { ...fixed(chatAnswerCopy.notFound), resolvedQuery };
      return {
        reply,
        intent,
        passages: [best.hit.passage],
        context: contextPassages(best.hit, hits),
        resolvedQuery,
        coverage: best.coverage,
      };
    },
  };
}

/** The passages a model may answer from: the chosen one first, then other good hits. */
function contextPassages(best: Hit, hits: readonly Hit[]): Passage[] {
  const seen = new Set([best.passage.id]);
  const passages = [best.passage];
  for (const hit of hits) {
    if (passages.length >= 5) break;
    if (seen.has(hit.passage.id) || hit.score < best.score * 0.35) continue;
    seen.add(hit.passage.id);
    passages.push(hit.passage);
  }
  return passages;
}
