/**
 * Questions about the company that visitors ask again and again in words the question matcher
 * reads as something else: its full name, and its track record in figures.
 */
import { aboutPage, companyClaims } from "../../../app/content/index.ts";
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
];
