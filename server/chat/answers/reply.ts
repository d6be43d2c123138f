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

export const reply = (text: string, kind: ReplyKind, topic: string, sources: string[] = [], extra: Partial<Reply> = {}): Reply => ({
  text,
  kind,
  topic,
  sources: [...new Set(sources)],
  ...extra,
});

/** "- [Name](/url): text" lines. */
export const bulletLines = (lines: readonly string[]): string => lines.map((line) => `- ${line}`).join("\n");

export const link = (label: string, href: string): string => `[${label}](${href})`;
