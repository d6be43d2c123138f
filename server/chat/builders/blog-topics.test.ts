// @vitest-environment node
import { describe, expect, it } from "vitest";
import { blogTopicAnswer } from "./blog-topics.ts";
import { playTurns } from "./context.test-helper.ts";

const FINTECH = "/blog/ai-in-fintech-redefining-finance";
const BOOM = "/blog/ai-boom-real-innovation-or-just-hype";

// Issue 10 §2: "blog posts with author, date, reading time and topics" answered from the data.
// What a post says on a subject recurs in three to five of the ten read corpora each, and passage
// retrieval answered with a paragraph that shared the question's words but not the answer.
describe("what a blog post says on a subject", () => {
  it("answers with the post's own sentences on it and links the post", () => {
    const act = blogTopicAnswer("what does the fintech post say about the eu ai act?", "", undefined);
    expect(act?.text).toMatch(/classed as high-risk/);
    expect(act?.text).toContain(FINTECH);
    const banking = blogTopicAnswer("does the fintech article mention open banking?", "", undefined);
    expect(banking?.text).toMatch(/open banking with the customer's permission/);
    const verdict = blogTopicAnswer(
      "so whats the verdict in the ai boom article, hype or not?",
      "",
      undefined,
    );
    expect(verdict?.text).toMatch(/it is both/);
    expect(verdict?.text).toContain(BOOM);
  });

  it("reads the post from the question before, or the one being discussed", () => {
    const questions = blogTopicAnswer("what questions does it say to ask", "the hype article", undefined);
    expect(questions?.text).toMatch(/lists 6 questions/);
    const criminals = blogTopicAnswer(
      "does it say anything about criminals using ai too?",
      "",
      "ai-in-fintech-redefining-finance",
    );
    expect(criminals?.text).toMatch(/phishing messages and synthetic identities/);
    const regulation = blogTopicAnswer("What does the AI boom article say about regulation?", "", undefined);
    expect(regulation?.text).toContain(BOOM);
    expect(regulation?.text).not.toMatch(/creditworthiness/);
  });

  it("leaves alone questions that name no post where the subject needs one", () => {
    expect(
      blogTopicAnswer("we're an insurer and want to catch fraudulent claims earlier", "", undefined),
    ).toBeUndefined();
    expect(blogTopicAnswer("what are the risks of working with you?", "", undefined)).toBeUndefined();
    expect(
      blogTopicAnswer(
        "we're a regulated lender, we'd need to know why a model makes each decision",
        "",
        undefined,
      ),
    ).toBeUndefined();
  });

  it("keeps the post for the next question", () => {
    const reply = playTurns("does the fintech article mention open banking?", "who wrote it?").reply;
    expect(reply).toMatch(/Karim Haddad/);
  });
});
