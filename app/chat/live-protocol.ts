/**
 * Issue 30, the live hand-off: what the visitor's window and the server say to each other
 * about a person joining the chat. Shared by the widget and the server (which loads this
 * file directly, so imports carry their extension). No zod here: the window's chunk stays
 * small; the server's request schemas are in server/live/schemas.ts.
 */
import { MAX_MESSAGE_CHARS } from "./limits.ts";

export const LIVE_ENDPOINT = "/api/live";

/**
 * waiting: a person is being asked; joined: a team member is in the conversation (the
 * assistant is silent); closed: the team member closed it (the assistant answers again);
 * offline: outside live-chat hours or nobody joined in time, the team answers by e-mail.
 */
export const LIVE_STATUSES = ["waiting", "joined", "closed", "offline"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** Who wrote a live message: the visitor, a team member, or the server (a status line). */
export type LiveSender = "visitor" | "team";

/** A stored event of one conversation; `seq` is its Server-Sent Events id. */
export type LiveEvent =
  | { seq: number; type: "message"; sender: LiveSender; text: string; author: string | null; at: string }
  | { seq: number; type: "status"; status: LiveStatus; author: string | null; at: string };

/** Not stored: someone is typing (sent at most every few seconds while they type). */
export type LiveTyping = { type: "typing"; sender: LiveSender; author: string | null };

/** A live message is as long as a chat message. */
export const MAX_LIVE_MESSAGE_CHARS = MAX_MESSAGE_CHARS;

/** A conversation holds at most this many live messages; then the team continues by e-mail. */
export const MAX_LIVE_MESSAGES = 400;

/** The widget says "typing" at most this often; the indicator fades after twice as long. */
export const TYPING_EVERY_MS = 2500;

/** What POST /api/live/request answers. */
export type LiveRequestAnswer = {
  conversationId: string;
  /** Only when this request started the conversation. */
  conversationToken?: string;
  status: LiveStatus;
  /** The last event stored so far: the stream resumes after it. */
  seq: number;
  /** While waiting: when the window stops waiting and offers the e-mail path (ISO time). */
  waitUntil: string | null;
  /** Offline: when the team will answer, in words ("by 10:00 on Monday"). */
  expectReply: string | null;
};

/** What the visitor's stream answers when polled (a proxy that buffers the stream). */
export type LivePoll = { events: LiveEvent[]; typing: boolean };
