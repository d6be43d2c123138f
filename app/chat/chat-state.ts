/**
 * The widget's conversation: messages, the conversation the server issued (its id and the
 * secret that proves it, issue 28), and what survives navigation and a reload within the
 * tab (sessionStorage). Pure functions; the widget owns the React state.
 */
import { chatWidgetCopy } from "../content/chat";
import { CONVERSATION_TOKEN_PATTERN, MAX_HISTORY_ITEMS, MAX_MESSAGE_CHARS } from "./limits";
import { LIVE_STATUSES, type LiveStatus } from "./live-protocol";

/** "team": a person from the team who joined the conversation (issue 30). */
export type ChatSender = "user" | "ai" | "team";

export type ChatMessage = {
  id: string;
  sender: ChatSender;
  text: string;
  /** The assistant's opening message (never sent as history). */
  greeting?: boolean;
  /** The connection error shown in place of a reply. */
  error?: boolean;
  /** Issue 30: a line about the live hand-off ("‹Name› joined"), not anyone's message. */
  notice?: boolean;
  /** Issue 30: the team member who wrote it. */
  author?: string;
  /** Issue 30: the live event this message is (each is shown once). */
  seq?: number;
};

/** Issue 30: where the live hand-off stands, kept with the conversation across reloads. */
export type LiveSession = {
  status: LiveStatus;
  agentName: string | null;
  /** The last live event seen: the stream resumes after it. */
  lastSeq: number;
  /** While waiting: when the window stops waiting (ISO time). */
  waitUntil: string | null;
  /** Offline: when the team will answer, in words. */
  expectReply: string | null;
};

/** The conversation as the server issued it with the first answer: its id and its secret. */
export type ConversationKey = { id: string; token: string };

export type ChatSession = {
  /** None until the server has answered a first message (and stored it). */
  conversation?: ConversationKey;
  messages: ChatMessage[];
  /** The visitor passed this conversation to the team (issue 13): it is not offered again. */
  leadSent?: boolean;
  /** Issue 30: the live hand-off, once the visitor asked for a person. */
  live?: LiveSession;
};

export type HistoryItem = { text: string; sender: "user" | "ai" };

export const SESSION_KEY = "meridian:chat:v1";

/** Messages kept in the tab's storage; older ones are dropped (the server keeps the transcript). */
const MAX_STORED_MESSAGES = 100;

/** A random UUID; crypto.randomUUID needs a secure context, so there is a fallback for plain http. */
export function newId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function greetingMessage(): ChatMessage {
  return { id: "greeting", sender: "ai", text: chatWidgetCopy.greeting, greeting: true };
}

export function newSession(): ChatSession {
  return { messages: [greetingMessage()] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isConversationKey(value: unknown): value is ConversationKey {
  if (!value || typeof value !== "object") return false;
  const key = value as Record<string, unknown>;
  return (
    typeof key.id === "string" &&
    UUID.test(key.id) &&
    typeof key.token === "string" &&
    CONVERSATION_TOKEN_PATTERN.test(key.token)
  );
}

function isMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== "object") return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === "string" &&
    (message.sender === "user" || message.sender === "ai" || message.sender === "team") &&
    typeof message.text === "string" &&
    message.text.length <= MAX_MESSAGE_CHARS * 2
  );
}

function isLiveSession(value: unknown): value is LiveSession {
  if (!value || typeof value !== "object") return false;
  const live = value as Record<string, unknown>;
  return (
    LIVE_STATUSES.includes(live.status as LiveStatus) &&
    typeof live.lastSeq === "number" &&
    (live.agentName === null || typeof live.agentName === "string") &&
    (live.waitUntil === null || typeof live.waitUntil === "string") &&
    (live.expectReply === null || typeof live.expectReply === "string")
  );
}

/** The stored session, or a fresh one when there is none or it is unreadable. */
export function loadSession(storage: Pick<Storage, "getItem"> | undefined): ChatSession {
  try {
    const raw = storage?.getItem(SESSION_KEY);
    if (!raw) return newSession();
    const parsed = JSON.parse(raw) as {
      conversation?: unknown;
      messages?: unknown;
      leadSent?: unknown;
      live?: unknown;
    };
    if (!Array.isArray(parsed.messages) || !parsed.messages.every(isMessage)) return newSession();
    const messages = parsed.messages.filter((message) => !message.greeting);
    // A session saved before the server issued conversations (an id the browser chose) keeps
    // its messages; the next one starts a conversation on the server.
    const conversation = isConversationKey(parsed.conversation) ? parsed.conversation : undefined;
    return {
      ...(conversation ? { conversation: { id: conversation.id, token: conversation.token } } : {}),
      messages: [greetingMessage(), ...messages],
      ...(conversation && parsed.leadSent === true ? { leadSent: true } : {}),
      ...(conversation && isLiveSession(parsed.live) ? { live: parsed.live } : {}),
    };
  } catch {
    return newSession();
  }
}

export function saveSession(storage: Pick<Storage, "setItem"> | undefined, session: ChatSession): void {
  try {
    const messages = session.messages.filter((message) => !message.greeting).slice(-MAX_STORED_MESSAGES);
    storage?.setItem(
      SESSION_KEY,
      JSON.stringify({
        conversation: session.conversation,
        messages,
        leadSent: session.leadSent,
        live: session.live,
      }),
    );
  } catch {
    // Storage full or blocked: the conversation still works, it just won't survive a reload.
  }
}

/**
 * SPEC 3/7: history is the earlier messages as { text, sender }, without the first greeting;
 * at most the last MAX_HISTORY_ITEMS, each within the server's length limit.
 */
export function historyFor(messages: readonly ChatMessage[]): HistoryItem[] {
  return messages
    .filter((message) => !message.greeting && !message.notice)
    .slice(-MAX_HISTORY_ITEMS)
    .map((message) => ({
      text: message.text.slice(0, MAX_MESSAGE_CHARS),
      // The API knows two senders; a team member's words count as the other side's.
      sender: message.sender === "team" ? "ai" : message.sender,
    }));
}
