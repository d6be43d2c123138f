// @vitest-environment node
import { describe, expect, it } from "vitest";
import { extractLinkHrefs, findPriceStatement, judgeBlind, normaliseHref, normaliseText } from "./judge.ts";
import type { BlindCase } from "./types.ts";

function blindCase(overrides: Partial<BlindCase>): BlindCase {
  return {
    id: "q9999",
    category: "technologies",
    style: "direct",
    turns: ["what do you use for the back end?"],
    mustContain: [],
    linkAnyOf: [],
    mustNotContain: [],
    source: "test",
    ...overrides,
  };
}

describe("normaliseText", () => {
  it("lower-cases, straightens quotes, folds dashes and spaces", () => {
    expect(normaliseText("We Don\u2019t \u201Cpublish\u201D prices\u00A0\u2013  Mon\u2014Sat\n9:00")).toBe(
      'we don\'t "publish" prices - mon-sat 9:00',
    );
  });

  it("drops bold markers and zero-width characters", () => {
    expect(normaliseText("**Rohan\u200B Mehta**")).toBe("rohan mehta");
  });
});

describe("mustContain", () => {
  const testCase = blindCase({ mustContain: [["node.js", "node"], ["python"]] });

  it("passes when every entry has one alternative in the reply", () => {
    expect(judgeBlind(testCase, "We build back ends in **Python** and Node.js.")).toEqual([]);
  });

  it("fails for each entry with no alternative in the reply", () => {
    expect(judgeBlind(testCase, "We mostly use Django.")).toEqual([
      "missing one of: node.js | node",
      "missing one of: python",
    ]);
  });

  it("matches curly apostrophes in the reply against straight ones in the case", () => {
    const negative = blindCase({ mustContain: [["don't", "do not"]] });
    expect(judgeBlind(negative, "We don\u2019t build WordPress sites.")).toEqual([]);
  });

  it("counts text inside a link target", () => {
    const email = blindCase({ mustContain: [["hello@meridian-ai.example"]] });
    expect(judgeBlind(email, "Write to [our team](mailto:hello@meridian-ai.example).")).toEqual([]);
  });

  it("folds an en dash in the reply to the hyphen of the case", () => {
    const range = blindCase({ mustContain: [["3-6", "3 to 6"]] });
    expect(judgeBlind(range, "Typically 3\u20136 months.")).toEqual([]);
  });
});

describe("linkAnyOf", () => {
  const testCase = blindCase({ linkAnyOf: ["/technologies/python", "/technologies"] });

  it("passes with a markdown link to one of the paths", () => {
    expect(judgeBlind(testCase, "See [Python](/technologies/python).")).toEqual([]);
  });

  it("ignores the site origin, a trailing slash, the query and the fragment", () => {
    expect(
      judgeBlind(testCase, "See [our stack](http://localhost:3000/technologies/?tab=all#grid)."),
    ).toEqual([]);
    expect(
      judgeBlind(testCase, "See [Python](https://www.meridian-ai.example/technologies/python/)."),
    ).toEqual([]);
  });

  it("fails when the path only appears as plain text or the link goes elsewhere", () => {
    const problem = ["no link to any of: /technologies/python | /technologies"];
    expect(judgeBlind(testCase, "See /technologies/python.")).toEqual(problem);
    expect(judgeBlind(testCase, "See [our services](/services).")).toEqual(problem);
    expect(judgeBlind(testCase, "See [Python](/technologies/pythonista).")).toEqual(problem);
  });

  it("matches #get-quote exactly, and not as the fragment of another path", () => {
    const lead = blindCase({ linkAnyOf: ["#get-quote"] });
    expect(judgeBlind(lead, "[Get a quote](#get-quote)")).toEqual([]);
    expect(judgeBlind(lead, "[Get a quote](/contact#get-quote)")).toEqual(["no link to any of: #get-quote"]);
  });

  it("matches an external booking URL", () => {
    const booking = blindCase({ linkAnyOf: ["https://calendly.com/meridian-ai/30min"] });
    expect(judgeBlind(booking, "[Book a call](https://calendly.com/meridian-ai/30min)")).toEqual([]);
  });

  it("requires nothing when the list is empty", () => {
    expect(judgeBlind(blindCase({}), "No links here.")).toEqual([]);
  });
});

describe("mustNotContain", () => {
  const testCase = blindCase({ mustNotContain: ["couldn't find", "arrr"] });

  it("passes when no forbidden text appears", () => {
    expect(judgeBlind(testCase, "We use Python and Node.js.")).toEqual([]);
  });

  it("fails for a forbidden text, also with a curly apostrophe", () => {
    expect(judgeBlind(testCase, "Sorry, I couldn\u2019t find that. Arrr!")).toEqual([
      "contains forbidden: couldn't find",
      "contains forbidden: arrr",
    ]);
  });
});

describe("the price rule", () => {
  const testCase = blindCase({});

  it("fails for any amount with a currency or a rate", () => {
    for (const reply of [
      "A chatbot costs about £5,000.",
      "Budget $ 20k for the pilot.",
      "Roughly 300 € per month.",
      "We charge 600 GBP a day.",
      "Our engineers cost 80 per hour.",
      "The day rate is 650.",
      "It would be 10k pounds.",
    ]) {
      expect(judgeBlind(testCase, reply)).toHaveLength(1);
      expect(judgeBlind(testCase, reply)[0]).toMatch(/^states a price: /);
    }
  });

  it("allows talking about prices without stating one", () => {
    for (const reply of [
      "We don't publish prices or an hourly rate: pricing is custom.",
      "A typical project takes 3 to 6 months; we reply within 24 hours a day on weekdays.",
      "We have 150+ clients, 500+ projects and 95% retention since 2020.",
    ]) {
      expect(findPriceStatement(normaliseText(reply))).toBeUndefined();
      expect(judgeBlind(testCase, reply)).toEqual([]);
    }
  });
});

describe("link helpers", () => {
  it("extracts hrefs, also with a title or angle brackets", () => {
    expect(extractLinkHrefs('[a](/about) [b](<#get-quote>) [c](/faq "FAQ") [d]()')).toEqual([
      "/about",
      "#get-quote",
      "/faq",
      "",
    ]);
  });

  it("normalises hrefs", () => {
    expect(normaliseHref("https://www.meridian-ai.example")).toBe("/");
    expect(normaliseHref("/Careers/ML-Engineer/")).toBe("/careers/ml-engineer");
    expect(normaliseHref("#GET-QUOTE")).toBe("#get-quote");
    expect(normaliseHref("/privacy-policy#minors")).toBe("/privacy-policy");
  });
});
