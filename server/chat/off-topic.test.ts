// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chatAnswerCopy } from "../../app/content/chat-answers.ts";
import { testKnowledge } from "./builders/context.test-helper.ts";

const ask = (message: string) => testKnowledge().answer({ message, history: [] });

describe("the off-topic gate (issue 10 §2: questions about something else get an honest 'I can only help with…')", () => {
  // blind-4 q9509: "how do i register for vat in the uk" was answered with the company's credentials.
  it("declines a how-to of the visitor's own, asked of no one here, about a word the assistant never learnt", () => {
    expect(ask("how do i register for vat in the uk").reply).toBe(chatAnswerCopy.outOfScope);
  });

  it("still answers a how-to about us", () => {
    expect(ask("how do i apply for the ml job").topic).toBe("careers.apply");
    expect(ask("how do i get a quote from you?").reply).not.toBe(chatAnswerCopy.outOfScope);
  });

  it("declines what the visitor says is unrelated, though it shares words with the site", () => {
    expect(ask("off topic: best coffee shop in london?").reply).toBe(chatAnswerCopy.outOfScope);
    expect(ask("off topic - do u like cricket").reply).toBe(chatAnswerCopy.outOfScope);
    // …but a question about us after the same words is answered.
    expect(ask("unrelated q: where is your office?").reply).not.toBe(chatAnswerCopy.outOfScope);
  });
});
