/**
 * Types of the blind evaluation corpus of the support chat (tests/chat-eval/blind).
 * The corpus was written from the public website content only, without looking at the
 * chat implementation; see README.md in this folder.
 */

export const BLIND_CATEGORIES = [
  "company",
  "services",
  "technologies",
  "portfolio",
  "blog",
  "careers",
  "contact",
  "pricing",
  "privacy",
  "lead",
  "out-of-scope",
] as const;

export type BlindCategory = (typeof BLIND_CATEGORIES)[number];

export const BLIND_STYLES = [
  "casual",
  "typo",
  "indirect",
  "yes-no",
  "comparison",
  "not-offered",
  "multi-turn",
  "manipulation",
  "off-topic",
  "direct",
] as const;

export type BlindStyle = (typeof BLIND_STYLES)[number];

export type BlindCase = {
  /** "q" and four digits, unique across both splits. */
  id: string;
  category: BlindCategory;
  style: BlindStyle;
  /** Visitor messages in order; only the reply to the last one is judged. */
  turns: string[];
  /**
   * Atomic facts a correct reply states: every entry is a list of acceptable alternatives,
   * and the reply must contain at least one alternative of every entry (case-insensitive
   * substring of the whole reply, link targets included).
   */
  mustContain: string[][];
  /** The reply must link ([text](href)) to at least one of these; empty when no link is required. */
  linkAnyOf: string[];
  /** Case-insensitive substrings the reply must not contain. */
  mustNotContain: string[];
  /** Where on the website the expected facts are stated. */
  source: string;
  note?: string;
};
