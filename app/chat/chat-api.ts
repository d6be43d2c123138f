import type { HistoryItem } from "./chat-state";
import { CHAT_ENDPOINT } from "./limits";

export type ChatRequestBody = {
  message: string;
  history: HistoryItem[];
  conversationId: string;
  page?: string;
};

/** Longer than the server's own model timeout, so a slow answer still arrives. */
const REQUEST_TIMEOUT_MS = 30_000;

export type ChatAnswer = {
  reply: string;
  /** The visitor wants to start something: the window offers to pass the chat to the team (issue 13). */
  offerHandoff: boolean;
};

/**
 * SPEC 7: POST /api/chat with { message, history }; the answer's `reply` is shown. A non-OK
 * status, a network error, a timeout or an answer without a reply all throw, and the widget
 * shows the connection error instead.
 */
export async function postChat(body: ChatRequestBody, fetchImpl: typeof fetch = fetch): Promise<ChatAnswer> {
  const response = await fetchImpl(CHAT_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`chat answered ${response.status}`);
  const data = (await response.json()) as { reply?: unknown; offerHandoff?: unknown };
  if (typeof data.reply !== "string" || data.reply.trim().length === 0)
    throw new Error("chat answered without a reply");
  return { reply: data.reply, offerHandoff: data.offerHandoff === true };
}
