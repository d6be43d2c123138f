// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns } from "./builders/context.test-helper.ts";

// Issue 10 §2: "case studies with their results" and "the last topic and entity carry over".
// "What did it achieve?" after the projects built with a technology recurs in three of the ten
// read corpora; it got the technology's page or a job's posting date.
describe("the result of the one case study the last reply named", () => {
  it("answers that case study's result", () => {
    const reply = playTurns("any case study using tensorflow?", "how much did sales go up?").reply;
    expect(reply).toMatch(/Retail AI Automation\]\(\/portfolio\/case-study\/0\): 30% increase in sales/);
    expect(playTurns("what have you built on aws?", "what did it achieve?").reply).toMatch(
      /patient outcomes/,
    );
  });

  it("does not pick one when the last reply named several", () => {
    expect(playTurns("what case studies do you have?", "what was the outcome?").reply).not.toMatch(
      /^\[Retail AI Automation\]\(\/portfolio\/case-study\/0\): 30% increase in sales\.[^\n]*$/,
    );
  });
});
