/**
 * Replies are plain text with a few conventions, turned into data the widget renders as
 * React elements (never as HTML): paragraphs separated by blank lines, "- " list items,
 * [label](href) links, and bare URLs, e-mail addresses and phone numbers made clickable.
 * Only safe targets become links: site paths, the quote-form action, and the site's own https
 * pages, e-mail address and phone number (own-links.ts); anything else stays text, so a reply
 * can never make an off-site address clickable (issue 10 §3).
 */
import { QUOTE_FORM_HREF } from "../content/chat";
import { isOwnEmail, isOwnPhone, isOwnUrl } from "./own-links";

export type LinkKind = "internal" | "external" | "mail" | "phone" | "quote";

export type Inline =
  | { type: "text"; text: string }
  | { type: "link"; text: string; href: string; kind: LinkKind };

export type ReplyBlock = { type: "paragraph"; content: Inline[] } | { type: "list"; items: Inline[][] };

/** What a link target is, or undefined when it must not be a link. */
export function linkKind(href: string): LinkKind | undefined {
  if (href === QUOTE_FORM_HREF) return "quote";
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return "internal";
  if (/^https:\/\/[^\s/]+\.[^\s]+$/i.test(href)) return isOwnUrl(href) ? "external" : undefined;
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(href)) return isOwnEmail(href.slice(7)) ? "mail" : undefined;
  if (/^tel:\+?[\d]{6,}$/.test(href)) return isOwnPhone(href.slice(4)) ? "phone" : undefined;
  return undefined;
}

const TOKEN =
  /\[([^\]\n]+)\]\(([^)\s]+)\)|(https:\/\/[^\s<>()]+[^\s<>().,;:!?'"])|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})|(\+\d[\d ]{7,}\d)/g;

/** One line of text as text and link pieces. */
export function parseInline(text: string): Inline[] {
  const pieces: Inline[] = [];
  const pushText = (value: string) => {
    if (value.length === 0) return;
    const last = pieces.at(-1);
    if (last?.type === "text") last.text += value;
    else pieces.push({ type: "text", text: value });
  };
  let position = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    pushText(text.slice(position, start));
    position = start + match[0].length;
    const [whole, label, href, url, email, phone] = match;
    if (label !== undefined && href !== undefined) {
      const kind = linkKind(href);
      if (kind) pieces.push({ type: "link", text: label, href, kind });
      else pushText(label);
    } else if (url !== undefined) {
      if (linkKind(url)) pieces.push({ type: "link", text: url, href: url, kind: "external" });
      else pushText(url);
    } else if (email !== undefined) {
      if (linkKind(`mailto:${email}`))
        pieces.push({ type: "link", text: email, href: `mailto:${email}`, kind: "mail" });
      else pushText(email);
    } else if (phone !== undefined) {
      const href = `tel:${phone.replace(/\s/g, "")}`;
      if (linkKind(href)) pieces.push({ type: "link", text: phone, href, kind: "phone" });
      else pushText(phone);
    } else {
      pushText(whole);
    }
  }
  pushText(text.slice(position));
  return pieces;
}

export function parseReply(reply: string): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  for (const chunk of reply.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: Inline[][] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ type: "paragraph", content: parseInline(paragraph.join(" ")) });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length > 0) blocks.push({ type: "list", items: list });
      list = [];
    };
    for (const rawLine of chunk.split("\n")) {
      const line = rawLine.trim();
      if (line.length === 0) continue;
      const item = line.match(/^[-*•]\s+(.*)$/);
      if (item) {
        flushParagraph();
        list.push(parseInline(item[1] ?? ""));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}
