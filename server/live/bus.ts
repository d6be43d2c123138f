import type { LiveSender } from "../../app/chat/live-protocol.ts";

/**
 * How instances tell each other that something happened in a live conversation (ADR 830).
 * A notice carries no message text: the event is already stored when it is published, and
 * each instance reads it from the store, so a notice is small (PostgreSQL's NOTIFY takes
 * 8,000 bytes), and a notice lost while a connection was down costs nothing a re-read after
 * reconnecting does not repair. Typing is the exception: it is never stored, so it travels whole.
 *
 * Three carriers: in the process (the embedded SQLite store runs one instance), PostgreSQL
 * LISTEN/NOTIFY (several instances on one database), Redis pub/sub (when REDIS_URL is set).
 */
export type BusNotice =
  /** Events up to `seq` are stored for the conversation. */
  | { kind: "event"; conversationId: string; seq: number }
  | { kind: "typing"; conversationId: string; sender: LiveSender; author: string | null }
  /** The team's queue changed (a conversation waits, was joined, closed, got a message). */
  | { kind: "queue" };

export interface LiveBus {
  readonly name: "process" | "postgres" | "redis";
  /** Resolves once the notice is handed to the carrier; rejects if the carrier is down. */
  publish(notice: BusNotice): Promise<void>;
  /** Every notice, this instance's own included. */
  onNotice(handler: (notice: BusNotice) => void): void;
  /** The carrier came back after an outage: notices may have been missed meanwhile. */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

/** The channel name on PostgreSQL and Redis. */
export const LIVE_CHANNEL = "meridian_live";

export function encodeNotice(notice: BusNotice): string {
  return JSON.stringify(notice);
}

export function decodeNotice(text: string): BusNotice | undefined {
  try {
    const value = JSON.parse(text) as Partial<BusNotice> & Record<string, unknown>;
    if (value.kind === "queue") return { kind: "queue" };
    if (typeof value.conversationId !== "string") return undefined;
    if (value.kind === "event" && typeof value.seq === "number")
      return { kind: "event", conversationId: value.conversationId, seq: value.seq };
    if (value.kind === "typing" && (value.sender === "visitor" || value.sender === "team"))
      return {
        kind: "typing",
        conversationId: value.conversationId,
        sender: value.sender,
        author: typeof value.author === "string" ? value.author : null,
      };
    return undefined;
  } catch {
    return undefined;
  }
}

/** One instance: notices go straight to this process's handlers (after the current task, as a carrier would). */
export function createProcessBus(): LiveBus {
  const handlers: ((notice: BusNotice) => void)[] = [];
  return {
    name: "process",
    async publish(notice) {
      queueMicrotask(() => {
        for (const handler of handlers) handler(notice);
      });
    },
    onNotice(handler) {
      handlers.push(handler);
    },
    onReconnect() {},
    async close() {},
  };
}
