// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns } from "./builders/context.test-helper.ts";

// Issue 10 §1: "yes/no" questions; the opening hours are Mon-Sat 9:00 AM-6:00 PM.
describe("a weekday asked of the opening hours is answered yes or no first", () => {
  it("'can I ring you on a saturday?' is a yes", () => {
    expect(playTurns("can I ring you on a saturday?").reply).toMatch(/^Yes\b/);
  });

  it("'are you open on sundays?' is still a no", () => {
    expect(playTurns("are you open on sundays?").reply).toMatch(/^No\b/);
  });

  it("'do you work on sundays?' after the opening hours is about the hours, not how we work on projects", () => {
    expect(playTurns("what are your opening hours?", "do you work on sundays?").reply).toMatch(
      /^No\b.*Sundays/,
    );
  });
});
