/**
 * Fixed-window counters per client, kept in the process: the limits' own counters when
 * REDIS_URL is unset, and their fallback while Redis is unavailable. Bounded: past
 * `maxClients` the client whose window started longest ago is forgotten first.
 */
export type Window = { count: number; endsAt: number };

/** Most clients remembered; the oldest window is forgotten first. */
const MAX_REMEMBERED_CLIENTS = 10_000;

export class WindowCounters {
  readonly #windows = new Map<string, Window>();
  readonly #maxClients: number;

  constructor(maxClients = MAX_REMEMBERED_CLIENTS) {
    this.#maxClients = maxClients;
  }

  /** The client's window if it is still open. */
  current(client: string, now = Date.now()): Window | undefined {
    const window = this.#windows.get(client);
    if (window && window.endsAt <= now) {
      this.#windows.delete(client);
      return undefined;
    }
    return window;
  }

  /** Counts one for the client, opening a window of `windowMs` when none is open. */
  increment(client: string, windowMs: number, now = Date.now()): Window {
    const window = this.current(client, now);
    if (window) {
      window.count += 1;
      return window;
    }
    if (this.#windows.size >= this.#maxClients) {
      const oldest = this.#windows.keys().next().value;
      if (oldest !== undefined) this.#windows.delete(oldest);
    }
    const opened = { count: 1, endsAt: now + windowMs };
    this.#windows.set(client, opened);
    return opened;
  }
}
