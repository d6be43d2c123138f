// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playTurns } from "./context.test-helper.ts";
import { testimonialAsked } from "./testimonials.ts";

// Issue 10 §2: "company facts and claims" answered from the data. One client's testimonial,
// asked by name, company or sector, recurs in six of the ten read corpora; the list of every
// quoted client answered, without the quote and with the other clients' names.
describe("one client's testimonial", () => {
  it("finds the testimonial by the person's name, the company or the sector asked about", () => {
    expect(testimonialAsked("What did James Whitfield say about working with you?", "")?.company).toBe(
      "Harbourstone Retail",
    );
    expect(testimonialAsked("what did the finance company say", "any client reviews?")?.name).toBe(
      "Priya Nair",
    );
    expect(testimonialAsked("the school one - who said it", "any client reviews?")?.name).toBe(
      "Grace Adebayo",
    );
    expect(
      testimonialAsked("what's her role there?", "which finance client gave you a testimonial?")?.name,
    ).toBe("Priya Nair");
  });

  it("leaves questions about work in the same sector alone", () => {
    expect(
      testimonialAsked("we run an online shop and want better product recommendations", "hi"),
    ).toBeUndefined();
    expect(testimonialAsked("do you have any finance projects?", "")).toBeUndefined();
    expect(
      testimonialAsked(
        "what questions does that one handle",
        "got an example of a recommendation engine you built?",
      ),
    ).toBeUndefined();
  });

  it("answers with that client's words alone", () => {
    const reply = playTurns(
      "what do your clients say about you?",
      "the one from the school trust, who was that?",
    ).reply;
    expect(reply).toMatch(/Grace Adebayo, Director of Assessment at Eduvance Learning Trust/);
    expect(reply).toMatch(/they always had the final say/);
    expect(reply).not.toMatch(/James Whitfield|Priya Nair/);
  });
});
