// @vitest-environment node
import { describe, expect, it } from "vitest";
import { testKnowledge } from "../builders/context.test-helper.ts";
import { trainingExamples } from "../knowledge.ts";
import { createIntentMatcher } from "./intent-matcher.ts";
import { foldConcepts } from "./lexicon.ts";
import { understand } from "./question.ts";

const knowledge = () => testKnowledge().knowledge;
const bank = () =>
  createIntentMatcher(trainingExamples({ tuneExamples: false }), (text) =>
    knowledge().entities.recognise(text),
  );

function top(matcher: ReturnType<typeof createIntentMatcher>, text: string) {
  const question = understand(text, { index: knowledge().index, entities: knowledge().entities, matcher });
  return question.intents[0]?.intent;
}

describe("the question matcher (issue 10 §2: trained on the paraphrase bank and the tune split)", () => {
  it("folds the lexicon's phrases into concepts", () => {
    expect(foldConcepts(["how", "much", "is", "a", "cv", "review"])).toEqual([
      "#price",
      "is",
      "a",
      "#resume",
      "review",
    ]);
  });

  it("folds a phrase's plural like the phrase (regression set: 'what are your hourly rates?' is a price question)", () => {
    expect(foldConcepts(["hourly", "rates"])).toEqual(foldConcepts(["hourly", "rate"]));
    expect(foldConcepts(["day", "rates"])).toEqual(["#price"]);
    expect(foldConcepts(["daily", "rates"])).toEqual(["#price"]);
  });

  it("replaces entity names by their kind, in questions and in examples alike", () => {
    const matcher = bank();
    const question = understand("who wrote the ai boom post?", {
      index: knowledge().index,
      entities: knowledge().entities,
      matcher,
    });
    expect(matcher.features(question.text, question.mentions)).toContain("@post");
    expect(matcher.features("who wrote #author")).not.toContain("@post");
  });

  it("recognises unseen paraphrases of the bank's intents", () => {
    const matcher = bank();
    expect(top(matcher, "since what year has meridian existed")).toBe("company.founded");
    expect(top(matcher, "who penned the fintech piece")).toBe("post.author");
    expect(top(matcher, "how long until i hear back after applying")).toBe("careers.duration");
    expect(top(matcher, "which crm did the linkedin outreach tool sync with")).toBe("project.tech");
    expect(top(matcher, "have you done any work in healthcare")).toBe("portfolio.industry");
  });

  it("prefers an example that says no more than the question ('…any presentations' loses to '…in healthcare')", () => {
    const matcher = createIntentMatcher([
      { text: "have you done any presentations", intent: "talks" },
      { text: "have you done anything in healthcare", intent: "industry" },
    ]);
    expect(matcher.classify("have you done any work in healthcare", [])[0]?.intent).toBe("industry");
  });

  it("sets apart intents whose closest examples tie by what their other examples share (naive Bayes, ADR 417)", () => {
    const matcher = createIntentMatcher([
      { text: "do you pay for conferences", intent: "perks" },
      { text: "is there a budget for conferences", intent: "perks" },
      { text: "can staff attend conferences", intent: "perks" },
      { text: "do you pay for conferences", intent: "pricing" },
      { text: "do you want me to pay upfront", intent: "pricing" },
      { text: "what do you charge per day", intent: "pricing" },
    ]);
    const [first, second] = matcher.classify("do you pay for conferences", []);
    expect(first?.intent).toBe("perks");
    // kNN alone ranks them within 3% of each other; pooling all examples sets them 10% apart.
    expect((first?.score ?? 0) / (second?.score ?? 1)).toBeGreaterThan(1.05);
  });

  it("corrects a typed word towards the examples' words", () => {
    const matcher = createIntentMatcher([{ text: "what are your opening hours", intent: "hours" }]);
    expect(matcher.classify("wat r ur openng hours", [])[0]?.intent).toBe("hours");
  });

  it("is trained on the tune split's questions too, unless asked not to", () => {
    expect(trainingExamples().length).toBeGreaterThan(trainingExamples({ tuneExamples: false }).length);
  });
});
