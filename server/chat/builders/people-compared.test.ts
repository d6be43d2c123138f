// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns } from "./context.test-helper.ts";

// Issue 10 §2: "company facts" from the data, and "the last topic and entity carry over, so
// follow-ups and pronouns resolve". Who leads the technical side and how two leaders' roles
// differ recur in five of the ten read corpora; they got the COO or a decline.
describe("the leadership team, asked by role or side by side", () => {
  it("reads the tech side as the CTO, and keeps him for the follow-up", () => {
    expect(playTurns("who runs the tech side at meridian?").reply).toMatch(/^Rohan Mehta is our CTO/);
    expect(
      playTurns("who runs the tech side at meridian?", "how much experience does he have?").reply,
    ).toMatch(/fifteen years/);
  });

  it("puts two leaders side by side when asked for the difference", () => {
    const reply = playTurns("what's the difference between Eleanor's and Amara's roles?").reply;
    expect(reply).toMatch(/Eleanor Hughes is our COO and Co-Founder/);
    expect(reply).toMatch(/Amara Okonkwo is our CEO/);
    expect(reply).toContain("/about");
  });
});
