// @vitest-environment node
import { describe, expect, it } from "vitest";
import { coverage, pageLink, passageBody } from "./composer.ts";
import type { Passage } from "./passages.ts";
import { buildSearchIndex } from "./search-index.ts";
import { terms } from "./text.ts";

const passage = (overrides: Partial<Passage>): Passage => ({
  id: overrides.id ?? `/x~${Math.random()}`,
  pageTitle: "Example",
  url: "/example",
  section: "Example",
  kind: "text",
  text: "",
  items: [],
  keywords: "",
  intro: false,
  hub: false,
  ...overrides,
});

const prose = passage({
  id: "prose",
  text: "We design data platforms for retailers. Our forecasting models predict demand per store. They are retrained every week. Dashboards show the results to planners. Support continues after launch.",
});
const faq = passage({
  id: "faq",
  kind: "qa",
  section: "How long does a project take?",
  text: "Most projects take 3 to 6 months. Small pilots take a few weeks. Large platforms ship in phases.",
});
const features = passage({
  id: "features",
  kind: "list",
  section: "Features",
  text: "What you get:",
  items: [
    "Forecasting dashboards for store and regional planners",
    "Alerts by e-mail when demand moves outside the forecast range",
  ],
});
const names = passage({ id: "names", kind: "list", text: "Tools:", items: ["Python", "React", "AWS"] });
const index = buildSearchIndex([prose, faq, features, names]);

describe("passageBody", () => {
  it("picks the sentences that share the question's words, in their original order, at most three", () => {
    const body = passageBody(
      prose,
      terms("how do your forecasting models predict demand and are they retrained"),
      index,
    );
    expect(body).toBe("Our forecasting models predict demand per store. They are retrained every week.");
  });

  it("starts an FAQ answer at its first sentence", () => {
    expect(
      passageBody(faq, terms("large platforms"), index).startsWith("Most projects take 3 to 6 months."),
    ).toBe(true);
  });

  it("adds the next sentence when the best one is short and alone", () => {
    expect(passageBody(prose, terms("dashboards"), index)).toBe(
      "Dashboards show the results to planners. Support continues after launch.",
    );
  });

  it("renders a list as its lead-in and bullet items, and a list of names on one line", () => {
    expect(passageBody(features, terms("features"), index)).toBe(
      "What you get:\n- Forecasting dashboards for store and regional planners\n- Alerts by e-mail when demand moves outside the forecast range",
    );
    expect(passageBody(names, terms("tools"), index)).toBe("Tools: Python, React, AWS.");
  });
});

describe("coverage", () => {
  it("is the idf-weighted share of the question's words a passage contains", () => {
    const hit = { passage: prose, score: 1, matchedTerms: [] };
    expect(coverage(hit, terms("forecasting demand"), index)).toBe(1);
    expect(coverage(hit, terms("forecasting bananas"), index)).toBeLessThan(0.5);
    expect(coverage(hit, [], index)).toBe(0);
  });
});

describe("coverage of a word with alternatives", () => {
  it("counts the alternatives once: fully for the word itself, partly for an alternative", () => {
    const hit = { passage: prose, score: 1, matchedTerms: [] };
    const groupOf = new Map([
      ["mainten", "mainten|support"],
      ["support", "mainten|support"],
    ]);
    expect(coverage(hit, ["mainten", "support"], index, undefined, groupOf)).toBeCloseTo(0.6);
    expect(coverage(hit, ["support", "mainten"], index, undefined, groupOf)).toBe(1);
  });
});

describe("pageLink", () => {
  it("links the page by its title in the reply's link format", () => {
    expect(pageLink({ pageTitle: "AI Consulting", url: "/services/ai-consulting" })).toBe(
      "[AI Consulting](/services/ai-consulting)",
    );
  });
});
