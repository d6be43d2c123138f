/**
 * A list answered for one of its items: "what happened in 2022 on your timeline?", "and
 * 2024?" get the item of that year, not the whole timeline (whose other years would answer
 * something else).
 */
import type { Reply } from "./builders/compose.ts";

/** A year the message names. */
const YEAR = /\b(?:19|20)\d\d\b/g;

/**
 * The reply with only the list items naming a year the message names, when some but not all
 * of them do; its other lines (the list's lead-in, the pointer to the page) are kept.
 */
export const withAskedItems = (message: string, reply: Reply): Reply => {
  const years = message.match(YEAR);
  if (!years || reply.kind !== "answer") return reply;
  const lines = reply.text.split("\n");
  const isItem = (line: string) => /^\s*-\s/.test(line);
  const items = lines.filter(isItem);
  const asked = items.filter((item) => years.some((year) => new RegExp(`\\b${year}\\b`).test(item)));
  if (asked.length === 0 || asked.length === items.length) return reply;
  const text = lines.filter((line) => !isItem(line) || asked.includes(line)).join("\n");
  return { ...reply, text };
};
