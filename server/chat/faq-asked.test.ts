// @vitest-environment node
import { describe, expect, it } from "vitest";
import { faqItems } from "../../app/content/index.ts";
import { answerAsTheSite } from "./answerer.ts";
import { askedFaqQuestion } from "./faq-asked.ts";
import { buildKnowledgeWithMeaning } from "./knowledge.ts";

const security = faqItems.find((item) => item.question === "How do you keep our data secure?");

describe("one of the site's FAQ questions asked as written (issue 10 §2: answers from the structured content)", () => {
  it("recognises an FAQ question in the visitor's spelling, and not a question that only shares words", () => {
    expect(askedFaqQuestion("how do you keep our data secure")).toBe("How do you keep our data secure?");
    expect(askedFaqQuestion("who owns the code and models you build")).toBe(
      "Who owns the code and models you build?",
    );
    expect(askedFaqQuestion("how do you keep the code you build")).toBeUndefined();
  });

  // Regression set: "how do you keep our data secure" got the privacy policy's "no electronic
  // transmission can be guaranteed" sentence, a passage sharing more of its words.
  // With the site's own answerer (sentence vectors included), as visitors get it.
  it("answers it with the FAQ's answer rather than another page's sentence", async () => {
    const knowledge = await buildKnowledgeWithMeaning();
    const { reply } = await answerAsTheSite(knowledge, {
      message: "how do you keep our data secure",
      history: [],
    });
    expect(reply).toContain(security?.answer.slice(0, 60) ?? "missing");
    expect(reply).toContain("](/faq)");
  }, 400_000);
});
