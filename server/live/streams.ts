import type { SseStream } from "./sse.ts";

/**
 * The streams open on this instance, by conversation (or "queue"): counted to cap each
 * conversation's, and all closed when the server shuts down (an open stream would otherwise
 * hold the shutdown until its grace ran out; the browser reconnects to another instance).
 */
export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

export function createStreamRegistry() {
  const open = new Map<string, Set<SseStream>>();
  return {
    add(key: string, stream: SseStream): () => void {
      let set = open.get(key);
      if (!set) {
        set = new Set();
        open.set(key, set);
      }
      set.add(stream);
      return () => {
        const current = open.get(key);
        current?.delete(stream);
        if (current?.size === 0) open.delete(key);
      };
    },
    count(key: string): number {
      return open.get(key)?.size ?? 0;
    },
    total(): number {
      let total = 0;
      for (const set of open.values()) total += set.size;
      return total;
    },
    closeAll(): void {
      for (const set of open.values()) for (const stream of set) stream.close();
      open.clear();
    },
  };
}
