import type { SavedReply } from "../api";

/**
 * Issue 30: saved replies are "inserted by typing their shortcut": when the team member
 * types a shortcut followed by a space (or ends the draft with one and presses Tab), it is
 * replaced by the saved text. A shortcut must stand alone: "/hours" inside "a/hours" is not one.
 */
export function expandShortcut(
  draft: string,
  replies: readonly SavedReply[],
  { atEnd = false } = {},
): string {
  const match = (atEnd ? /(^|\s)(\/[a-z0-9-]+)$/ : /(^|\s)(\/[a-z0-9-]+) $/).exec(draft);
  if (!match) return draft;
  const shortcut = match[2] ?? "";
  const reply = replies.find((candidate) => candidate.shortcut === shortcut);
  if (!reply) return draft;
  const start = (match.index ?? 0) + (match[1] ?? "").length;
  return `${draft.slice(0, start)}${reply.text}${atEnd ? "" : " "}`;
}
