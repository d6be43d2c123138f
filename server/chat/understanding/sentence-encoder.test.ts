// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadSentenceEncoder } from "./sentence-encoder.ts";

const dot = (a: Float32Array, b: Float32Array) =>
  a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0);

describe("the sentence encoder (ADR 442), loaded from node_modules", () => {
  it("puts questions that mean the same nearer than questions that share words", async () => {
    const encoder = await loadSentenceEncoder();
    const [age, founded, apps, firm] = await encoder.encode([
      "how old is the firm",
      "when was the company founded",
      "do you offer mobile apps",
      "is the firm hiring",
    ]);
    if (!age || !founded || !apps || !firm) throw new Error("missing vectors");
    expect(age).toHaveLength(512);
    expect(dot(age, age)).toBeCloseTo(1, 4);
    expect(dot(age, founded)).toBeGreaterThan(dot(age, apps));
    expect(dot(age, founded)).toBeGreaterThan(dot(age, firm));
  }, 30_000);
});
