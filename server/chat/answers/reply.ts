import { MAX_MESSAGE_CHARS } from "../../../app/chat/limits.ts";
import type { Passage } from "../knowledge/build.ts";

/** What an answer stage returns: the reply and how it came about. */
export type ReplyKind = "answer" | "lead" | "decline" | "not-offered" | "not-found" | "small-talk";

export type Reply = {
  text: string;
  kind: ReplyKind;
  /** The stage and case that answered ("item.features", "company.hours"). */
  topic: string;
  /** Pages the reply was built from. */
  sources: string[];
  /** The visitor wants to start something or reach a person: offer to pass the conversation on. */
  offerHandoff?: boolean;
  /** Passages a model may reword (answers composed from passages only). */
  passages?: Passage[];
};

export const reply = (
  text: string,
  kind: ReplyKind,
  topic: string,
  sources: string[] = [],
  extra: Partial<Reply> = {},
): Reply => ({
  text,
  kind,
  topic,
  sources: [...new Set(sources)],
  ...extra,
});

/** "- [Name](/url): text" lines. */
export const bulletLines = (lines: readonly string[]): string => lines.map((line) => `- ${line}`).join("\n");

export const link = (label: string, href: string): string => `[${label}](${href})`;

/** A reply must fit in a history item the widget sends back (MAX_MESSAGE_CHARS). */
export function capReply(reply: string, max = MAX_MESSAGE_CHARS): string {
  if (reply.length <= max) return reply;
  const cut = reply.slice(0, max - 1);
  const boundary = Math.max(cut.lastIndexOf("\n"), cut.lastIndexOf(". "));
  return `${boundary > max / 2 ? cut.slice(0, boundary + 1).trimEnd() : cut}…`;
}

/**
 * Blocks of a reply and its closing line (the links), within what the widget sends back as
 * history: whole blocks while they fit, the first cut at a sentence if even it does not, and the
 * closing line always kept.
 */
export function fitted(blocks: readonly string[], closing: string, max = MAX_MESSAGE_CHARS): string {
  const room = max - closing.length - 2;
  // Blank lines between blocks: the widget shows each as its own paragraph.
  const kept: string[] = [];
  let used = 0;
  for (const block of blocks) {
    if (used + block.length + 2 <= room) {
      kept.push(block);
      used += block.length + 2;
    } else if (kept.length === 0) kept.push(capReply(block, room));
  }
  return [...kept, closing].join("\n\n");
}
