/**
 * Issue 30: how the window's conversation changes with the live hand-off. Pure functions of
 * the session, so a stream event, a reload and a second delivery of one event all end in
 * the same state: events at or before the last one seen change nothing, and a status the
 * window already shows adds no second line.
 */
import { liveChatCopy } from "../content/live-chat";
import type { ChatMessage, ChatSession, LiveSession } from "./chat-state";
import type { LiveEvent, LiveStatus } from "./live-protocol";

export function notice(
  text: string,
  id = `notice-${Date.now()}-${Math.random().toString(36).slice(2)}`,
): ChatMessage {
  return { id, sender: "ai", text, notice: true };
}

/** A person is asked for or in the conversation: the visitor's messages go to the team. */
export function personInvolved(live: LiveSession | undefined): boolean {
  return live?.status === "waiting" || live?.status === "joined";
}

/** The window keeps following the conversation while the team may still write to it. */
export function following(live: LiveSession | undefined): boolean {
  return live !== undefined && live.status !== "closed";
}

/** The lines that tell the visitor the team will answer by e-mail, and when. */
export function offlineNotices(session: ChatSession, expectReply: string | null): ChatMessage[] {
  const lines = [notice(session.leadSent ? liveChatCopy.offlineWithAddress : liveChatCopy.offlineLead)];
  if (expectReply) lines.push(notice(liveChatCopy.expectReply(expectReply)));
  return lines;
}

function statusNotice(status: LiveStatus, author: string | null, live: LiveSession): ChatMessage | undefined {
  if (status === "joined") return notice(liveChatCopy.joined(author ?? liveChatCopy.teamLabel(null)));
  if (status === "closed") return notice(liveChatCopy.closed(author ?? live.agentName));
  if (status === "waiting") return notice(liveChatCopy.asking);
  return undefined;
}

/** The session after one live event from the stream. */
export function applyLiveEvent(session: ChatSession, event: LiveEvent): ChatSession {
  const live = session.live;
  if (!live || event.seq <= live.lastSeq) return session;
  const next: LiveSession = { ...live, lastSeq: event.seq };
  const added: ChatMessage[] = [];
  if (event.type === "message") {
    // The visitor's own messages are in the window already (it added them when sent).
    if (event.sender === "team")
      added.push({
        id: `live-${event.seq}`,
        sender: "team",
        text: event.text,
        seq: event.seq,
        ...(event.author ? { author: event.author } : {}),
      });
  } else if (event.status !== live.status) {
    next.status = event.status;
    if (event.status === "joined") next.agentName = event.author;
    if (event.status !== "waiting") next.waitUntil = null;
    const line = statusNotice(event.status, event.author, live);
    if (line) added.push(line);
    if (event.status === "offline") added.push(...offlineNotices(session, live.expectReply));
  }
  return {
    ...session,
    live: next,
    messages: added.length ? [...session.messages, ...added] : session.messages,
  };
}
