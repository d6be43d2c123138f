import { chatAnswerCopy, chatWording } from "../../../app/content/chat-answers.ts";
import type { Hit, Knowledge } from "../knowledge/build.ts";
import { kindsNamed } from "../language/asking.ts";
import { isEnglishWord } from "../language/english.ts";
import { expanded, sameAs } from "../language/synonyms.ts";
import { STOP_WORDS, termOf, terms, tokenize } from "../language/text.ts";
import type { Question } from "../reading/question.ts";
import { ASKS_IF_WE, factBody, itemReply } from "./item.ts";
import { listOf } from "./lists.ts";
import { fitted, type Reply, reply } from "./reply.ts";

/** The share of a query's weight (rare words weigh more) that a hit holds. */
export function coverage(
  knowledge: Knowledge,
  queryTerms: readonly string[],
  hit: Hit | undefined,
  weigh: (term: string) => number = knowledge.strictWeight,
): number {
  if (!hit || queryTerms.length === 0) return 0;
  const matched = new Set(hit.matched);
  let total = 0;
  let held = 0;
  for (const term of queryTerms) {
    const weight = weigh(term);
    total += weight;
    if ([...sameAs(term)].some((same) => matched.has(same))) held += weight;
  }
  return held / total;
}

/** Hits compared: how many to re-rank by coverage, and coverage counted in steps so the score still breaks near-ties. */
const RERANKED = 20;
const COVERAGE_STEP = 0.2;

/** The first hits ordered by the share of the question they hold, then by score. */
export function rankedByCoverage(knowledge: Knowledge, queryTerms: readonly string[], hits: Hit[]): Hit[] {
  const step = (hit: Hit) => Math.floor(coverage(knowledge, queryTerms, hit) / COVERAGE_STEP);
  const head = hits.slice(0, RERANKED).sort((a, b) => step(b) - step(a) || b.score - a.score);
  return [...head, ...hits.slice(RERANKED)];
}

/** Passages scoring at least this share of the best one's score join it in the reply, up to MAX_PASSAGES. */
const CLOSE_SCORE = 0.4;
const MAX_PASSAGES = 4;

/** A passage answers a question when it holds at least this share of its weight. */
export const ANSWERING_COVERAGE = 0.35;
const SHORT_QUESTION_COVERAGE = 0.6;

/** The best statement of the whole site for a question, with its page. */
export function passageReply(
  knowledge: Knowledge,
  question: Question,
  query = question.text,
): Reply | undefined {
  const queryTerms = terms(query);
  // A question of one or two words must be held whole or nearly: half of "weather today" is not an answer.
  const needed = queryTerms.length <= 2 ? SHORT_QUESTION_COVERAGE : ANSWERING_COVERAGE;
  // The statement that holds most of the question wins over one that scores high on a few of its words.
  // A post's paragraphs answer questions about what a post says, not general questions about us.
  const asksPosts =
    question.kinds.includes("post") ||
    question.mentions.some((mention) => mention.item.kind === "post") ||
    /\b(?:read|reading|written|wrote|write about|writing about)\b/i.test(question.text);
  const hits = rankedByCoverage(
    knowledge,
    queryTerms,
    knowledge.search(
      expanded(queryTerms),
      (passage) => asksPosts || passage.item?.kind !== "post",
      queryTerms,
    ),
  );
  const [best] = hits;
  if (!best || coverage(knowledge, queryTerms, best) < needed) return undefined;
  const shown = collectionShown(knowledge, question, best);
  if (shown) return shown;
  // The best statement, and the next ones that hold nearly as much (a question often spans two).
  const chosen = [
    best,
    ...hits
      .slice(1, 8)
      .filter(
        (hit) => hit.score >= best.score * CLOSE_SCORE && coverage(knowledge, queryTerms, hit) >= needed,
      ),
  ]
    .slice(0, MAX_PASSAGES)
    .map((hit) => hit.passage);
  // A follow-up's rows are also those of the question it follows ("for how long?" after "is this chat saved?").
  const earlier = question.mentions.length === 0 ? (question.focus.lastQuestion ?? "") : "";
  const rowTerms = [...queryTerms, ...terms(earlier)];
  const written = chosen.map(
    (passage) => `${passage.title ? `${passage.title}: ` : ""}${factBody(passage.fact, rowTerms)}`,
  );
  // A statement another chosen one already holds (a section's heading line above its list) is said once.
  const blocks = written.filter(
    (block, index) =>
      !written.some((other, at) => at !== index && other.length > block.length && other.startsWith(block)),
  );
  // Each page once, in reply order, named by its first (best) statement, not its last.
  const firstTitles = new Map<string, string>();
  for (const passage of chosen)
    if (!firstTitles.has(passage.url)) firstTitles.set(passage.url, passage.title || passage.url);
  const pages = [...firstTitles.entries()];
  const more = pages.map(([url, title]) => chatWording.readMore(title, url)).join(" ");
  // "Do you use X?" answered by the statement about X itself starts with a yes.
  const titleTerms = terms(best.passage.title);
  const yes =
    question.form === "yes-no" &&
    ASKS_IF_WE.test(question.text) &&
    titleTerms.length > 0 &&
    titleTerms.every((term) => queryTerms.includes(term))
      ? `${chatWording.yes} `
      : "";
  return reply(
    fitted([`${yes}${blocks[0] ?? ""}`, ...blocks.slice(1)], more),
    "answer",
    `passage.${best.passage.item?.kind ?? "page"}`,
    pages.map(([url]) => url),
    {
      passages: chosen,
    },
  );
}

