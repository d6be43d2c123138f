// @vitest-environment node
import { describe, expect, it } from "vitest";
import { build, linksOf, playTurns } from "./builders/context.test-helper.ts";
import { NEEDS } from "./builders/needs.ts";
import { rankServices } from "./service-fit.ts";
import { terms } from "./text.ts";

const top = (text: string) => rankServices(terms(text), NEEDS, () => 1)[0]?.slug;

// Issue 10: "A visitor describing a need gets the matching service and a portfolio example or
// case study, and the quote form or consultation."
describe("service fit (issue 10: a described need gets the matching service)", () => {
  it("ranks services by the words of their own pages, not only the visitors' words table", () => {
    expect(top("a camera with computer vision that catches faulty parts")).toBe("ml-models");
    expect(top("redaction of personal data and guardrails against prompt injection")).toBe("ai-integration");
    expect(top("smart contracts and tokenisation for our assets")).toBe("blockchain-product-dev");
  });

  it("lists only services sharing a word, best first", () => {
    const ranked = rankServices(
      terms("drift monitoring and retraining of our forecasting model"),
      NEEDS,
      () => 1,
    );
    expect(ranked[0]?.slug).toBe("ml-models");
    expect(ranked.every((fit) => fit.shared.length > 0)).toBe(true);
    expect(rankServices(terms("hello there"), NEEDS, () => 1)).toEqual([]);
  });

  it("a need in words the table gives another service gets the service whose page names it, and the way to start", () => {
    const reply = build(
      "service.need",
      "we want computer vision to catch faulty parts coming off our production line",
    );
    expect(linksOf(reply)).toEqual(expect.arrayContaining(["/services/ml-models", "#get-quote", "/contact"]));
  });
});

describe("a need in words the site never uses is still a need (issue 10)", () => {
  it("'subscribers keep cancelling and churn is hammering revenue, can AI spot who will leave?' gets machine learning, not the off-topic answer", () => {
    const reply = playTurns(
      "subscribers keep cancelling and churn is hammering revenue, can AI spot who will leave?",
    );
    expect(reply.topic).toBe("service.need");
    expect(linksOf(reply.reply)).toEqual(expect.arrayContaining(["/services/ml-models", "#get-quote"]));
  });
});
