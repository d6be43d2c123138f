import type { HistoryItem } from "./conversation.ts";

/**
 * What of the history a request sends reaches the answerer (issue 28 finding 5). The API
 * accepts up to MAX_HISTORY_ITEMS items of MAX_MESSAGE_CHARS each, and the answerer replays
 * every visitor turn it is given through the whole understanding; a crafted history of long
 * turns it has never answered made one request cost 0.4 s of event-loop time. Follow-ups
 * need only the last few turns ("and how long does that take?"), which are short: the
 * longest earlier turn in every evaluation corpus is under 100 characters and none has more
 * than three. So the answerer gets the last MAX_ANSWERED_VISITOR_TURNS visitor turns and the
 * last reply, each cut to a length, in their order. Each earlier turn the answerer has not
 * answered before costs about as much as a new question of its length, so the cut is short.
 * `npm run bench:chat-history` measures it; the message itself is the answerer's (issue 29).
 */

/** Visitor turns kept for follow-ups. */
export const MAX_ANSWERED_VISITOR_TURNS = 3;
/** Characters kept of each earlier visitor turn. */
export const MAX_ANSWERED_TURN_CHARS = 120;
/** Characters kept of the last reply (the answerer rebuilds its own replies; a model may read it). */
export const MAX_ANSWERED_REPLY_CHARS = 1000;

/** The first `max` characters, without leaving half of a surrogate pair at the end. */
function cut(text: string, max: number): string {
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

export function boundHistory(history: readonly HistoryItem[]): HistoryItem[] {
  const visitorTurns = new Set(
    history
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => item.sender === "user")
      .slice(-MAX_ANSWERED_VISITOR_TURNS)
      .map(({ index }) => index),
  );
  const lastReply = history.findLastIndex((item) => item.sender === "ai");
  return history.flatMap((item, index): HistoryItem[] => {
    if (visitorTurns.has(index)) return [{ sender: "user", text: cut(item.text, MAX_ANSWERED_TURN_CHARS) }];
    if (index === lastReply) return [{ sender: "ai", text: cut(item.text, MAX_ANSWERED_REPLY_CHARS) }];
    return [];
  });
}