/**
 * A page section named for a kind of item ("testimonials", "experts") on the page where that
 * collection is shown holds only its heading: asked for by its heading or its kind, the answer is
 * the collection itself, or the ones of it the question names ("what did the logistics one say?").
 */
function collectionShown(knowledge: Knowledge, question: Question, best: Hit): Reply | undefined {
  const { passage } = best;
  if (passage.item || !passage.keywords) return undefined;
  const heading = new Set(terms(passage.title));
  for (const kind of kindsNamed(terms(passage.keywords))) {
    const shown = knowledge.items.filter((item) => item.kind === kind && item.url === passage.url);
    if (shown.length < 2) continue;
    if (!question.kinds.includes(kind) && !best.matched.some((term) => heading.has(term))) return undefined;
    const named = shown.filter((item) => question.mentions.some((mention) => mention.item === item));
    if (named.length > 0) return itemReply(knowledge, named, question);
    return listOf(kind, shown, question);
  }
  return undefined;
}

/** The last resort: a redirect when nothing in the question is ours, else an honest "not found". */
export function fallbackReply(knowledge: Knowledge, question: Question): Reply {
  const known = question.terms.filter((term) => knowledge.idf(term) > 0);
  if (known.length === 0 || question.terms.length === 0)
    return reply(chatAnswerCopy.outOfScope, "decline", "fallback.out-of-scope");
  return reply(chatAnswerCopy.notFound, "not-found", "fallback.not-found", ["/contact"]);
}

/** A question is about something else when English words the content never uses carry this share of its weight. */
const FOREIGN_SHARE = 0.6;

/**
 * A first question that names none of our items and whose weight lies mostly in English words
 * the content never uses ("a pancake recipe", "the next election"): not ours to answer; say what
 * we can help with. Unknown words that are no English words (typos, product names) decide nothing.
 */
export function foreignReply(knowledge: Knowledge, question: Question): Reply | undefined {
  // After a reply, only a message that does not lean on it ("forget that. what's the capital of…?") is judged.
  if ((question.focus.items.length > 0 && question.leans) || question.form === "yes-no" || question.intent)
    return undefined;
  if (question.mentions.some((mention) => !mention.byKeyword)) return undefined;
  let total = 0;
  let foreign = 0;
  for (const token of new Set(tokenize(question.text))) {
    if (STOP_WORDS.has(token) || token.length < 2) continue;
    const term = termOf(token);
    if (knowledge.idf(term) > 0) total += knowledge.strictWeight(term);
    else if (isEnglishWord(token)) {
      total += knowledge.strictWeight(term);
      foreign += knowledge.strictWeight(term);
    }
  }
  if (total === 0 || foreign / total < FOREIGN_SHARE) return undefined;
  return reply(chatAnswerCopy.outOfScope, "decline", "foreign");
}
