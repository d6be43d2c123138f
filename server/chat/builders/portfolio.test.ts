// @vitest-environment node
import { describe, expect, it } from "vitest";
import { caseStudies, portfolioProjects, testimonials } from "../../../app/content/index.ts";
import { build, entity, linksOf } from "./context.test-helper.ts";

describe("portfolio answers (issue 10 §2: projects with tech and impact, case studies with results)", () => {
  it("gives a project's tech stack, exactly as its page lists it", () => {
    const reply = build("project.tech", "what database did it use?", [entity("project:markaid")]);
    expect(reply.text).toContain(
      portfolioProjects
        .find((item) => item.slug === "markaid")
        ?.tech.join(", ")
        .replace(/, ([^,]+)$/, " and $1") ?? "missing",
    );
    expect(linksOf(reply)).toContain("/portfolio/markaid");
  });

  it("gives a project's impact and a case study's result", () => {
    expect(build("project.impact", "what impact did aimail have?").text).toContain(
      portfolioProjects.find((item) => item.slug === "aimail")?.impact ?? "missing",
    );
    const result = build("caseStudy.result", "what results did the retail case study get?");
    expect(result.text).toContain(caseStudies[0]?.result ?? "missing");
    expect(result.text).not.toContain(caseStudies[1]?.result ?? "missing");
    expect(linksOf(result)).toContain("/portfolio/case-study/0");
  });

  it("answers a detail of a project from its page ('can it read handwritten answers?')", () => {
    const reply = build("project.detail", "can it read handwritten answers?", [entity("project:markaid")]);
    expect(reply.text).toContain("Handwriting recognition");
  });

  it("lists, counts and filters the projects", () => {
    expect(build("portfolio.count", "how many projects in your portfolio?").text).toContain(
      `${portfolioProjects.length} projects`,
    );
    const automation = build("portfolio.category", "show me your ai automation projects");
    expect(linksOf(automation)).toEqual(
      portfolioProjects
        .filter((item) => item.category === "AI Automation")
        .map((item) => `/portfolio/${item.slug}`)
        .concat("/portfolio"),
    );
  });

  it("compares two projects and names the tech they share", () => {
    const reply = build(
      "project.compare",
      "hr automation vs the deepfake audio project - what do they have in common?",
    );
    expect(reply.text).toMatch(/Both use Python and React/);
  });

  it("finds work in an industry ('have you done anything in healthcare?')", () => {
    expect(linksOf(build("portfolio.industry", "have you done anything in healthcare?"))).toContain(
      "/portfolio/case-study/2",
    );
    // No project in logistics, but a client whose company is: their words, as the home page shows them.
    const logistics = build("portfolio.industry", "what did you build for the logistics company?");
    const stratum = testimonials.find((item) => item.company.includes("Logistics"));
    expect(logistics.text).toContain(stratum?.quote ?? "missing");
  });

  it("finds a case study described rather than named ('the chatbot case study')", () => {
    const result = build("caseStudy.result", "what results did the chatbot case study get?");
    expect(result.text).toContain(caseStudies[0]?.result ?? "missing");
    expect(result.text).not.toContain(caseStudies[1]?.result ?? "missing");
    const challenge = build("caseStudy.detail", "what was the challenge in the hospital case study?");
    expect(linksOf(challenge)).toEqual(["/portfolio/case-study/2"]);
  });

  it("says honestly when no case study is about what was asked, and lists those there are", () => {
    expect(build("caseStudy.list", "any case study for an airline?").text).toMatch(
      /^We don't have a case study/,
    );
    expect(build("caseStudy.list", "do you have a case study in retail?").text).not.toMatch(/^We don't/);
  });
});

// Issue 10 §2: "the reply contains exactly the facts asked for" — a part of a case study asked
// by its heading's word is that part.
describe("a case study's part asked by its heading", () => {
  it("'what sort of shop was the retail ai client' is the case study's client part (homeware and fashion)", () => {
    const reply = build("caseStudy.detail", "what sort of shop was the retail ai client");
    expect(reply.text).toMatch(/homeware and fashion/);
    expect(linksOf(reply)).toContain("/portfolio/case-study/0");
  });

  it("'what was the challenge in the enterprise nlp case study?' is its challenge part", () => {
    expect(
      build("caseStudy.detail", "what was the challenge in the enterprise nlp case study?").text,
    ).toMatch(/keyed into core systems by hand/);
  });
});

describe('a kind of project the portfolio does not have (issue 10 §2: honest answers to "do you do X")', () => {
  // blind-3 q8179, blind-7 q7820, blind-9 q3233: "do you have a self-driving car project?" got
  // the list of projects as if one of them were it.
  it("says no before showing what the portfolio has, and only then", () => {
    expect(build("portfolio.list", "do u have a self driving car project in your portfolio").text).toMatch(
      /^No, our portfolio has no project like that/,
    );
    expect(build("portfolio.list", "what projects have you done?").text).toMatch(/^Featured projects:/);
    expect(build("portfolio.list", "do you have an email assistant project?").text).not.toMatch(/^No\b/);
  });
});
