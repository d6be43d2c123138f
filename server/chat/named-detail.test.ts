// @vitest-environment node
import { describe, expect, it } from "vitest";
import { linksOf, playTurns } from "./builders/context.test-helper.ts";

// Issue 10 §2: "the reply contains exactly the facts asked for and links to the page that shows them."
describe("a detail asked of one named page is answered by that page's section on it, not its summary", () => {
  const fintech = "/blog/ai-in-fintech-redefining-finance";

  it("'what does your fintech post say about fraud detection?' is the post's fraud section", () => {
    const reply = playTurns("what does your fintech post say about fraud detection?").reply;
    expect(reply).toMatch(/milliseconds|mule accounts/);
    expect(linksOf(reply)).toContain(fintech);
  });

  it("'what risks does your fintech article warn about?' names the risks, bias among them", () => {
    const reply = playTurns("what risks does your fintech article warn about?").reply;
    expect(reply).toMatch(/bias/);
    expect(linksOf(reply)).toContain(fintech);
  });

  it("a section announcing a list brings the list", () => {
    const reply = playTurns("what does the fintech post say successful projects have in common?").reply;
    expect(reply.split("\n").filter((line) => line.startsWith("- ")).length).toBeGreaterThan(1);
  });

  it("'who wrote the post about whether AI is just hype?' still names its author", () => {
    expect(playTurns("Who wrote the post about whether AI is just hype?").reply).toMatch(/Rohan Mehta/);
  });

  it("'can the company gpt run in our own cloud?' gets the service page's sentence on cloud tenancy", () => {
    const reply = playTurns("can the company gpt run in our own cloud?").reply;
    expect(reply).toMatch(/cloud tenancy/);
    expect(linksOf(reply)).toContain("/services/custom-gpt");
  });

  it("'what does your blog say about credit scoring?' is the credit section of the post that covers it", () => {
    const reply = playTurns("wat does ur blog say abt credit scoring").reply;
    expect(reply).toMatch(/thin credit|open banking/);
    expect(linksOf(reply)).toContain(fintech);
  });
});

// Issue 10 §2: "the reply contains exactly the facts asked for" — a section's opening that
// announces without a colon brings what it announces.
describe("a named post's section whose opening announces what follows", () => {
  it("'according to the ai boom post, what do companies that succeed do differently' lists the pattern", () => {
    const reply = playTurns(
      "according to the ai boom post, what do companies that succeed with ai do differently",
    ).reply;
    expect(reply).toMatch(/narrow, valuable problems/);
    expect(reply).toMatch(/evaluation/);
    expect(reply).toMatch(/ongoing capability/);
  });

  it("'what are the main areas the fintech article covers' names its four areas", () => {
    const reply = playTurns("what are the main areas the fintech article covers").reply;
    for (const area of ["Fraud detection", "Credit decisions", "Customer service", "compliance"])
      expect(reply).toContain(area);
  });
});
