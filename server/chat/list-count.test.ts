// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns } from "./builders/context.test-helper.ts";

// Issue 10 §1: follow-ups "whose later turns lean on the earlier ones".
describe("'how many of them are there?' counts what the last reply listed", () => {
  it("after the leadership team it is five, by name", () => {
    const reply = playTurns("who are your experts?", "how many of them are there?").reply;
    expect(reply).toMatch(/\b5\b/);
    expect(reply).toMatch(/Amara Okonkwo/);
  });

  it("a count asked of a named thing is not a count of the last list", () => {
    const reply = playTurns("who are your experts?", "how many projects have you delivered?").reply;
    expect(reply).toMatch(/500\+/);
  });
});
