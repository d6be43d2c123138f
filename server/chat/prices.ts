/**
 * Finds a price in a text, in figures ("£500", "600/day", "2k GBP") or in words ("five hundred
 * pounds", "a few hundred dollars", "fifty euros an hour"). The assistant never states fees
 * (pricing is custom), so a model answer with a price is thrown away, and the evaluation checks
 * every built reply with the same function.
 */

const NUMBER_WORD =
  "(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|couple|few|several|dozen|grand|half|a)";
const AMOUNT = `(?:\\d[\\d,.]*\\s?(?:k|m|bn)?|${NUMBER_WORD}(?:[\\s-]+(?:and[\\s-]+|of[\\s-]+)?${NUMBER_WORD}){0,5})`;
const CURRENCY = "(?:pounds?|quid|sterling|dollars?|bucks|euros?|gbp|usd|eur|pence|cents?)";
const PERIOD = "(?:hour|hr|day|week|month|year|sprint|person[\\s-]day)";

const PRICE_PATTERNS: readonly RegExp[] = [
  /[£$€¥]/,
  new RegExp(`\\b${AMOUNT}\\s?${CURRENCY}\\b`),
  new RegExp(`\\b(?:gbp|usd|eur)\\s?${AMOUNT}\\b`),
  // A figure per period is a rate even without a currency ("600/day", "80 per hour").
  new RegExp(`\\b\\d[\\d,.]*\\s?k?\\s?(?:per|/)\\s?${PERIOD}\\b`),
  new RegExp(
    `\\b(?:hourly|daily|day|weekly|monthly)\\s+rates?\\s*(?:of|is|are|:|at|from|starts? at)?\\s*(?:about|around|roughly)?\\s*${AMOUNT}`,
  ),
];

/** The first price-like statement in `text`, if any. */
export function findPrice(text: string): string | undefined {
  const lower = text.toLowerCase().replace(/[\u2013\u2014]/g, "-");
  for (const pattern of PRICE_PATTERNS) {
    const match = lower.match(pattern);
    if (match) return match[0];
  }
  return undefined;
}
