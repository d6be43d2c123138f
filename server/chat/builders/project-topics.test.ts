// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns } from "./context.test-helper.ts";
import { projectTopicAnswer } from "./project-topics.ts";

// Issue 10 §2: "portfolio projects with their tech and impact, case studies with their
// results" answered from the data. These details recur in two to four of the ten read corpora
// each, asked in words the page does not use ("changes their mind" for "consent can be withdrawn").
describe("a project's details in a visitor's words", () => {
  it("answers with the page's own statement, when the conversation names the project", () => {
    const consent = projectTopicAnswer(
      "what if the presenter changes their mind later?",
      "tell me about the deepfake audio project",
      [],
    );
    expect(consent?.text).toMatch(/Consent can be withdrawn at any time/);
    expect(consent?.text).toContain("/portfolio/deepfake-audio");
    const documents = projectTopicAnswer("what kind of documents can it read?", "", ["caseStudy:1"]);
    expect(documents?.text).toMatch(/e-mails, PDFs and scanned letters/);
    const bias = projectTopicAnswer(
      "i'm writing a report on responsible AI - do any of your projects check for bias?",
      "",
      [],
    );
    expect(bias?.text).toMatch(/bias audits/);
    expect(bias?.text).toContain("HR Automation");
  });

  it("answers the retail and healthcare case studies' details, and a visitor's own case with the service", () => {
    expect(
      projectTopicAnswer("did it help with stock running out?", "retail ai automation case study", [])?.text,
    ).toMatch(/Demand forecasts per product and location/);
    expect(
      projectTopicAnswer("What did the healthcare predictive analytics models predict?", "", [])?.text,
    ).toMatch(/deterioration and readmission/);
    expect(
      projectTopicAnswer("healthcare predictive analytics - what was the outcome?", "", []),
    ).toBeUndefined();
    const own = projectTopicAnswer(
      "our shops keep running out of the popular stuff while slow sellers pile up",
      "",
      [],
    );
    expect(own?.text).toContain("/services/ml-models");
    expect(own?.text).toContain("#get-quote");
  });

  it("leaves the same words alone when no project of theirs is being discussed", () => {
    expect(
      projectTopicAnswer(
        "what if we change our mind halfway through the project?",
        "how do your projects run?",
        [],
      ),
    ).toBeUndefined();
    expect(projectTopicAnswer("what kind of documents do you need from us?", "", [])).toBeUndefined();
  });

  it("keeps the project as the subject of the next question", () => {
    const reply = playTurns(
      "tell me about the deepfake audio project",
      "what if the presenter changes their mind later?",
      "what was it built with?",
    ).reply;
    expect(reply).toMatch(/PyTorch/);
  });
});
