// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactInfo } from "../../app/content/index.ts";
import { playTurns as conversation } from "./builders/context.test-helper.ts";
import { generalHelp } from "./general-help.ts";
import { plainText } from "./intents.ts";

const declinedAsGeneral = (...turns: string[]) =>
  conversation(...turns).topic.startsWith("out-of-scope.general");

// Brief (round 7, ADR 436): general help in the company's own domain ("how do I learn machine
// learning", "recommend a good python course", "is chatgpt better than gemini", "what's 15% of
// 80") was answered with a passage sharing a word; questions about our own offer stay answered.
describe("general help declined by its form (ADR 436)", () => {
  it("declines learning, set-up and career how-tos that are not about working with us", () => {
    expect(declinedAsGeneral("how can i teach myself deep learning?")).toBe(true);
    expect(declinedAsGeneral("what's the easiest way to learn javascript")).toBe(true);
    expect(declinedAsGeneral("how should I install node on windows")).toBe(true);
    expect(conversation("how do i break into data engineering with no degree").kind).toBe("decline");
    expect(declinedAsGeneral("ok so how do I configure docker on my mac")).toBe(true);
  });

  it("answers how-tos about working with us", () => {
    expect(declinedAsGeneral("how do I send you my cv")).toBe(false);
    expect(declinedAsGeneral("how can I become one of your clients?")).toBe(false);
    expect(declinedAsGeneral("how do i set up a meeting with your team")).toBe(false);
    expect(declinedAsGeneral("how do i get started?")).toBe(false);
    expect(declinedAsGeneral("do you make mobile apps?", "i'd like to get started on one soon")).toBe(false);
  });

  it("declines recommendations of products, devices and courses, not of our own services", () => {
    expect(declinedAsGeneral("could you suggest a decent tutorial on sql?")).toBe(true);
    expect(declinedAsGeneral("what's the best phone for taking photos")).toBe(true);
    expect(declinedAsGeneral("which of your services would suit us best?")).toBe(false);
    expect(declinedAsGeneral("what's the best way to contact you?")).toBe(false);
    expect(declinedAsGeneral("what's the best stack for a logistics app?")).toBe(false);
  });

  it("declines opinions comparing other companies' products, not what we use or suit the visitor", () => {
    expect(declinedAsGeneral("is copilot better than cursor?")).toBe(true);
    expect(declinedAsGeneral("which one is better: gemini or chatgpt")).toBe(true);
    expect(declinedAsGeneral("vue or angular, which do you prefer for dashboards?")).toBe(false);
    expect(declinedAsGeneral("is a dedicated team better than a fixed scope for us?")).toBe(false);
  });

  it("declines general concepts and sums, not the concepts of our own offer", () => {
    expect(declinedAsGeneral("explain what a vector database is")).toBe(true);
    expect(declinedAsGeneral("what's the difference between a cpu and a gpu")).toBe(true);
    expect(declinedAsGeneral("what's 25% of 60?")).toBe(true);
    expect(declinedAsGeneral("what is white label ai")).toBe(false);
    expect(declinedAsGeneral("what's an ai console")).toBe(false);
    expect(declinedAsGeneral("what's the difference between custom company gpt and ai integration")).toBe(
      false,
    );
  });

  it("declines the price of a thing the site never mentions, not the price of our work", () => {
    expect(declinedAsGeneral("how much does a playstation cost")).toBe(true);
    expect(declinedAsGeneral("how much does a web app cost?")).toBe(false);
    expect(declinedAsGeneral("what is white label ai", "how much is it?")).toBe(false);
  });

  it("offers a way to reach a person", () => {
    const reply = conversation("can you recommend a good course on statistics");
    expect(reply.kind).toBe("decline");
    expect(reply.reply).toMatch(/can't help/);
    expect(reply.reply).toContain(contactInfo.email);
  });

  it("reads the form without the site's names (no mentions given)", () => {
    expect(generalHelp(plainText("how would I learn kotlin fast"), [])).toBe("learning");
    expect(generalHelp(plainText("how do I apply for the frontend role"), [])).toBeUndefined();
    expect(generalHelp(plainText("what does gpu stand for"), [])).toBe("concept");
  });
});

describe("the price of a thing of ours (issue 10 §2: fees are never stated; the quote form is the way)", () => {
  // "how much is an MVP?" was declined as a general question once "MVP" named our product service.
  it("is a pricing question, not general help, when the thing is ours", () => {
    const reply = conversation("how much is an MVP?");
    expect(reply.kind).not.toBe("decline");
    expect(reply.reply).toMatch(/Pricing is custom/);
    expect(conversation("do you build MVPs?").reply).toContain("](/services/ai-product-dev)");
  });
});
