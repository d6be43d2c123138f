/**
 * Questions about the Portfolio page itself that visitors ask again and again: its "How we
 * work" steps and its expertise areas, which no other answer gives.
 */
import { portfolioPage } from "../../../app/content/index.ts";
import { bullets, link, paragraphs } from "./compose.ts";
import type { FactTopic } from "./fact-topics.ts";

const PORTFOLIO = link("Portfolio", "/portfolio");

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
];
