// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns, testKnowledge } from "./builders/context.test-helper.ts";
import { repeatsLastThing, withFragmentInstead } from "./repeated-thing.ts";
import type { Entity } from "./understanding/catalogue.ts";

const person = (id: string, name: string) =>
  ({ id, name, type: "person", url: "/about" }) as unknown as Entity;
const reply = (text: string) => ({ text, kind: "answer" as const, topic: "people.role", about: [] });

describe("repeatsLastThing", () => {
  const knowledge = testKnowledge();
  const lin = person("person:a", "A");
  const state = { topic: "people.role", about: [lin] };
  it("is true when the answer is about the same thing and says none of the fragment's words", () => {
    expect(
      repeatsLastThing(knowledge, "the fintech one", [lin], state, reply("She leads sustainability work.")),
    ).toBe(true);
  });
  it("is false when the answer says the fragment's words or is about something else", () => {
    expect(
      repeatsLastThing(
        knowledge,
        "the fintech one",
        [lin],
        state,
        reply("She also advises on fintech work."),
      ),
    ).toBe(false);
    expect(
      repeatsLastThing(
        knowledge,
        "the fintech one",
        [person("person:b", "B")],
        state,
        reply("He leads work."),
      ),
    ).toBe(false);
  });
});

describe("withFragmentInstead", () => {
  it("puts the fragment where the last question named its thing", () => {
    expect(
      withFragmentInstead(
        "what does your head of design do?",
        { mentions: [{ text: "head of design" }] },
        "the sales one",
      ),
    ).toBe("what does your the sales one do?");
  });
  it("is undefined when the last question named nothing", () => {
    expect(withFragmentInstead("what do you do?", { mentions: [] }, "the sales one")).toBeUndefined();
  });
});

describe("an elliptical follow-up naming another person by their field", () => {
  it("answers for the person the fragment describes, not the last one again", () => {
    const reply = playTurns("what does your head of fintech do?", "and the sustainability one?").reply;
    expect(reply).toMatch(/Head of Sustainability/);
    expect(reply).not.toMatch(/Head of FinTech/);
  });
  it("still repeats the last question for a fragment the last answer covers", () => {
    const reply = playTurns("how long do you keep chat transcripts?", "and job applications?").reply;
    expect(reply).toMatch(/730 days/);
  });
});
