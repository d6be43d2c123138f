// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns as conversation } from "./builders/context.test-helper.ts";

describe("a leaning follow-up read with the thing being discussed named (issue 10 §2: follow-ups and pronouns resolve)", () => {
  // blind-4 q9064: "do you make apps?", "mobile i mean, not websites", "which frameworks would you
  // use for that?" was answered with the general page on our technology approach.
  it("keeps the kind of thing being discussed when 'that' asks a new attribute of it", () => {
    const reply = conversation("mobile i mean, not websites", "which frameworks would you use for that?");
    expect(reply.reply).toContain("[Flutter](/technologies/flutter)");
    expect(reply.reply).toContain("[React Native](/technologies/reactnative)");
  });

  it("leaves a follow-up alone whose best intent is already about the thing discussed", () => {
    const reply = conversation("tell me about the frontend developer job", "and where is that one based?");
    expect(reply.topic).toBe("job.location");
    expect(reply.reply).toContain("Pakistan");
  });
});
