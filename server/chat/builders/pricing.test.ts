// @vitest-environment node
import { describe, expect, it } from "vitest";
import { faqItems, homePage, servicesPage } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { findPrice } from "../prices.ts";
import { build, linksOf } from "./context.test-helper.ts";

const faq = (question: string) => faqItems.find((item) => item.question === question)?.answer ?? "missing";

describe("pricing and process answers (issue 10 §2: pricing & process; fees never stated)", () => {
  it("says pricing is custom, never states a figure, and offers the quote form, contact and a meeting", () => {
    for (const message of [
      "how much does a chatbot cost?",
      "another agency quoted us £20k, can you beat that?",
    ]) {
      const reply = build("pricing.cost", message);
      expect(reply.text).toContain("Pricing is custom");
      expect(findPrice(reply.text)).toBeUndefined();
      expect(linksOf(reply)).toEqual(
        expect.arrayContaining(["#get-quote", "/contact", siteConfig.schedulingUrl]),
      );
      expect(reply.offerHandoff).toBe(true);
    }
  });

  it("gives the typical duration, the free trial and the engagement models from the FAQ", () => {
    expect(build("pricing.duration", "how long does a project take?").text).toContain("3 to 6 months");
    expect(build("pricing.trial", "free trial?").text).toContain(faq("Do you offer a free trial?"));
    const models = build("pricing.engagement", "what engagement models?").text;
    for (const card of homePage.tabs.items[0]?.cards ?? []) expect(models).toContain(card.title);
  });

  it("says honestly that the trial's services are not listed and points to a person", () => {
    const reply = build("pricing.trial-services", "which services are included in it?");
    expect(reply.text).toMatch(/doesn't list which services/);
    expect(linksOf(reply)).toContain("/contact");
  });

  it("gives the delivery process, ownership, hand-over, support and the accountable lead", () => {
    const process = build("pricing.process", "what are the steps of your process?").text;
    for (const step of homePage.process.steps) expect(process).toContain(step.title);
    // …and the Services page's three steps.
    for (const step of servicesPage.howWeWork.steps) expect(process).toContain(`${step.title}: ${step.text}`);
    expect(build("pricing.ownership", "who owns the code?").text).toContain(
      faq("Who owns the code and models you build?"),
    );
    expect(build("pricing.handover", "can we run it ourselves?").text).toContain("You own everything");
    expect(build("pricing.handover", "will you hand the whole thing over to our team?").text).toMatch(
      /^Yes\. On completion, the source code/,
    );
    expect(build("pricing.point-of-contact", "who's my point of contact?").text).toContain(
      "one accountable lead",
    );
  });
});

// Issue 10 §2: "the reply contains exactly the facts asked for" — a question of time that reached
// the cost answer gets the duration, never a price.
describe("the cost answer given a question about time", () => {
  it("'what is your standard delivery timeframe from discovery to go-live?' gets 3 to 6 months", () => {
    const reply = build(
      "pricing.cost",
      "For our procurement file: what is your standard delivery timeframe from discovery to go-live?",
    );
    expect(reply.text).toMatch(/3 to 6 months/);
    expect(reply.text).not.toMatch(/Pricing is custom/);
  });

  it("'how much does a 3 month project cost?' still gets the cost answer", () => {
    expect(build("pricing.cost", "how much does a 3 month project cost?").text).toMatch(/Pricing is custom/);
  });
});
