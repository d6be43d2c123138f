// @vitest-environment node
// Issue (chat round 6, detail class): "how should a bank get started with AI, per the fintech
// article" gets the intro instead of the advice — the reply is on the right page but misses
// the part of it that was asked. These check that the section whose heading names the
// question's own words is the one chosen.
import { describe, expect, it } from "vitest";
import { buildKnowledge } from "./knowledge.ts";
import { baseWord, focusedHeading, focusedPassage, focusWords } from "./section-focus.ts";

const FINTECH_HEADINGS = [
  "From rules to learning systems",
  "Fraud detection and financial crime",
  "What the successful projects have in common",
  "The risks worth taking seriously",
  "How to get started",
];
const FINTECH = ["AI in FinTech: How Artificial Intelligence Is Redefining Finance", "fintech piece"];

describe("focusWords: the question's own words, not the page's names", () => {
  it("keeps words a heading is about and drops asking words and the page's title", () => {
    expect(focusWords("per the fintech piece, how would an insurer get started?", FINTECH)).toEqual([
      "insurer",
      "get",
      "start",
    ]);
  });

  it("strips inflections only", () => {
    expect(baseWord("started")).toBe("start");
    expect(baseWord("years")).toBe("year");
    expect(baseWord("differently")).toBe("differently");
  });
});

describe("focusedHeading: the section a question asks for", () => {
  it("finds the section whose heading names what is asked", () => {
    expect(
      focusedHeading("per the fintech piece, how would an insurer get started?", FINTECH_HEADINGS, FINTECH),
    ).toBe("How to get started");
    expect(
      focusedHeading("which risks does the fintech piece take seriously?", FINTECH_HEADINGS, FINTECH),
    ).toBe("The risks worth taking seriously");
  });

  it("chooses nothing when no heading, or two equally, name the question's words", () => {
    expect(focusedHeading("who wrote the fintech piece?", FINTECH_HEADINGS, FINTECH)).toBeUndefined();
    expect(
      focusedHeading("successful fraud work?", ["Successful pilots", "Fraud and crime"], FINTECH),
    ).toBeUndefined();
  });
});

describe("focusedPassage: a list's lead-in names its section too", () => {
  const passage = (section: string, text: string, items: string[] = []) => ({
    url: "/portfolio",
    pageTitle: "Our AI Solutions Portfolio",
    section,
    kind: items.length > 0 ? ("list" as const) : ("text" as const),
    text,
    items,
  });
  const page = [
    passage("Our AI Solutions Portfolio", "Products and platforms we have built."),
    passage("From first idea to lasting results", "How we work:", ["Discovery", "Build", "Support"]),
    passage("Trusted by", "Trusted by:", ["Lumora"]),
  ];

  it("finds the list a question names by its lead-in", () => {
    // biome-ignore lint/suspicious/noExplicitAny: a minimal passage for the test
    const found = focusedPassage("the portfolio page has a how-we-work part, what's in it?", page as any, [
      "portfolio",
    ]);
    expect(found?.text).toBe("How we work:");
  });
});

describe("answers from the asked section of a named post", () => {
  const knowledge = buildKnowledge();
  const ask = (message: string) => knowledge.answer({ message, history: [] }).reply;

  it("gives the advice of the fintech post's getting-started section", () => {
    const reply = ask(
      "per your fintech article, what's the first thing a lender should do with AI to get started?",
    );
    expect(reply).toMatch(/focused use case/);
    expect(reply).toContain("/blog/ai-in-fintech-redefining-finance");
  });

  it("gives the hype post's questions for telling the difference", () => {
    const reply = ask("in the AI hype post, how can I tell whether a proposal is real?");
    expect(reply).toMatch(/measure the improvement/);
  });

  it("answers with the list of a main page's section named by its lead-in", () => {
    const reply = ask("what does the how we work part of your portfolio page list?");
    expect(reply).toMatch(/Design & Build/);
    expect(reply).toContain("](/portfolio)");
  });

  it("gives the hype post's outlook for the coming years", () => {
    expect(ask("what happens over the next few years, according to the ai boom post?")).toMatch(/settle/);
  });
});
