// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns } from "./builders/context.test-helper.ts";
import { wantsToStart } from "./wants-to-start.ts";

describe("a visitor asking for the way in (issue 10 §2: a visitor describing a need gets the quote form or consultation)", () => {
  it("reads a wish for a quote, a proposal or the next step, not the next step of a job application", () => {
    expect(wantsToStart("the automation one sounds right. next step?")).toBe(true);
    expect(wantsToStart("ok, can I get a quote?")).toBe(true);
    expect(wantsToStart("id like to book one about ticket triage")).toBe(true);
    expect(wantsToStart("how do we get started?")).toBe(true);
    expect(wantsToStart("what's the next step after I apply for the ml job?")).toBe(false);
    expect(wantsToStart("what does the process look like?")).toBe(false);
  });

  // blind-9 q3483, q3489, q3492 (lead): a wish to begin or to speak with one of the team was
  // answered without the quote form, the contact page or the meeting link.
  it("reads a wish to begin, or to speak with one of the team, as asking for the way in", () => {
    expect(wantsToStart("we search partner for make predictive model, how we start?")).toBe(true);
    expect(wantsToStart("can I talk to one of them directly?")).toBe(true);
    expect(wantsToStart("ok, I'd like to discuss a fraud detection project with someone")).toBe(true);
    expect(wantsToStart("how did you begin as a company?")).toBe(false);
    expect(wantsToStart("can I talk to someone about my job application?")).toBe(false);
  });

  it("ends the answer of a follow-up that asks for the way in with the quote form, a call or a meeting", () => {
    const reply = playTurns(
      "what does your ai automation service do?",
      "sounds right, we screen 500 applications a week. what's the next step?",
    );
    expect(reply.reply).toContain("(#get-quote)");
    expect(reply.offerHandoff).toBe(true);
  });
});
