/**
 * Small helpers the answer builders share: links in the widget's format, lists written as
 * prose ("A, B and C"), paragraphs, and the reply type every builder returns.
 */

import type { Passage } from "../passages.ts";
import type { Entity } from "../understanding/catalogue.ts";

export type ReplyKind = "answer" | "lead" | "decline" | "not-offered" | "not-found" | "small-talk";

export type Reply = {
  text: string;
  kind: ReplyKind;
  /** The intent it answers (an id of topics.ts, or a rule's name). */
  topic: string;
  /** What the reply is about, most important first: the next question's "it" and "the other one". */
  about: Entity[];
  /** The visitor wants to start something: the widget may offer to pass the conversation on. */
  offerHandoff?: boolean;
  /** Passages a model may rephrase (only for answers composed from passages). */
  passages?: Passage[];
};

export function link(label: string, href: string): string {
  return `[${label}](${href})`;
}

/**
 * The line that sends the visitor to the page an answer came from: "More on the [AWS](/technologies/aws)
 * page." The home page's title is not a name the site uses for it, so it is "our home page", as
 * the site's own links call it.
 */
export function pagePointer(pageTitle: string, href: string): string {
  return href.split("#")[0] === "/"
    ? `More on our ${link("home page", href)}.`
    : `More on the ${link(pageTitle, href)} page.`;
}

export function entityLink(entity: Pick<Entity, "name" | "url">): string {
  return link(entity.name, entity.url);
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

export function paragraphs(...parts: (string | undefined | false | null)[]): string {
  return parts
    .filter((part): part is string => typeof part === "string" && part.trim().length > 0)
    .join("\n\n");
}

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

/** The text ends with a full stop unless it already ends a sentence. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?:…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The first letter in lower case, for quoting a content sentence mid-sentence ("We build…" → "we build…"). */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text[0]?.toLowerCase()}${text.slice(1)}` : text;
}

/** The first `count` sentences of a content text. */
export function firstSentences(text: string, count = 1): string {
  const parts = text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/);
  return parts.slice(0, count).join(" ");
}

export function answer(topic: string, text: string, about: Entity[] = [], extra: Partial<Reply> = {}): Reply {
  return { text, kind: "answer", topic, about, ...extra };
}
