/**
 * Questions about the company that visitors ask again and again in words the question matcher
 * reads as something else: its full name, its track record in figures, and who on the team
 * works on sustainability (net zero, carbon, emissions), asked in four of the nine read corpora,
 * and how often a client sees progress (sprints, demos), asked in four.
 */
import { aboutPage, companyClaims, experts, homePage } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { bullets, link, paragraphs } from "./compose.ts";
import type { FactTopic } from "./fact-topics.ts";

const ABOUT = link("About us", "/about");

export const COMPANY_TOPICS: readonly FactTopic[] = [
  {
    name: "company.name",
    asked:
      /\b(?:full|official|legal|registered|complete|proper) (?:company |business )?name\b|\bname of (?:the|your) (?:company|firm|business|studio)\b|\bwhat(?:'s| is) (?:the|your) (?:company|firm|business)(?:'s)? (?:full )?name\b/,
    reply: () =>
      paragraphs(
        `Our full name is ${siteConfig.brandName}. Our head office is in ${siteConfig.contact.city}, ${siteConfig.contact.country}.`,
        `More on our ${ABOUT} page.`,
      ),
  },
  {
    name: "company.track-record",
    asked:
      /\btrack record\b|\b(?:brand new|new) (?:startup|start-up|company|agency)\b.{0,60}\b(?:shipped|delivered|built|done)\b|\b(?:huge|big|large) (?:outfit|company|agency|firm)\b.{0,40}\b(?:boutique|small)\b|\bboutique\b/,
    reply: () =>
      paragraphs(
        `${siteConfig.brandName} in figures:`,
        bullets(companyClaims.map((claim) => `${claim.label}: ${claim.value}`)),
        aboutPage.split.paragraphs[1],
        `More on our ${ABOUT} page.`,
      ),
  },
  {
    name: "people.sustainability",
    asked:
      /\b(?:anyone|anybody|someone|somebody|who|whos|person|people|expert|experts|team|leadership|head)\b.{0,80}\b(?:sustainab\w*|net[- ]zero|carbon|emissions?|climate|environment\w*)\b|\b(?:sustainab\w*|net[- ]zero|carbon|emissions?|climate|environment\w*)\b.{0,80}\b(?:anyone|anybody|someone|somebody|who|whos|person|expert|experts)\b/,
    reply: () => {
      const expert = experts.find((candidate) => /sustainab/i.test(candidate.title));
      if (!expert) throw new Error("No sustainability lead among the experts");
      return paragraphs(`${expert.name} is our ${expert.title}. ${expert.desc}`, `See our ${ABOUT} page.`);
    },
  },
  {
    name: "company.cadence",
    asked:
      /\bsprints?\b|\bhow (?:often|ofen|offen|frequently)\b.{0,60}\b(?:demos?|updates?|progress|check[- ]ins?|see (?:the )?work|report)\b|\bkeep (?:clients|us|me|the client) (?:in the loop|updated|informed|posted)\b/,
    followsOn: /\bhow (?:often|ofen|offen|frequently)\b/,
    reply: () => {
      const agile = homePage.process.steps.find((step) => /sprint/i.test(step.text));
      const progress = aboutPage.split.paragraphs.find((text) => /every two weeks/.test(text));
      return paragraphs(
        agile ? `${agile.title}: ${agile.text}` : undefined,
        progress,
        `See our ${link("home", "/")} page and our ${ABOUT} page.`,
      );
    },
  },
];
