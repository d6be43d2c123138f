// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns } from "./builders/context.test-helper.ts";

// Issue 10 §2: "the reply contains exactly the facts asked for".
describe("a list asked for one of its years answers with that item", () => {
  it("'what happened in 2022 on your technology timeline?' is the 2022 entry alone", () => {
    const reply = playTurns("what happened in 2022 on your technology timeline?").reply;
    expect(reply).toMatch(/2022, Generative AI arrives/);
    expect(reply).not.toMatch(/2018|2020|2024/);
  });

  it("'and 2024?' after the 2018 entry is the 2024 entry, not the timeline", () => {
    const reply = playTurns(
      "your technologies page has a timeline - what's the 2018 entry?",
      "and 2024?",
    ).reply;
    expect(reply).toMatch(/2024, From pilots to production/);
    expect(reply).not.toMatch(/2018|2022/);
  });

  it("the whole timeline is still the answer when no year is asked", () => {
    const reply = playTurns("what's on your technology timeline?").reply;
    expect(reply).toMatch(/2018/);
    expect(reply).toMatch(/2024/);
  });
});
