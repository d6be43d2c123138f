/**
 * Questions about what one of the site's main pages says ("what areas are listed on the
 * portfolio page?", "what does your FAQ say about…"): answered from that page only.
 */
import { link, answer as makeAnswer, paragraphs, type Reply } from "./builders/compose.ts";
import type { Knowledge } from "./builders/context.ts";
import { bestInScope } from "./builders/scoped.ts";
import { focusedPassage } from "./section-focus.ts";
import { terms } from "./text.ts";
import type { Question } from "./understanding/question.ts";

/** "…on the portfolio page", "in your faq", "on your about page": one of the site's pages, named. */
const NAMED_PAGE =
  /\b(?:on|in|from|of) (?:the|your|ur) ([a-z&]+(?: [a-z&]+)?) (?:page|section)\b|\b(?:on|in) (?:the|your|ur) (faq|privacy policy)\b|\b(?:the|your|ur) (faq|privacy policy|[a-z]+ page) (?:say|says|mention|mentions|list|lists)\b/;
const NAMED_PAGE_COVERAGE = 0.5;
/** …when no intent matched it better than this. */
export const NAMED_PAGE_OVER = 0.45;

export type MainPage = { url: string; title: string };

/** The site's main pages (one level deep), by title. */
export const mainPagesOf = (knowledge: Knowledge): MainPage[] => [
  ...new Map(
    knowledge.index.passages
      .map((passage) => ({ url: passage.url.split("#")[0] ?? passage.url, title: passage.pageTitle }))
      .filter((page) => page.url !== "/" && page.url.split("/").length === 2)
      .map((page) => [page.url, page]),
  ).values(),
];

/**
 * A question about what one of the site's main pages says ("…on the portfolio page", "in
 * your FAQ") is answered from that page only: its sentences or list (a section heading
 * counting) that say most of the question's other words.
 */
export const namedPageAnswer = (
  knowledge: Knowledge,
  mainPages: readonly MainPage[],
  question: Question,
): Reply | undefined => {
  // "In the trusted by section of the portfolio page": the phrase that names a page.
  const pageOf = (name: string) =>
    mainPages.find((candidate) => terms(candidate.title).some((term) => terms(name).includes(term)));
  const found = [...question.text.matchAll(new RegExp(NAMED_PAGE, "g"))]
    .map((match) => (match[1] ?? match[2] ?? match[3])?.replace(/ page$/, ""))
    .flatMap((name) => {
      const page = name ? pageOf(name) : undefined;
      return name && page ? [{ named: name, page }] : [];
    })[0];
  if (!found) return undefined;
  const { named, page } = found;
  const index = knowledge.index;
  const pageWords = new Set([
    ...terms(named),
    ...terms("page section site website listed list shown show say says"),
  ]);
  const detail = question.terms.filter((term) => index.knows(term) && !pageWords.has(term));
  if (detail.length === 0) return undefined;
  const passages = knowledge.passagesOn(page.url);
  // "The how-we-work bit on the portfolio page": the section (or list) its heading names.
  const headed = focusedPassage(question.text, passages, [named, page.title]);
  const best = headed
    ? { passage: headed, body: headed.text }
    : bestInScope(index, passages, detail, NAMED_PAGE_COVERAGE);
  if (!best) return undefined;
  // A page's list is asked for whole ("what are the steps…", "what areas are listed…").
  const body =
    best.passage.kind === "list"
      ? [best.passage.text.trim(), ...best.passage.items.map((item) => `- ${item}`)].join("\n")
      : best.body;
  const text = paragraphs(body, `See our ${link(page.title, page.url)} page.`);
  return makeAnswer("page.detail", text, [], { passages: [best.passage] });
};
