import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors.ts";
import { ADDRESS_DELAYS, createVerificationGate, delaySchedule } from "./sign-in-throttle.ts";

// Issue 12 item 2: "cap concurrent verifications per address; scrypt must not starve the static site".
describe("verification gate", () => {
  it("runs at most `concurrent` checks at once and queues the rest", async () => {
    const gate = createVerificationGate({ concurrent: 2, queue: 10 });
    let running = 0;
    let most = 0;
    const check = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return true;
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => gate.verify(check)));
    expect(results).toEqual(Array(8).fill(true));
    expect(most).toBe(2);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("answers 429 with Retry-After when the queue is full", async () => {
    const gate = createVerificationGate({ concurrent: 1, queue: 1 });
    const slow = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20));
    const first = gate.verify(slow);
    const second = gate.verify(slow);
    await expect(gate.verify(slow)).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 1 });
    await Promise.all([first, second]);
  });

  it("lets one attempt per address in at a time", () => {
    const gate = createVerificationGate();
    const leave = gate.enter("198.51.100.7");
    expect(() => gate.enter("198.51.100.7")).toThrow(ApiError);
    expect(() => gate.enter("203.0.113.1")()).not.toThrow();
    leave();
    expect(() => gate.enter("198.51.100.7")()).not.toThrow();
  });
});

describe("delay schedule", () => {
  // Issue 12 item 6: "growing delays per address and per account with a soft cap".
  it("gives the free attempts no delay, then doubles up to the cap", () => {
    expect(delaySchedule({ free: 3, firstMs: 1000, capMs: 5000 })).toEqual([0, 0, 1000, 2000, 4000, 5000]);
    expect(ADDRESS_DELAYS.at(-1)).toBe(60_000);
  });
});
