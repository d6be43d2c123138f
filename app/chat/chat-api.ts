import type { ConversationKey, HistoryItem } from "./chat-state";
import { CHAT_ENDPOINT } from "./limits";

export type ChatRequestBody = {
  message: string;
  history: HistoryItem[];
  /** The conversation this message continues; none for the first message of one. */
  conversation?: ConversationKey | undefined;
  page?: string | undefined;
};

/** Longer than the server's own model timeout, so a slow answer still arrives. */
const REQUEST_TIMEOUT_MS = 30_000;

export type ChatAnswer = {
  reply: string;
  /** The visitor wants to start something: the window offers to pass the chat to the team (issue 13). */
  offerHandoff: boolean;
  /** The conversation the server created for this message, with its secret (issue 28). */
  conversation?: ConversationKey;
  /** Issue 30: the assistant could answer (false: it did not know). */
  answered: boolean;
  /** Issue 30: the visitor asked for a person. */
  offerPerson: boolean;
  /** Issue 30: a person is in the conversation; the message went to them, not the assistant. */
  live: boolean;
};

/**
 * The server will not add this message to the conversation it names (issue 28): it does not
 * know or cannot prove it ("unknown", 404), or the conversation is full ("full", 409). The
 * widget then sends the same message as the start of a new conversation.
 */
export class ConversationRefused extends Error {
  readonly reason: "unknown" | "full";

  constructor(reason: "unknown" | "full") {
    super(`chat refused the conversation: ${reason}`);
    this.name = "ConversationRefused";
    this.reason = reason;
  }
}

/**
 * SPEC 7: POST /api/chat with { message, history }; the answer's `reply` is shown. A non-OK
 * status, a network error, a timeout or an answer without a reply all throw, and the widget
 * shows the connection error instead; a refused conversation throws ConversationRefused.
 */
export async function postChat(
  { message, history, conversation, page }: ChatRequestBody,
  fetchImpl: typeof fetch = fetch,
): Promise<ChatAnswer> {
  const body = {
    message,
    history,
    ...(conversation ? { conversationId: conversation.id, conversationToken: conversation.token } : {}),
    ...(page ? { page } : {}),
  };
  const response = await fetchImpl(CHAT_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (conversation && response.status === 404) throw new ConversationRefused("unknown");
  if (conversation && response.status === 409) throw new ConversationRefused("full");
  if (!response.ok) throw new Error(`chat answered ${response.status}`);
  const data = (await response.json()) as {
    reply?: unknown;
    offerHandoff?: unknown;
    conversationId?: unknown;
    conversationToken?: unknown;
    answered?: unknown;
    offerPerson?: unknown;
    live?: unknown;
  };
  if (typeof data.reply !== "string" || data.reply.trim().length === 0)
    throw new Error("chat answered without a reply");
  const issued =
    typeof data.conversationId === "string" && typeof data.conversationToken === "string"
      ? { id: data.conversationId, token: data.conversationToken }
      : undefined;
  return {
    reply: data.reply,
    offerHandoff: data.offerHandoff === true,
    answered: data.answered !== false,
    offerPerson: data.offerPerson === true,
    live: data.live === true,
    ...(issued ? { conversation: issued } : {}),
  };
}
