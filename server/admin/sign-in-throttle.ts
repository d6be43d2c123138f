import { ApiError } from "../api/errors.ts";

/**
 * How sign-in guessing is slowed (issue 12 items 2 and 6, ADR 801). Every attempt is
 * reserved in the store before the password is checked, against two counters: the
 * client's address and the one team account. Each attempt past the free ones holds
 * the next off for a growing delay, up to a soft cap, so a guesser is slowed to a crawl
 * while the team, even behind the same address, gets in after a short wait.
 */

/** Delay after the n-th attempt in the window (index n - 1): `free` attempts, then doubling to the cap. */
export function delaySchedule({ free, firstMs, capMs }: { free: number; firstMs: number; capMs: number }) {
  const delays: number[] = Array.from({ length: free - 1 }, () => 0);
  for (let delay = firstMs; delay < capMs; delay *= 2) delays.push(delay);
  delays.push(capMs);
  return delays;
}

/** Five attempts from one address, then 1 s, 2 s, 4 s … up to one minute between attempts. */
export const ADDRESS_DELAYS = delaySchedule({ free: 5, firstMs: 1000, capMs: 60_000 });
/** Twenty attempts on the account from anywhere, then 1 s … up to 10 s between attempts. */
export const ACCOUNT_DELAYS = delaySchedule({ free: 20, firstMs: 1000, capMs: 10_000 });
/** Attempts older than this no longer count. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** The attempt whose reservation sets the first non-zero delay. */
export function firstDelayedAttempt(delays: readonly number[]): number {
  return delays.findIndex((delay) => delay > 0) + 1;
}

export const ACCOUNT_KEY = "account";
export const addressKey = (address: string) => `address:${address}`;

/**
 * Caps password checks running at once. scrypt runs on libuv's thread pool (4 threads by
 * default), which also serves file reads for the static site; a burst of sign-ins must not
 * take all of it. Two at a time in the process, one per address (a second attempt from an
 * address while its first is checked is answered 429 at once), a short queue for the rest.
 */
export function createVerificationGate({
  concurrent = 2,
  perAddress = 1,
  queue = 32,
}: {
  concurrent?: number;
  perAddress?: number;
  queue?: number;
} = {}) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const perAddressInFlight = new Map<string, number>();

  async function slot(): Promise<() => void> {
    if (running >= concurrent) {
      if (waiting.length >= queue) throw busy("Too many sign-in attempts at once. Please try again.");
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    };
  }

  return {
    /** Holds the address's slot for the whole attempt; throws 429 when the address already has its share. */
    enter(address: string): () => void {
      const inFlight = perAddressInFlight.get(address) ?? 0;
      if (inFlight >= perAddress) {
        throw busy("A sign-in from your address is already being checked. Please try again in a moment.");
      }
      perAddressInFlight.set(address, inFlight + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const remaining = (perAddressInFlight.get(address) ?? 1) - 1;
        if (remaining <= 0) perAddressInFlight.delete(address);
        else perAddressInFlight.set(address, remaining);
      };
    },

    /** Runs one password check when a process-wide slot is free. */
    async verify<T>(check: () => Promise<T>): Promise<T> {
      const release = await slot();
      try {
        return await check();
      } finally {
        release();
      }
    },

    /** For tests and the benchmark: checks running now and waiting. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

function busy(message: string): ApiError {
  return ApiError.tooMany(message, 1);
}
