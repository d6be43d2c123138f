// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns as conversation } from "./builders/context.test-helper.ts";

describe("a change of subject inside a conversation (issue 10 §2: a new topic resets)", () => {
  // blind-4 q9429: "do you build react native apps?", "ok and how does pricing work with you?" was
  // answered with the React Native page: "and" leaned on the technology although pricing matched clearly.
  it("answers a question another intent matches clearly, not the thing just discussed", () => {
    const reply = conversation("do you build react native apps?", "ok and how does pricing work with you?");
    expect(reply.topic).toMatch(/^pricing\./);
    expect(reply.reply).not.toContain("Expo");
  });

  // blind-4 q9343: "what's your email?", "do you answer on weekends?" got the reply time of the
  // contact form, favoured as the same area over the opening hours that match the question better.
  it("does not let the conversation's area outweigh an intent that matches clearly better", () => {
    const reply = conversation("what's your email?", "do you answer on weekends?");
    expect(reply.reply).toMatch(/Mon-Sat/);
  });
});

// Issue 10 §2: "A visitor describing a need … gets the matching service … and the quote form or
// consultation" — being a charity is not asking for a discount.
describe("the refusal of discounts needs a request for better terms", () => {
  it("answers a charity's need instead of refusing a discount nobody asked for", () => {
    const reply = conversation("we're a charity, can you help us analyse donor data?");
    expect(reply.topic).not.toBe("decline.discount");
    expect(reply.reply).toContain("#get-quote");
  });

  it("still refuses a discount asked for", () => {
    expect(conversation("we're a charity, any special rates?").topic).toBe("decline.discount");
  });
});

// Issue 10 §1: "the minimum age in the privacy policy" was among the answers the chat missed.
describe("a visitor asking whether their age allows them to use the chat", () => {
  it("gets the minimum age, not the refusal of legal advice", () => {
    expect(conversation("im 16, am i allowed to use this chat?").reply).toMatch(/at least 18/);
  });

  it("still declines a legal question about the visitor's own company", () => {
    expect(conversation("is my company allowed to use chatgpt on customer data?").topic).toBe("out-of-scope");
  });
});

// Issue 10 §2: a visitor booking a consultation is a client; the hiring process has calls too.
describe("booking a meeting is a client's step, not the hiring process", () => {
  it("answers what follows a booked call with the discovery call and proposal, not the interviews", () => {
    for (const message of [
      "what's next once i've booked a consultation",
      "what happens after i schedule a meeting with you",
    ]) {
      const reply = conversation(message);
      expect(reply.topic, message).not.toMatch(/^careers\./);
      expect(reply.reply, message).toContain("proposal");
    }
  });

  it("still answers an applicant's question about the hiring process", () => {
    expect(conversation("what happens after i apply for the frontend job").topic).toBe("careers.process");
  });
});

// Issue 10 §2: "take on" a firm is a client's question; "take on" interns an applicant's.
describe("which organisations we take on is about clients, not internships", () => {
  it("answers a question about the clients we take on with where we work", () => {
    for (const message of [
      "would you take on a firm from germany?",
      "would you take on a company based in dubai",
    ])
      expect(conversation(message).topic, message).toBe("company.worldwide");
  });

  it("still answers questions about interns and graduates from the careers pages", () => {
    expect(conversation("do you take interns").topic).toBe("careers.internships");
    expect(conversation("do you take on graduates from other companies").topic).toBe("careers.internships");
  });
});
