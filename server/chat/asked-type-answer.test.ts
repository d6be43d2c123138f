// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns as conversation } from "./builders/context.test-helper.ts";

describe("typed detail follow-ups (issue 10 §2: exactly the facts asked for)", () => {
  // Probe: "how long does a typical project take?" then "and how often do we see progress?" was
  // answered with the whole six-step process instead of the two-week demos.
  it("answers a leaning 'how often…?' with the one line of a long reply that states a frequency", () => {
    const reply = conversation("how long does a typical project take?", "and how often do we see progress?");
    expect(reply.reply).toMatch(/two-week sprints with demos/);
    expect(reply.reply).not.toMatch(/AI Strategy & Discovery/);
  });

  // blind-4 q9297: "what's your hiring process like", "and how long does it usually take?" got
  // the sentence of the last reply without its link to the careers page.
  it("keeps the last reply's link with a sentence quoted from it", () => {
    const reply = conversation("what is your hiring process like", "and how long does it usually take?");
    expect(reply.reply).toMatch(/three weeks/);
    expect(reply.reply).toContain("[Careers](/careers)");
  });
});
