import type { ConversationKey } from "./chat-state";
import {
  LIVE_ENDPOINT,
  type LiveEvent,
  type LivePoll,
  type LiveRequestAnswer,
  type LiveTyping,
} from "./live-protocol";
import { createSseParser } from "./sse-parser";

/**
 * The visitor's side of the live hand-off (issue 30): asking for a person, writing to them,
 * and following the conversation. The stream is read with fetch, so the conversation's
 * secret travels in a header; a stream that delivers nothing (a proxy buffering it) or keeps
 * failing gives way to polling, and every reconnect resumes after the last event seen.
 */

const TOKEN_HEADER = "x-conversation-token";
const REQUEST_TIMEOUT_MS = 15_000;
/** A stream that has not said "ready" by then is being buffered: poll instead. */
const READY_WITHIN_MS = 5000;
const POLL_EVERY_MS = 3000;
const RECONNECT_MAX_MS = 15_000;

/** The server no longer has a person in this conversation (409): the assistant answers. */
export class NotLive extends Error {
  override name = "NotLive";
}

/** The server does not know or cannot prove the conversation (404). */
export class LiveConversationUnknown extends Error {
  override name = "LiveConversationUnknown";
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${LIVE_ENDPOINT}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status === 409) throw new NotLive();
  if (response.status === 404) throw new LiveConversationUnknown();
  if (!response.ok) throw new Error(`live chat answered ${response.status}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const proof = (conversation: ConversationKey) => ({
  conversationId: conversation.id,
  conversationToken: conversation.token,
});

export function requestPerson(conversation: ConversationKey | undefined, page: string | undefined) {
  return post<LiveRequestAnswer>("/request", {
    ...(conversation ? proof(conversation) : {}),
    ...(page ? { page } : {}),
  });
}

export function sendLiveMessage(conversation: ConversationKey, text: string, page: string | undefined) {
  return post<{ event: LiveEvent }>("/messages", { ...proof(conversation), text, ...(page ? { page } : {}) });
}

export function sendTyping(conversation: ConversationKey) {
  return post<void>("/typing", proof(conversation));
}

export function giveUpWaiting(conversation: ConversationKey) {
  return post<{ status: LiveRequestAnswer["status"]; expectReply: string | null; seq: number }>(
    "/timeout",
    proof(conversation),
  );
}

export type LiveStreamHandlers = {
  event(event: LiveEvent): void;
  typing(typing: LiveTyping): void;
  /** The conversation is gone (deleted, or the secret no longer proves it). */
  gone(): void;
  /** Connected (true) or trying again (false). */
  connected(connected: boolean): void;
};

/** Follows the conversation from after `afterSeq`; returns the function that stops. */
export function followConversation(
  conversation: ConversationKey,
  afterSeq: number,
  handlers: LiveStreamHandlers,
): () => void {
  let lastSeq = afterSeq;
  let stopped = false;
  let polling = false;
  let failures = 0;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const url = `${LIVE_ENDPOINT}/conversations/${encodeURIComponent(conversation.id)}`;
  const headers = { [TOKEN_HEADER]: conversation.token };

  const deliver = (event: LiveEvent) => {
    if (event.seq <= lastSeq) return;
    lastSeq = event.seq;
    handlers.event(event);
  };

  const later = (run: () => void, ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, ms);
  };

  async function poll() {
    if (stopped) return;
    try {
      const response = await fetch(`${url}/events?after=${lastSeq}`, { headers, cache: "no-store" });
      if (response.status === 404) return handlers.gone();
      if (response.ok) {
        const data = (await response.json()) as LivePoll;
        for (const event of data.events) deliver(event);
        handlers.connected(true);
      }
    } catch {
      handlers.connected(false);
    }
    later(poll, POLL_EVERY_MS);
  }

  async function stream() {
    if (stopped) return;
    controller = new AbortController();
    let ready = false;
    const readyTimer = setTimeout(() => {
      if (ready || stopped) return;
      // Nothing arrived: a proxy holds the stream back. Poll from now on.
      polling = true;
      controller?.abort();
      void poll();
    }, READY_WITHIN_MS);
    try {
      const response = await fetch(`${url}/stream`, {
        headers: { ...headers, accept: "text/event-stream", "last-event-id": String(lastSeq) },
        cache: "no-store",
        signal: controller.signal,
      });
      if (response.status === 404) {
        clearTimeout(readyTimer);
        return handlers.gone();
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      const parser = createSseParser((message) => {
        if (message.event === "ready") {
          ready = true;
          failures = 0;
          clearTimeout(readyTimer);
          handlers.connected(true);
        } else if (message.event === "live") deliver(JSON.parse(message.data) as LiveEvent);
        else if (message.event === "typing") handlers.typing(JSON.parse(message.data) as LiveTyping);
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Dropped or aborted: reconnect below (unless polling took over or we stopped).
    }
    clearTimeout(readyTimer);
    if (stopped || polling) return;
    handlers.connected(false);
    failures += 1;
    // A stream that keeps failing at once is no better than polling.
    if (failures >= 5) {
      polling = true;
      void poll();
      return;
    }
    later(stream, Math.min(RECONNECT_MAX_MS, 500 * 2 ** failures));
  }

  void stream();
  return () => {
    stopped = true;
    controller?.abort();
    if (timer) clearTimeout(timer);
  };
}
