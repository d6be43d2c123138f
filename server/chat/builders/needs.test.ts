// @vitest-environment node
import { describe, expect, it } from "vitest";
import { terms } from "../text.ts";
import { build, linksOf } from "./context.test-helper.ts";
import { matchNeed } from "./needs.ts";

describe("needs (issue 10 §2: a described need gets the service, an example and the way to start)", () => {
  it("'I want to sell more in my online shop' → machine learning models, the retail case study, a quote", () => {
    const reply = build("service.need", "I want to sell more in my online shop");
    expect(linksOf(reply)).toEqual(
      expect.arrayContaining(["/services/ml-models", "/portfolio/case-study/0", "#get-quote", "/contact"]),
    );
    expect(reply.text).toContain("30% increase in sales");
    expect(reply.offerHandoff).toBe(true);
  });

  it("'sorting e-mails takes hours' → AI automation with AIMail as the example", () => {
    const reply = build("service.need", "sorting e-mails takes hours every day");
    expect(linksOf(reply)).toEqual(expect.arrayContaining(["/services/ai-automation", "/portfolio/aimail"]));
  });

  it("matches the need with the most shared words, rarer words breaking ties, a synonym counted once", () => {
    expect(matchNeed(terms("our teachers are drowning in marking"))?.need.service).toBe("ai-product-dev");
    expect(
      matchNeed(terms("we hire hundreds of people and screening cvs is killing us"))?.score,
    ).toBeGreaterThanOrEqual(2);
    expect(matchNeed(terms("tell me about your office"))).toBeUndefined();
  });

  it("a website or app asked for with no AI in it is web and mobile development, not the row of its business words", () => {
    // Issue 10 §2: "A visitor describing a need … gets the matching service".
    expect(matchNeed(terms("we need an online ordering website for our bakery"))?.need.service).toBe(
      "web-mobile-dev",
    );
    expect(matchNeed(terms("a members' portal for our gym, nothing fancy"))?.need.service).toBe(
      "web-mobile-dev",
    );
    // With AI in the scope the business words still decide.
    expect(
      matchNeed(terms("an online shop website with AI recommendations to sell more"))?.need.service,
    ).toBe("ml-models");
  });

  it("a shop or a business system asked to be built with no AI in it is web and mobile development", () => {
    for (const message of [
      "could you make us an ecommerce site for our shoes",
      "can you put together a web shop for my candle business",
      "can you develop an erp for our factory",
      "we'd like you to build us a crm from scratch",
    ])
      expect(linksOf(build("service.need", message)), message).toContain("/services/web-mobile-dev");
    // Not asked to be built, the shop or the crm is where the need lives.
    expect(matchNeed(terms("help us sell more through our online store"))?.need.service).toBe("ml-models");
    expect(matchNeed(terms("connect our existing crm to a language model"))?.need.service).toBe(
      "ai-integration",
    );
    // Asked to be built with AI in it, the business words still decide.
    expect(
      linksOf(build("service.need", "can you build us an online store that recommends products")),
    ).toContain("/services/ml-models");
  });
});
