/**
 * Visitor text is data. These helpers make it safe for the two places an e-mail puts
 * it: an HTML body (escaped) and a header (one line, no control characters).
 */

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * One header-safe line: CR, LF and every other control, format (bidirectional
 * overrides, zero-width) or line/paragraph separator character becomes a space,
 * runs of white space collapse, and the result is capped. A name such as
 * "Eve\r\nBcc: victim@example.com" can then only ever be text inside one header.
 */
export function headerText(value: string, maxLength = 120): string {
  const line = value
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (line.length <= maxLength) return line;
  return `${Array.from(line)
    .slice(0, maxLength - 1)
    .join("")
    .trimEnd()}…`;
}

/** Every line break a mail reader may honour: CRLF, LF, CR, VT, FF, NEL, LS, PS. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
/** Other controls and invisible format characters, except the joiners scripts and emoji spell with. */
const INVISIBLE = /\p{Cc}|(?![\u200C\u200D])\p{Cf}/gu;

/**
 * A visitor's value as lines of an e-mail's text part: split at every kind of line break,
 * each line without controls or invisible characters. The caller indents every line, so a
 * value can never start a line of its own that reads as the e-mail's (issue 28 item 8).
 */
export function bodyLines(value: string): string[] {
  return value.split(LINE_BREAK).map((line) => line.replace(INVISIBLE, " "));
}

/** A visitor's value on one line of an e-mail's text part (a page, a file name). */
export function oneLine(value: string): string {
  return bodyLines(value).join(" ");
}

/** Looks like a link or an address: spam in a "name" is almost always one of these. */
const LINK_LIKE = /(:\/\/|www\.|@|[\p{L}\p{N}-]+\.[\p{L}]{2,}(\/|\b))/iu;

/**
 * What a name is made of: letters and their marks, spaces, apostrophes, hyphens,
 * periods and commas ("Anne-Marie O'Neill", "J. R. R. Tolkien", "José Ramírez").
 * No digits, so no phone number; no ":", "/" or "@", so no link or address.
 */
const NAME_LIKE = /^[\p{L}\p{M}][\p{L}\p{M} '’.,-]*$/u;

/**
 * The visitor's name as a confirmation may greet them with, or undefined when it
 * should not be repeated at all: the confirmation goes to whatever address was typed
 * into the form, so a "name" carrying a link, an address, a phone number or a pitch
 * ("Big prize! Call +44 7000 000000 now") would turn the site into a relay for someone
 * else's text (issue 5, ADR 502; issue 12 item 5).
 */
export function greetingName(name: unknown): string | undefined {
  if (typeof name !== "string") return undefined;
  const line = headerText(name, 200);
  if (line === "" || line.length > 80 || LINK_LIKE.test(line) || !NAME_LIKE.test(line)) return undefined;
  return line;
}

/** A single, plain mailbox: no display name, no list, no header characters. */
const MAILBOX = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/u;

export function plainAddress(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const address = value.trim();
  return address.length <= 254 && MAILBOX.test(address) ? address : undefined;
}
