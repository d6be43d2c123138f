/**
 * Judge of the blind corpus: checks one chat reply against one case and returns the
 * problems found (an empty list means the reply passes). Pure: no I/O, no model calls.
 */
import { siteConfig } from "../../../app/site.config.ts";
import type { BlindCase } from "./types.ts";

/** The special href with which a chat reply opens the site's quote form. */
export const QUOTE_FORM_HREF = "#get-quote";

/** Origins that a link to one of the site's own pages may carry. */
const SITE_ORIGINS = ["http://localhost:3000", siteConfig.siteUrl];

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const SPACES = /[\s\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/**
 * Lower case, straight quotes and apostrophes for curly ones, every dash as "-", every
 * kind of space as one plain space, zero-width characters removed, "**" bold markers
 * removed, trimmed.
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFC")
    .replace(ZERO_WIDTH, "")
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, "-")
    .replace(/\*\*/g, "")
    .replace(SPACES, " ")
    .trim()
    .toLowerCase();
}

/** Markdown links: [text](href) or [text](href "title"); the href may sit in <…>. */
const MARKDOWN_LINK = /\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;

/** The hrefs of all markdown links of a reply, as written. */
export function extractLinkHrefs(reply: string): string[] {
  return [...reply.matchAll(MARKDOWN_LINK)].map((match) => match[1] ?? "");
}

/**
 * The comparable form of an href: `#get-quote` stays as it is; otherwise the site's own
 * origin, the query, the #fragment and a trailing slash are removed and the result is
 * lower-cased. An external URL keeps its origin.
 */
export function normaliseHref(href: string): string {
  const trimmed = href.trim();
  if (trimmed.toLowerCase() === QUOTE_FORM_HREF) return QUOTE_FORM_HREF;
  let value = trimmed;
  for (const origin of SITE_ORIGINS) {
    if (value.toLowerCase().startsWith(origin.toLowerCase())) {
      value = value.slice(origin.length);
      break;
    }
  }
  value = value.replace(/[?#].*$/, "");
  if (value.length > 1) value = value.replace(/\/+$/, "");
  if (value === "") value = "/";
  return value.toLowerCase();
}

const PRICE_PATTERNS: RegExp[] = [
  // £500, $ 1,200, €2k
  /[£$€]\s?\d/,
  // 500£, 1.200 €
  /\d\s?[£$€]/,
  // 500 GBP, 2k pounds, 300 dollars
  /\d[\d,.]*\s?(?:k\s?|m\s?)?(?:gbp|usd|eur|pounds?|dollars?|euros?|quid)\b/,
  // GBP 500
  /\b(?:gbp|usd|eur)\s?\d/,
  // 80 per hour, 600/day, 5k per month
  /\d[\d,.]*\s?(?:k\s?)?(?:per|\/)\s?(?:hour|hr|day|month)\b/,
  // hourly rate of 80, day rate: 600
  /\b(?:hourly|daily|day|monthly)\s+rate\s*(?:of|is|:)?\s*\d/,
];

/** The first price-like statement in an already normalised reply, if any. */
export function findPriceStatement(normalisedReply: string): string | undefined {
  for (const pattern of PRICE_PATTERNS) {
    const match = normalisedReply.match(pattern);
    if (match) return match[0];
  }
  return undefined;
}

/** Problems of `reply` as an answer to the last turn of `testCase`; empty when it passes. */
export function judgeBlind(testCase: BlindCase, reply: string): string[] {
  const problems: string[] = [];
  const text = normaliseText(reply);

  for (const alternatives of testCase.mustContain) {
    const wanted = alternatives.map(normaliseText);
    if (!wanted.some((alternative) => text.includes(alternative))) {
      problems.push(`missing one of: ${alternatives.join(" | ")}`);
    }
  }

  if (testCase.linkAnyOf.length > 0) {
    const hrefs = new Set(extractLinkHrefs(reply).map(normaliseHref));
    const wanted = testCase.linkAnyOf.map(normaliseHref);
    if (!wanted.some((href) => hrefs.has(href))) {
      problems.push(`no link to any of: ${testCase.linkAnyOf.join(" | ")}`);
    }
  }

  for (const forbidden of testCase.mustNotContain) {
    if (text.includes(normaliseText(forbidden))) problems.push(`contains forbidden: ${forbidden}`);
  }

  const price = findPriceStatement(text);
  if (price !== undefined) problems.push(`states a price: ${price}`);

  return problems;
}
