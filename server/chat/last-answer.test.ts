// @vitest-environment node
import { describe, expect, it } from "vitest";
import { linksOf, playTurns } from "./builders/context.test-helper.ts";

// Issue 10: "Dialogue state: the last topic and entity carry over, so follow-ups and pronouns
// resolve; a new topic resets it."
describe("a follow-up asking one more detail is answered from the sections the last answer came from", () => {
  it("'the trained models as well?' after who owns the code is the hand-over, not the AI providers' training", () => {
    const reply = playTurns("who ends up owning the code?", "the trained models as well?").reply;
    expect(reply).toMatch(/handed over/);
    expect(linksOf(reply)).toContain("/faq");
  });

  it("'how long would you need to respond?' after a request for one's data is the privacy rights' answer", () => {
    const reply = playTurns(
      "I'd like to see a copy of the data you hold on me",
      "how long would you need to respond?",
    ).reply;
    expect(reply).toMatch(/applicable law/);
    expect(reply).not.toMatch(/3 to 6 months/);
  });

  it("a new subject with a clear intent of its own resets the topic", () => {
    const reply = playTurns(
      "how long do you keep chat transcripts?",
      "and what are your opening hours?",
    ).reply;
    expect(reply).toMatch(/9:00 AM/);
    expect(reply).not.toMatch(/180 days/);
  });
});

describe("a question for a kind of fact after a thing is answered by that thing's sentence of that kind", () => {
  it("'how often does someone review the models there?' after the healthcare case study is its quarterly review", () => {
    const reply = playTurns(
      "tell me about the healthcare predictive analytics case study",
      "how often does someone review the models there?",
    ).reply;
    expect(reply).toMatch(/each quarter/);
    expect(linksOf(reply)).toContain("/portfolio/case-study/2");
  });

  it("a question of another subject matched clearly by its own intent is not pulled onto the page", () => {
    const reply = playTurns(
      "tell me about the healthcare predictive analytics case study",
      "how often do you bill?",
    ).reply;
    expect(reply).not.toMatch(/each quarter/);
  });
});

// Issue 10: "Dialogue state: the last topic and entity carry over, so follow-ups and pronouns
// resolve; a new topic resets it." A hedge ("usually", "normally") says how a question asks,
// not what it asks about, so it does not send the question to another page that says it.
describe("'and how quickly do you usually respond?' after the contact details is the reply time", () => {
  it("is answered with the reply time, not another process that is 'usually' complete in weeks", () => {
    const reply = playTurns(
      "how can I get in touch with you?",
      "and how quickly do you usually respond?",
    ).reply;
    expect(reply).toMatch(/one business day/);
    expect(reply).not.toMatch(/three weeks/);
  });
});

// Issue 10: "Dialogue state: the last topic and entity carry over, so follow-ups and pronouns
// resolve; a new topic resets it."
describe("'the X one' picks among everything the last reply listed", () => {
  it("'tell me about the healthcare one' after the whole portfolio is the healthcare case study", () => {
    const reply = playTurns("what have you built so far?", "tell me about the healthcare one").reply;
    expect(linksOf(reply)).toContain("/portfolio/case-study/2");
  });
});
