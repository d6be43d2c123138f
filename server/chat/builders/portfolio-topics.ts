/**
 * Questions about the Portfolio page that visitors ask again and again: its "How we work"
 * steps and its expertise areas, which no other answer gives, and where the healthcare case
 * study kept patient data (asked in six of the nine read corpora, and answered with the FAQ's
 * general security answer, without the case study).
 */
import { caseStudies, portfolioPage } from "../../../app/content/index.ts";
import { bullets, link, paragraphs } from "./compose.ts";
import type { FactTopic } from "./fact-topics.ts";

const PORTFOLIO = link("Portfolio", "/portfolio");

/** The statements (paragraphs and list items) of a case study's page that match, as plain text. */
function statedInCaseStudy(link: string, pattern: RegExp): { title: string; link: string; texts: string[] } {
  const study = caseStudies.find((candidate) => candidate.link === link);
  if (!study) throw new Error(`No case study at ${link}`);
  const texts = study.detail
    .split(/<\/(?:p|li|h3)>/)
    .map((part) => part.replace(/<[^>]+>/g, "").trim())
    .filter((text) => text.length > 0 && pattern.test(text));
  return { title: study.title, link: study.link, texts };
}

export const PORTFOLIO_TOPICS: readonly FactTopic[] = [
  {
    name: "portfolio.how-we-work",
    asked:
      /\bhow we work\b|\bportfolio\b.{0,80}\b(?:steps?|process|idea to)\b|\b(?:steps?|process)\b.{0,60}\bportfolio\b/,
    reply: () => {
      const { header, steps } = portfolioPage.howWeWork;
      return paragraphs(
        `How we work, on our ${PORTFOLIO} page: ${header.title}.`,
        bullets(steps.map((step) => `${step.title}: ${step.text}`)),
      );
    },
  },
  {
    name: "portfolio.expertise",
    asked:
      /\b(?:expertise|capabilities)\b.{0,40}\b(?:areas?|list|listed|lists|portfolio|page|behind)\b|\b(?:areas?|portfolio|behind)\b.{0,40}\b(?:expertise|capabilities)\b/,
    reply: () => {
      const { header, items } = portfolioPage.expertise;
      return paragraphs(
        `${header.title}, as our ${PORTFOLIO} page lists them:`,
        bullets(items.map((item) => `${item.title}: ${item.text}`)),
      );
    },
  },
  {
    name: "caseStudy.patient-data",
    asked:
      /\b(?:patient|patients'?|health|healthcare|medical|clinical)\b.{0,80}\b(?:data|records)\b.{0,40}\b(?:kept|stored|store|held|hold|moved|move|safe|secure|protected|go|went|live|lives)\b|\b(?:keep|kept|store|stored|protect|protected)\b.{0,30}\bpatient (?:data|records)\b/,
    reply: () => {
      const study = statedInCaseStudy(
        "/portfolio/case-study/2",
        /own cloud account|pseudonymis|access control/,
      );
      return paragraphs(
        `In our ${link(study.title, study.link)} case study: ${study.texts.join(" ")}.`,
        `More on our ${PORTFOLIO} page.`,
      );
    },
  },
];
