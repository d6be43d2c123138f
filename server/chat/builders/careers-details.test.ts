// @vitest-environment node
import { describe, expect, it } from "vitest";
import { careersDetail } from "./careers-details.ts";
import { playTurns } from "./context.test-helper.ts";

// Issue 10 §2: "jobs with location, department and how to apply" answered from the data. These
// details of working here recur in two to four of the ten read corpora each and got the whole
// list the statement is in, or another job's.
describe("a detail of working here", () => {
  it("answers with the one statement of the careers pages that names it", () => {
    expect(
      careersDetail("does it include my kids too?", "do you give staff health cover?", undefined),
    ).toMatch(/^Yes: Health and wellbeing: Health cover for you and your family/);
    expect(careersDetail("is vue experience any use?", "frontend developer", "frontend-developer")).toMatch(
      /Experience with Vue or Angular, or with React Native, is a plus/,
    );
    expect(
      careersDetail("how many engineers are in the technical round?", "what's the hiring process", undefined),
    ).toMatch(/two of our engineers/);
    expect(
      careersDetail(
        "would I work with clients directly?",
        "what would I do as an ML engineer?",
        "ml-engineer",
      ),
    ).toMatch(/^Yes: Work directly with clients/);
  });

  it("leaves the same words alone outside a conversation about working here", () => {
    expect(careersDetail("do you build with vue?", "", undefined)).toBeUndefined();
    expect(careersDetail("How many people work at Meridian?", "", undefined)).toBeUndefined();
    expect(careersDetail("are your web apps accessible?", "", undefined)).toBeUndefined();
  });

  it("answers in a conversation about a job", () => {
    expect(playTurns("the frontend job", "do they care about accessibility?").reply).toMatch(/WCAG 2\.2/);
  });
});
