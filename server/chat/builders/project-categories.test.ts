// @vitest-environment node
import { describe, expect, it } from "vitest";
import { projectCategoryAnswer } from "./project-categories.ts";

// Issue 10 §2: "portfolio projects with their tech and impact" answered from the data; the
// portfolio's categories and their projects recur in four of the ten read corpora.
describe("the portfolio's categories", () => {
  it("lists the categories, one category's projects, and the other one", () => {
    expect(projectCategoryAnswer("what categories are your projects grouped into?", "")).toMatch(
      /grouped into 2 categories:\n+- Web & Mobile: .*TextToUI.*\n- AI Automation: .*Deepfake Audio/,
    );
    expect(projectCategoryAnswer("which ones are web & mobile?", "show me your portfolio")).toMatch(
      /^Our Web & Mobile projects: .*MarkAid/,
    );
    expect(
      projectCategoryAnswer("and the other tab?", "on the homepage what's under the web & mobile tab?"),
    ).toMatch(/^Our AI Automation projects: .*HR Automation/);
  });

  it("leaves the blog's categories and the AI Automation service alone", () => {
    expect(projectCategoryAnswer("what category is the fintech post in?", "")).toBeUndefined();
    expect(
      projectCategoryAnswer("what does ai automation cost?", "what services do you offer?"),
    ).toBeUndefined();
  });
});
