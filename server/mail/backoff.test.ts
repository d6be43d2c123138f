// @vitest-environment node
import { describe, expect, it } from "vitest";
import { jittered, retryDelayMs } from "./backoff.ts";

describe("retry backoff", () => {
  const policy = { baseMs: 30_000, maxMs: 3_600_000 };

  it("doubles per attempt between half and all of the ceiling, capped", () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(15_000);
    expect(retryDelayMs(1, policy, () => 1)).toBe(30_000);
    expect(retryDelayMs(2, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(4, policy, () => 0.5)).toBe(180_000);
    expect(retryDelayMs(30, policy, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(30, policy, () => 0)).toBe(1_800_000);
  });

  it("spreads poll intervals by ±25 %", () => {
    expect(jittered(1000, () => 0)).toBe(750);
    expect(jittered(1000, () => 1)).toBe(1250);
  });
});
