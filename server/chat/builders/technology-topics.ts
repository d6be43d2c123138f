/**
 * Questions about technologies that visitors ask again and again, each answered from the
 * technology content that states it: how we choose a technology, how smart contracts are
 * written and tested, moving off AngularJS, whether the AI console is tied to one model
 * provider, and whether a model provider can be changed later.
 */
import { technologies, technologiesPage } from "../../../app/content/index.ts";
import { bullets, link, paragraphs } from "./compose.ts";
import type { FactTopic } from "./fact-topics.ts";

const TECHNOLOGIES = link("Technologies", "/technologies");

function technology(slug: string) {
  const found = technologies.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No technology "${slug}"`);
  return { ...found, link: link(found.name, `/technologies/${found.slug}`) };
}

/** Every text of a technology's page (summary, descriptions, lists) that matches. */
function statedOn(slug: string, pattern: RegExp): string[] {
  const page = technology(slug);
  const texts = [
    page.summary,
    page.detailedDescription,
    page.whatWeProvide,
    ...page.mainUses,
    ...page.applications,
    ...page.services,
    ...page.whyChoose,
  ].flatMap((text) => text.split(/(?<=[.!?])\s+(?=[A-Z])/));
  return [...new Set(texts.filter((text) => pattern.test(text)))];
}

const asLines = (texts: readonly string[]) =>
  texts.map((text) => (/[.!?]$/.test(text) ? text : `- ${text}`)).join("\n");

/** In order: the first topic whose words the question uses answers it. */
export const TECHNOLOGY_TOPICS: readonly FactTopic[] = [
  {
    name: "tech.choosing",
    asked:
      /\bhow (?:do|would|will|does|did) (?:you|u|ya|your team|meridian)(?: guys)? (?:decide|choose|pick|select|evaluate)\b.{0,40}\b(?:tech|technolog\w*|stack|tools?|frameworks?|languages?)\b|\b(?:decide|choose|pick|select)\w* (?:which|what|the right|a) (?:tech|technolog\w*|stack|tools?|frameworks?)\b|\btotal cost\b/,
    reply: () => {
      const criteria = technologiesPage.selectionCriteria;
      return paragraphs(
        `${criteria.header.title}: ${criteria.header.lead ?? ""}`.trim(),
        bullets(criteria.items.map((item) => `${item.title}: ${item.text}`)),
        `See our ${TECHNOLOGIES} page.`,
      );
    },
  },
  {
    name: "tech.console-providers",
    asked:
      /\bconsole\b.{0,80}\b(?:openai|providers?|models?|vendors?|llms?)\b|\b(?:openai|providers?|vendors?)\b.{0,80}\bconsole\b/,
    reply: () => {
      const console = technology("aiconsole");
      return paragraphs(
        asLines(statedOn("aiconsole", /\bmodel providers?\b/i)),
        `More on our ${console.link} page.`,
      );
    },
  },
  {
    name: "tech.contract-tools",
    asked:
      /\b(?:test|tests|tested|testing|tools?|tooling|write|writing|written|frameworks?)\b.{0,40}\b(?:smart contracts?|solidity|contracts)\b|\b(?:smart contracts?|solidity)\b.{0,40}\b(?:test|tests|tested|testing|tools?|tooling|frameworks?)\b/,
    reply: () => {
      const solidity = technology("solidity");
      return paragraphs(
        asLines(statedOn("solidity", /Foundry|Hardhat|fuzz|audit/)),
        `More on our ${solidity.link} page.`,
      );
    },
  },
  {
    name: "tech.angularjs",
    asked:
      /\bangular ?js\b|\b(?:old|older|legacy|ageing|aging|outdated)\b.{0,20}\bangular\b|\b(?:upgrade|upgrading|migrat\w*|moderni[sz]\w*|port|porting)\b.{0,40}\bangular\b/,
    reply: () => {
      const angular = technology("angular");
      return paragraphs(
        `Yes. ${asLines(statedOn("angular", /AngularJS|migration/))}`,
        `More on our ${angular.link} page.`,
      );
    },
  },
  {
    name: "tech.switching-providers",
    asked:
      /\b(?:switch|switching|change|changing|swap|swapping|move|moving|replace)\b.{0,40}\b(?:providers?|models?|vendors?|openai|llms?)\b|\block[- ]?in\b|\blocked in\b|\bonly (?:use|work with|support) openai\b/,
    reply: () => {
      const freedom = technologiesPage.benefits.items.find((item) => /lock-in/i.test(item.title));
      const providers = technologiesPage.faq.items.find((item) => /provider/i.test(item.question));
      return paragraphs(
        providers?.answer,
        freedom ? `${freedom.title}: ${freedom.text}` : undefined,
        `See our ${TECHNOLOGIES} page.`,
      );
    },
  },
];
