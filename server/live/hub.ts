import type { LiveEvent, LiveSender, LiveTyping } from "../../app/chat/live-protocol.ts";
import type { BusNotice, LiveBus } from "./bus.ts";

/**
 * This instance's open streams and how a notice reaches them. A stream subscribes to one
 * conversation from the last event it has; on every notice for that conversation the hub
 * reads what is new from the store once (however many streams watch it here) and gives
 * each stream the events after its own last one. Subscribing triggers the same read, so the
 * catch-up after a reconnect and the live push are one path, and nothing stored between
 * the two can fall through.
 */

export type StreamListener = {
  /** Who reads the stream: typing by the other side is passed on, one's own is not. */
  role: LiveSender;
  lastSeq: number;
  event(event: LiveEvent): void;
  typing(typing: LiveTyping): void;
};

type Watched = { listeners: Set<StreamListener>; reading: boolean; again: boolean };

export type LiveHub = ReturnType<typeof createLiveHub>;

export function createLiveHub(options: {
  bus: LiveBus;
  readEvents: (conversationId: string, afterSeq: number) => Promise<LiveEvent[]>;
  onError: (error: unknown) => void;
}) {
  const { bus } = options;
  const conversations = new Map<string, Watched>();
  const queueListeners = new Set<() => void>();

  async function read(conversationId: string): Promise<void> {
    const watched = conversations.get(conversationId);
    if (!watched) return;
    if (watched.reading) {
      watched.again = true;
      return;
    }
    watched.reading = true;
    try {
      do {
        watched.again = false;
        if (watched.listeners.size === 0) break;
        const from = Math.min(...[...watched.listeners].map((listener) => listener.lastSeq));
        const events = await options.readEvents(conversationId, from);
        for (const listener of watched.listeners) {
          for (const event of events) {
            if (event.seq <= listener.lastSeq) continue;
            listener.lastSeq = event.seq;
            listener.event(event);
          }
        }
        // A full page: there may be more.
        if (events.length >= 500) watched.again = true;
      } while (watched.again);
    } catch (error) {
      options.onError(error);
    } finally {
      watched.reading = false;
      if (watched.listeners.size === 0) conversations.delete(conversationId);
    }
  }

  bus.onNotice((notice: BusNotice) => {
    if (notice.kind === "queue") {
      for (const listener of queueListeners) listener();
      return;
    }
    const watched = conversations.get(notice.conversationId);
    if (!watched) return;
    if (notice.kind === "event") {
      void read(notice.conversationId);
      return;
    }
    const typing: LiveTyping = { type: "typing", sender: notice.sender, author: notice.author };
    for (const listener of watched.listeners) if (listener.role !== notice.sender) listener.typing(typing);
  });

  // Notices may have been lost while the carrier was down: read every watched conversation again.
  bus.onReconnect(() => {
    for (const conversationId of conversations.keys()) void read(conversationId);
    for (const listener of queueListeners) listener();
  });

  const publish = (notice: BusNotice) =>
    bus.publish(notice).catch((error) => {
      options.onError(error);
      // The carrier is down: this instance's own streams still hear it.
      if (notice.kind === "event") void read(notice.conversationId);
      if (notice.kind === "queue") for (const listener of queueListeners) listener();
    });

  return {
    /** Streams the conversation's events after `listener.lastSeq`; returns the unsubscribe. */
    watch(conversationId: string, listener: StreamListener): () => void {
      let watched = conversations.get(conversationId);
      if (!watched) {
        watched = { listeners: new Set(), reading: false, again: false };
        conversations.set(conversationId, watched);
      }
      watched.listeners.add(listener);
      void read(conversationId);
      return () => {
        const current = conversations.get(conversationId);
        if (!current) return;
        current.listeners.delete(listener);
        if (current.listeners.size === 0 && !current.reading) conversations.delete(conversationId);
      };
    },
    watchQueue(listener: () => void): () => void {
      queueListeners.add(listener);
      return () => queueListeners.delete(listener);
    },
    /** After an event is stored: every instance's streams of the conversation read it, and the queue changes. */
    stored(conversationId: string, seq: number): Promise<void> {
      return Promise.all([publish({ kind: "event", conversationId, seq }), publish({ kind: "queue" })]).then(
        () => {},
      );
    },
    typing(conversationId: string, sender: LiveSender, author: string | null): Promise<void> {
      return publish({ kind: "typing", conversationId, sender, author });
    },
    queueChanged(): Promise<void> {
      return publish({ kind: "queue" });
    },
    /** Streams open on this instance (the bench reads it). */
    streamCount(): number {
      let count = 0;
      for (const watched of conversations.values()) count += watched.listeners.size;
      return count;
    },
  };
}
