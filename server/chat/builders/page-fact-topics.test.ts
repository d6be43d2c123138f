// @vitest-environment node
import { describe, expect, it } from "vitest";
import { companyClaims, portfolioPage } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { COMPANY_TOPICS } from "./company-topics.ts";
import { playTurns } from "./context.test-helper.ts";
import { factTopicIn } from "./fact-topics.ts";
import { PORTFOLIO_TOPICS } from "./portfolio-topics.ts";

// Issue 10 §2: answers from the structured content. The Portfolio page's "How we work" steps
// (asked in five of the nine read corpora) and its expertise areas (four) had no answer at all;
// the company's full name (four) and its track record in figures (three) got the location or
// the founding story.
describe("questions about the Portfolio page and the company that a page answers in so many words", () => {
  it("answers the Portfolio page's steps and expertise areas from the page's data", () => {
    const steps = playTurns("on the portfolio page there's a how-we-work bit, what are the steps?").reply;
    for (const step of portfolioPage.howWeWork.steps) expect(steps).toContain(step.title);
    expect(steps).toContain("](/portfolio)");
    const areas = playTurns("what expertise areas do you list on the portfolio page").reply;
    for (const item of portfolioPage.expertise.items) expect(areas).toContain(item.title);
  });

  it("answers the company's full name and its figures", () => {
    expect(playTurns("What's the company's full name?").reply).toContain(siteConfig.brandName);
    const record = playTurns("my board wants to see some kind of track record before we sign anything").reply;
    for (const claim of companyClaims) expect(record).toContain(claim.value);
  });

  it("leaves questions that only share a word to the other answers", () => {
    const topicOf = (text: string) => factTopicIn([...PORTFOLIO_TOPICS, ...COMPANY_TOPICS], text)?.name;
    expect(topicOf("how does your ai product development work from idea to launch?")).toBeUndefined();
    expect(topicOf("who has expertise in fintech?")).toBeUndefined();
    expect(topicOf("what's your name?")).toBeUndefined();
  });

  // Asked in six of the nine read corpora; answered with the FAQ's general security answer.
  it("answers where the healthcare case study kept patient data, with the case study's page", () => {
    const reply = playTurns("the healthcare case study", "where was the patient data kept?").reply;
    expect(reply).toMatch(/own cloud account/);
    expect(reply).toContain("](/portfolio/case-study/2)");
  });

  // blind-4 q9010, blind-8 q2011, blind-9 q3019: net zero, carbon, sustainability asked of the team.
  it("names the sustainability lead for a question about someone who works on it, and not for another field", () => {
    const reply = playTurns(
      "our company has net-zero targets for 2030, does anyone at Meridian work on that sort of thing",
    ).reply;
    expect(reply).toMatch(/Mei Lin Chen/);
    expect(reply).toContain("](/about)");
    const other = playTurns("what does your head of sustainability do?", "and the fintech person?").reply;
    expect(other).toMatch(/Karim Haddad/);
  });

  // blind-2 q5313, blind-8 q2413, blind-9 q3412: "how long r ur sprints" got the privacy policy's
  // retention periods.
  it("answers how long the sprints are and how often progress is shared", () => {
    const reply = playTurns("how long r ur sprints").reply;
    expect(reply).toMatch(/two-week sprints/);
    expect(reply).toMatch(/every two weeks/);
    expect(reply).not.toMatch(/\d+ days/);
  });
});
