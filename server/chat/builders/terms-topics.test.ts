// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactInfo } from "../../../app/content/index.ts";
import { CONTACT_TOPICS } from "./contact-topics.ts";
import { playTurns } from "./context.test-helper.ts";
import { factTopicIn } from "./fact-topics.ts";
import { TERMS_TOPICS } from "./terms-topics.ts";

// Issue 10 §2: "Things the company does not do … get an honest short answer and a way to ask a
// person." A charity discount, a money-back guarantee, equity instead of payment and a referral
// commission (seven of the ten read corpora) got the free trial or the head office; WhatsApp got
// the phone number without saying we do not list it.
describe("commercial terms and channels the site does not offer", () => {
  it("reads the terms in a visitor's words, and not in words that only look alike", () => {
    const asked: [string, string | undefined][] = [
      ["do you give discounts for charities or nonprofits?", "pricing.special-terms"],
      ["Do you offer a money-back guarantee if we're not happy?", "pricing.special-terms"],
      ["we're a broke startup - would you take equity instead of cash?", "pricing.special-terms"],
      [
        "If I refer a friend's company to you, do I get a referral bonus or commission?",
        "pricing.special-terms",
      ],
      ["can i message you on whatsapp", "contact.whatsapp"],
      ["is it better to call or email you?", "contact.channels"],
      [
        "Please, I want the phone for call to the company, is possible call from Germany?",
        "contact.channels",
      ],
      ["i want to send you some confidential specs, where do i send them", "contact.nda"],
      ["how much does a project cost?", undefined],
      ["do you offer a free trial?", undefined],
    ];
    for (const [question, topic] of asked)
      expect(factTopicIn([...TERMS_TOPICS, ...CONTACT_TOPICS], question)?.name, question).toBe(topic);
  });

  it("says honestly that the site offers no such thing, and how to reach a person", () => {
    const terms = playTurns("do you give discounts for charities?").reply;
    expect(terms).toMatch(/doesn't offer discounts/);
    expect(terms).toMatch(/Pricing is custom/);
    expect(terms).toContain("#get-quote");
    const whatsapp = playTurns("do you have whatsapp?").reply;
    expect(whatsapp).toMatch(/^No, we don't list WhatsApp/);
    expect(whatsapp).toContain(contactInfo.email);
  });
});
