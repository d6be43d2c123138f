import { createHash, randomBytes } from "node:crypto";
import { dayOf } from "./days.ts";

/**
 * Unique visitors per day the way Plausible counts them (issue 14, ADR 901): a hash of a
 * random salt of the day, the client address and the user agent. The salt lives in the
 * store so every instance hashes alike, and is deleted once its day is over, after which
 * nobody (us included) can tell whose hash it was. The address itself is never stored.
 */

export type SaltStore = {
  /** The day's salt, created by whichever instance asks first; older salts are deleted. */
  saltFor(day: string, candidate: string): Promise<string>;
};

export type Clock = { now: () => Date };

export function newSalt(): string {
  return randomBytes(32).toString("base64url");
}

export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${address}\n${userAgent}`).digest("base64url").slice(0, 22);
}

export function createVisitorHasher(store: SaltStore, clock: Clock) {
  let cached: { day: string; salt: Promise<string> } | undefined;

  function saltOfToday(): Promise<string> {
    const day = dayOf(clock.now());
    if (cached?.day !== day) {
      const salt = store.saltFor(day, newSalt());
      cached = { day, salt };
      // A failed read is retried by the next request rather than remembered.
      salt.catch(() => {
        if (cached?.salt === salt) cached = undefined;
      });
    }
    return cached.salt;
  }

  return {
    /** The visitor's hash for today, or null when they asked not to be tracked (Sec-GPC: 1). */
    async hash(address: string, userAgent: string, globalPrivacyControl: boolean): Promise<string | null> {
      if (globalPrivacyControl) return null;
      return visitorHash(await saltOfToday(), address, userAgent);
    },
  };
}
