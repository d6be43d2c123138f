import { describe, expect, it } from "vitest";
import { playTurns } from "./builders/context.test-helper.ts";
import { NEXT_STEP } from "./builders/pricing.ts";
import { isNextStepLine } from "./next-step-line.ts";

describe("isNextStepLine", () => {
  it("recognises the stock next-step invitation, whole or as a bullet", () => {
    expect(isNextStepLine(NEXT_STEP)).toBe(true);
    expect(isNextStepLine(`- ${NEXT_STEP}`)).toBe(true);
  });
  it("does not take a reply's own facts for it", () => {
    expect(isNextStepLine("A typical project takes 3 to 6 months from discovery to launch.")).toBe(false);
    expect(isNextStepLine("The meeting lasts 30 minutes.")).toBe(false);
    expect(isNextStepLine("   ")).toBe(false);
  });
});

describe("a duration asked after a described project", () => {
  it("is the typical project length, not the length of the meeting the last reply offered", () => {
    for (const [need, asked] of [
      [
        "could you build us a system that predicts stock levels?",
        "and roughly how long would a project like that take?",
      ],
      ["can you build a tool that forecasts our sales?", "ok and how long would that usually take?"],
    ] as const) {
      const reply = playTurns(need, asked).reply;
      expect(reply).toMatch(/3 to 6 months/);
      expect(reply).not.toMatch(/^To get a proposal/);
    }
  });
});
