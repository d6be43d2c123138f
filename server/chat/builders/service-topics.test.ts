// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns } from "./context.test-helper.ts";
import { factTopicFollowing, factTopicIn } from "./fact-topics.ts";
import { SERVICE_TOPICS } from "./service-topics.ts";

// Issue 10 §2: "services (and which one fits a described need)" answered from the data; these
// questions recur in three to six of the ten read corpora each and got a service that shared
// a word, the careers perks or the pricing FAQ.
describe("how we work, in the pages' own words", () => {
  it("finds every topic's statements on the pages", () => {
    for (const topic of SERVICE_TOPICS) expect(topic.reply("").length, topic.name).toBeGreaterThan(40);
  });

  it("reads each topic in a visitor's words, and not in words that only look alike", () => {
    const asked: [string, string | undefined][] = [
      ["can you do computer vision, like spotting defects in photos?", "service.computer-vision"],
      ["our core system is ancient, can you modernise it so we can add ai later", "service.modernisation"],
      ["do yall do ui/ux design or just code", "service.design"],
      ["is it just a slide deck at the end?", "service.consulting-deliverables"],
      ["would you switch it all on in one go?", "service.rollout"],
      ["how do you stop sensitive data ending up in prompts?", "service.guardrails"],
      ["we really don't want the hassle of app store approvals", "tech.no-app-store"],
      ["compliance keeps asking why the model decided stuff", "service.explainability"],
      ["now its predictions are garbage, what happened?", "service.drift"],
      ["Can we start with a small pilot before we commit to the full build?", "pricing.proof-of-concept"],
      ["do you have maintenance with guaranteed response times?", "pricing.support-response"],
      ["who owns the source code at the end?", "pricing.ownership"],
      ["u guys into blockchain tech? which chains tho", "tech.chains"],
      [
        "we've got six AI features live and no idea what they each cost, is there a tool to track that?",
        "tech.ai-costs",
      ],
      ["our customer data has to stay in the EU tho, is that a problem?", "service.own-cloud"],
      ["any open ux design roles?", undefined],
      ["our data can't leave our own data centre, can your ai run there?", "service.own-cloud"],
      ["when did you add RAG and guardrails to your standard work?", undefined],
    ];
    for (const [question, topic] of asked)
      expect(factTopicIn(SERVICE_TOPICS, question)?.name, question).toBe(topic);
  });

  it("leaves the own-cloud answer to the Custom Company GPT's page when it is asked about", () => {
    const reply = playTurns("what's the custom company GPT thing?", "can it run in our own cloud?").reply;
    expect(reply).toContain("/services/custom-gpt");
  });

  it("reads a short follow-up about the models after who owns the code", () => {
    expect(
      factTopicFollowing(SERVICE_TOPICS, "and the trained models too?", "who owns the code you write for us?")
        ?.name,
    ).toBe("pricing.ownership");
    const reply = playTurns("who owns the code you write for us?", "and the trained models too?").reply;
    expect(reply).toMatch(/^You do\. .*trained models/);
  });

  it("quotes the page and adds the way in when a need is described", () => {
    const reply = playTurns("We need computer vision to spot defects on our production line.").reply;
    expect(reply).toMatch(/Computer vision/);
    expect(reply).toContain("/services/ml-models");
    expect(reply).toContain("#get-quote");
  });
});
