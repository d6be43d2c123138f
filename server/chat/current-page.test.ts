// @vitest-environment node
import { describe, expect, it } from "vitest";
import { linksOf, playTurns } from "./builders/context.test-helper.ts";

// Issue 10 §2: "Dialogue state: the last topic and entity carry over, so follow-ups and
// pronouns resolve; a new topic resets it."
describe("a follow-up naming nothing else is answered from the page of what is being discussed", () => {
  it("'what kind of client was it for?' after the NLP case study is that case study's client", () => {
    const reply = playTurns("what was the nlp case study about?", "what kind of client was it for?").reply;
    expect(reply).toMatch(/financial services organisation/);
    expect(linksOf(reply)).toContain("/portfolio/case-study/1");
  });

  it("'how long did shortlisting take before?' after HR Automation is about that project, not project length", () => {
    const reply = playTurns(
      "what did the hr automation project achieve?",
      "how long did shortlisting take before?",
    ).reply;
    expect(reply).toMatch(/shortlist/i);
    expect(linksOf(reply)).toContain("/portfolio/hr-automation");
    expect(reply).not.toMatch(/3 to 6 months/);
  });

  it("a new question with a strong match of its own is not pulled onto the page", () => {
    const reply = playTurns(
      "what's your ai product development service?",
      "how soon could we have a prototype?",
    ).reply;
    expect(reply).toMatch(/weeks/);
  });

  it("'won't it mess up the weird cases though?' after inbox automation is that service's hand-over to people", () => {
    const reply = playTurns(
      "can you automate our shared inbox?",
      "won't it mess up the weird cases though?",
    ).reply;
    expect(reply).toMatch(/person|people|human/);
    expect(linksOf(reply)).toContain("/services/ai-automation");
  });

  it("'could i clone a celebrity's voice with it?' after the voice cloning project is not out of scope", () => {
    const reply = playTurns(
      "tell me about the voice cloning thing you built",
      "could i clone a celebrity's voice with it?",
    ).reply;
    expect(reply).toMatch(/consent|public figure/);
    expect(linksOf(reply)).toContain("/portfolio/deepfake-audio");
  });

  it("'what frameworks do they want, like pytorch?' after a job is that job's requirement, not PyTorch's page", () => {
    const reply = playTurns(
      "is the ml engineer role remote?",
      "what frameworks do they want, like pytorch?",
    ).reply;
    expect(reply).toMatch(/TensorFlow|scikit-learn/);
    expect(linksOf(reply)).toContain("/careers/ml-engineer");
  });

  it("an out-of-scope question with no conversation behind it is still declined", () => {
    const reply = playTurns("could i clone a celebrity's voice with it?").reply;
    expect(reply).toMatch(/only able to help/);
  });

  it("'who was the client?' after the Figma plugin answer is TextToUI's client, the project it linked", () => {
    const reply = playTurns("do you have a figma plugin project?", "who was the client?").reply;
    expect(reply).toMatch(/product studio/);
    expect(linksOf(reply)).toContain("/portfolio/texttoui");
  });

  it("'so you just switch it on on day one?' after the roll-out of an automation is the staged roll-out", () => {
    const reply = playTurns(
      "how do you roll out an automation?",
      "so you just switch it on on day one?",
    ).reply;
    expect(reply).toMatch(/shadow mode/);
    expect(linksOf(reply)).toContain("/services/ai-automation");
  });

  it("'how do you decide what the AI handles alone vs a person?' after e-mail triage is the confidence thresholds", () => {
    const reply = playTurns(
      "can you automate our email triage?",
      "how do you decide what the AI handles alone vs a person?",
    ).reply;
    expect(reply).toMatch(/[Cc]onfidence thresholds?/);
    expect(linksOf(reply)).toContain("/services/ai-automation");
  });

  it("'and when did she found the company?' after the CEO is answered from what About us says of her", () => {
    const reply = playTurns("who is your ceo?", "and when did she found the company?").reply;
    expect(reply).toMatch(/2020/);
    expect(linksOf(reply)).toContain("/about");
  });

  it("'would our clients' data be mixed together?' after white-label AI is its per-client separation", () => {
    const reply = playTurns(
      "we're an agency and want to resell ai chat to our clients under our own name",
      "is that something you do?",
      "would our clients' data be mixed together?",
    ).reply;
    expect(reply).toMatch(/separate|isolation/);
    expect(linksOf(reply)).toContain("/services/white-label-ai");
  });
});
