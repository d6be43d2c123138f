import { describe, expect, it } from "vitest";
import { createVisitorHasher, type SaltStore, visitorHash } from "./visitor-hash.ts";

/**
 * Issue 14: "Unique visitors per day the way Plausible does it: a hash of a daily random
 * salt, the client address and the user agent, with the salt discarded after the day".
 */

/** The store's contract in memory: first salt of a day wins, older days are deleted. */
function memorySalts() {
  const salts = new Map<string, string>();
  const store: SaltStore = {
    async saltFor(day, candidate) {
      if (!salts.has(day)) salts.set(day, candidate);
      for (const other of salts.keys()) if (other < day) salts.delete(other);
      return salts.get(day) as string;
    },
  };
  return { store, salts };
}

function clockAt(iso: string) {
  let now = new Date(iso);
  return { now: () => now, set: (next: string) => (now = new Date(next)) };
}

const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("visitor hash", () => {
  it("is the same for one address and browser within a day, different for another address or browser", async () => {
    const { store } = memorySalts();
    const clock = clockAt("2026-11-24T08:00:00Z");
    const hasher = createVisitorHasher(store, clock);
    const first = await hasher.hash("203.0.113.7", UA, false);
    clock.set("2026-11-24T23:59:59Z");
    expect(await hasher.hash("203.0.113.7", UA, false)).toBe(first);
    expect(await hasher.hash("203.0.113.8", UA, false)).not.toBe(first);
    expect(await hasher.hash("203.0.113.7", `${UA} Edg/131.0`, false)).not.toBe(first);
  });

  it("changes with the day's salt, and the old salt is gone once the new day's exists", async () => {
    const { store, salts } = memorySalts();
    const clock = clockAt("2026-11-24T12:00:00Z");
    const hasher = createVisitorHasher(store, clock);
    const monday = await hasher.hash("203.0.113.7", UA, false);
    expect([...salts.keys()]).toEqual(["2026-11-24"]);
    clock.set("2026-11-25T00:00:01Z");
    const tuesday = await hasher.hash("203.0.113.7", UA, false);
    expect(tuesday).not.toBe(monday);
    // "with the salt discarded after the day"
    expect([...salts.keys()]).toEqual(["2026-11-25"]);
  });

  it("instances sharing the store hash alike (the first salt of the day wins)", async () => {
    const { store } = memorySalts();
    const clock = clockAt("2026-11-24T12:00:00Z");
    const a = createVisitorHasher(store, clock);
    const b = createVisitorHasher(store, clock);
    expect(await a.hash("198.51.100.1", UA, false)).toBe(await b.hash("198.51.100.1", UA, false));
  });

  it("counts nobody as unique who sends Sec-GPC: 1", async () => {
    const { store } = memorySalts();
    const hasher = createVisitorHasher(store, clockAt("2026-11-24T12:00:00Z"));
    expect(await hasher.hash("203.0.113.7", UA, true)).toBeNull();
  });

  it("never contains the address: a fixed-length digest of salt, address and agent", () => {
    const hash = visitorHash("salt", "203.0.113.7", UA);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hash).not.toContain("203");
    expect(visitorHash("other salt", "203.0.113.7", UA)).not.toBe(hash);
  });
});
