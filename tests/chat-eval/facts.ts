/**
 * The "no invented facts" check (issue 10 §2): every number, date, price, proper name and link
 * in a reply must come from the site's content (app/content, site config, the navigation and
 * the form rules in app/schemas), or from the visitor's own words (a reply may repeat the place
 * or name a visitor asked about). Fees are never stated at all.
 */
import { isOwnEmail, isOwnPhone, isOwnUrl } from "../../app/chat/own-links.ts";
import { QUOTE_FORM_HREF } from "../../app/content/chat.ts";
import * as content from "../../app/content/index.ts";
import * as navigation from "../../app/navigation.ts";
import { publicPaths } from "../../app/prerender-paths.ts";
import * as uploads from "../../app/schemas/uploads.ts";
import { siteConfig } from "../../app/site.config.ts";
import { findPrice } from "../../server/chat/prices.ts";
import { findPriceStatement, normaliseText } from "./blind/judge.ts";

/** Every string and number of the site's content and config. */
function contentStrings(value: unknown, into: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === "string") into.push(value);
  else if (typeof value === "number") into.push(String(value));
  else if (value && typeof value === "object") {
    if (seen.has(value)) return into;
    seen.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) contentStrings(item, into, seen);
  }
  return into;
}

const MEGABYTE = 1024 * 1024;
const corpus = [
  ...contentStrings([content, siteConfig, navigation, uploads]),
  // The form rules as the quote form states them ("up to 10 MB", "PDF").
  `${uploads.MAX_UPLOAD_BYTES / MEGABYTE} MB`,
  ...uploads.QUOTE_DOCUMENT_KINDS.map((kind) => kind.toUpperCase()),
].join("\n");
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_NAMES = MONTHS.map((month) => `${month[0]?.toUpperCase()}${month.slice(1)}`);

const corpusWords = new Set([
  // Words as written and without a possessive ("Commissioner's" → "Commissioner").
  ...(corpus.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).flatMap((word) => [word, word.replace(/['’]s$/, "")]),
  // Days of the week, which "Mon-Sat" in the opening hours implies ("not on Sundays").
  ..."Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mondays Saturdays Sundays".split(" "),
  // Month names: every date a reply states is checked against the content's dates below.
  ...MONTH_NAMES,
]);

const privacyAnchors = new Set(content.privacySections.map((section) => section.id));
const pages = new Set(publicPaths());

/** A link target the site owns: its pages (with a privacy section's #anchor), the quote form, its own outward pages. */
export function isAllowedHref(href: string): boolean {
  if (href === QUOTE_FORM_HREF) return true;
  if (href.startsWith("/")) {
    const [path, anchor] = href.split("#");
    if (!pages.has(path ?? "")) return false;
    return anchor === undefined || (path === "/privacy-policy" && privacyAnchors.has(anchor));
  }
  if (href.startsWith("mailto:")) return isOwnEmail(href.slice(7));
  if (href.startsWith("tel:")) return isOwnPhone(href.slice(4));
  return isOwnUrl(href);
}

const MARKDOWN_LINK = /\[([^\]]*)\]\(([^)\s]*)\)/g;
/** The reply's text as a visitor reads it: link labels without their targets. */
const visibleText = (reply: string) => reply.replace(MARKDOWN_LINK, "$1");

/** Capitalised words that do not start a sentence, a list item, a quote or a link label: the names a reply states. */
export function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const segment of text.split(/(?:[.!?:;]\s+|\n+\s*(?:-\s*)?|\(|\[|“|"|–|—)/)) {
    const words = segment.trim().split(/\s+/).slice(1);
    for (const word of words) {
      const name = word.match(/^[A-Z][A-Za-z'’-]*/)?.[0]?.replace(/['’]s$/, "");
      if (name && name !== "I" && !name.startsWith("I'")) names.push(name);
    }
  }
  return names;
}

const LONG_DATE = new RegExp(`\\b(\\d{1,2}) (${MONTHS.join("|")}) (\\d{4})\\b`, "gi");

/** Problems of one reply: invented numbers, dates, names, links, prices, foreign addresses. */
export function inventedFacts(reply: string, visitorTurns: readonly string[] = []): string[] {
  const problems: string[] = [];
  const visitor = visitorTurns.join("\n").toLowerCase();
  const text = visibleText(reply);

  for (const number of text.match(/\d+(?:[.,:]\d+)*/g) ?? []) {
    if (!corpus.includes(number) && !visitor.includes(number)) problems.push(`number ${number}`);
  }
  for (const [, day, month, year] of text.matchAll(LONG_DATE)) {
    const iso = `${year}-${String(MONTHS.indexOf((month ?? "").toLowerCase()) + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    if (!corpus.includes(iso) && !corpus.includes(`${day} ${month} ${year}`))
      problems.push(`date ${day} ${month} ${year}`);
  }
  for (const name of namesIn(text)) {
    if (!corpusWords.has(name) && !visitor.includes(name.toLowerCase())) problems.push(`name ${name}`);
  }
  for (const [, , href] of reply.matchAll(MARKDOWN_LINK)) {
    if (!isAllowedHref(href ?? "")) problems.push(`link ${href}`);
  }
  for (const url of text.match(/\bhttps?:\/\/[^\s<>()\]]+[^\s<>().,;:!?'"\]]/g) ?? []) {
    if (!isOwnUrl(url)) problems.push(`address ${url}`);
  }
  for (const address of text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g) ??
    []) {
    if (!isOwnEmail(address)) problems.push(`address ${address}`);
  }
  const price = findPrice(reply) ?? findPriceStatement(normaliseText(reply));
  if (price) problems.push(`price ${price}`);
  return problems;
}
