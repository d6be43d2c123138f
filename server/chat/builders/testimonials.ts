/**
 * "Any reviews from finance companies?", "…what did she say exactly?", "who was the one from
 * the school trust?": one client's testimonial from the home page, found by the person's name,
 * the company's or the client's sector, and kept for the next question ("what's her role
 * there?"). Asked in six of the ten read corpora; the list of all quoted clients answered.
 */
import { testimonials } from "../../../app/content/index.ts";
import type { Testimonial } from "../../../app/content/schema.ts";
import { link, paragraphs } from "./compose.ts";

/** A client's sector in a visitor's words; the site names the companies, not their sectors. */
const SECTOR_WORDS: Record<string, RegExp> = {
  "Harbourstone Retail": /\b(?:retail\w*|shops?|stores?|e-?commerce)\b/,
  "Finlow Capital": /\b(?:financ\w*|fin ?tech|banks?|banking|capital|regulated|lenders?|investment)\b/,
  "Eduvance Learning Trust":
    /\b(?:schools?|education\w*|teachers?|learning trust|school trust|trust|marking|academ\w*)\b/,
  "Stratum Logistics": /\b(?:logistics|shipping|freight|transport|delivery|operations)\b/,
};

/** The visitor asks what clients said about us. */
const REVIEWS =
  /\b(?:reviews?|reviewed|testimonials?|feedback|nice things|quoted|vouch\w*)\b|\b(?:clients?|customers?|they|she|he|company|people)\b.{0,20}\b(?:say|said|saying|think)\b|\bsay about (?:you|working|meridian)\b/;
/** A follow-up about the client just discussed: "what's her role?", "who was that?". */
const ABOUT_THEM = /\b(?:she|her|he|his|him|they|them|their|that|who|which company|the one)\b/;

function named(text: string): Testimonial | undefined {
  return testimonials.find((item) =>
    [item.name, ...item.name.split(" "), item.company].some((name) =>
      new RegExp(`\\b${name.toLowerCase()}\\b`).test(text),
    ),
  );
}

function bySector(text: string): Testimonial | undefined {
  const matching = testimonials.filter((item) => SECTOR_WORDS[item.company]?.test(text));
  return matching.length === 1 ? matching[0] : undefined;
}

/** The testimonial `text` asks about, after the visitor's `lastAsked`. */
export function testimonialAsked(text: string, lastAsked: string): Testimonial | undefined {
  const lower = text.toLowerCase();
  const last = lastAsked.toLowerCase();
  const byName = named(lower);
  if (byName) return byName;
  const reviewsNow = REVIEWS.test(lower);
  const reviewsBefore = REVIEWS.test(last) || named(last) !== undefined;
  if (reviewsNow || reviewsBefore) {
    const sector = bySector(lower);
    if (sector) return sector;
  }
  if (reviewsBefore && ABOUT_THEM.test(lower)) return named(last) ?? bySector(last);
  return undefined;
}

export function testimonialReply(item: Testimonial): string {
  return paragraphs(
    `${item.name}, ${item.title} at ${item.company}, on our ${link("home page", "/")}: “${item.quote}”`,
  );
}
