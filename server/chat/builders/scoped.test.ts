// @vitest-environment node
import { describe, expect, it } from "vitest";
import { terms } from "../text.ts";
import { contextFor, entity, testKnowledge } from "./context.test-helper.ts";
import { faqReply } from "./faq.ts";
import { bestInScope, detailTerms } from "./scoped.ts";

const knowledge = () => testKnowledge().knowledge;

describe("scoped retrieval (the sentences of one page that answer a detail)", () => {
  it("drops the words naming the entity in the message, keeps the words of one carried over", () => {
    expect(detailTerms(contextFor("project.tech", "what database did markaid use?"))).toEqual(
      terms("database"),
    );
    expect(
      detailTerms(
        contextFor("project.detail", "could i clone a voice with it?", [entity("project:deepfake-audio")]),
      ),
    ).toEqual(expect.arrayContaining(terms("clone voice")));
  });

  it("keeps a product named on a page as the detail asked, and drops the page's own name however written", () => {
    const aws = [entity("technology:aws")];
    expect(detailTerms(contextFor("tech.detail", "do you use sagemaker?", aws))).toContain("sagemak");
    const pwa = [entity("technology:pwa")];
    expect(detailTerms(contextFor("tech.detail", "does a pwa work offline?", pwa))).not.toContain("pwa");
  });

  it("of two asked words that are each other's alternatives ('fca', 'regulator'), one still counts", () => {
    const index = knowledge().index;
    const passages = knowledge().passagesOn("/blog/ai-in-fintech-redefining-finance");
    expect(bestInScope(index, passages, terms("fca"), 0.5)).toBeDefined();
  });

  it("a chosen list lead-in brings its whole list", () => {
    const passages = knowledge().passagesOn("/privacy-policy#sharing");
    const match = bestInScope(knowledge().index, passages, terms("share"));
    expect(match?.body).toMatch(/^We share personal information only where necessary/);
    expect(match?.body).toContain("- professional advisers");
  });

  it("a chosen sentence announcing a list (ending in ':') brings the list that follows it", () => {
    const passages = knowledge().passagesOn("/blog/ai-boom-real-innovation-or-just-hype");
    const match = bestInScope(knowledge().index, passages, terms("initiative crosses desk"));
    expect(match?.body).toContain("a few questions quickly separate substance from noise:");
    expect(match?.body).toContain("- What happens when the system is wrong");
  });

  it("adds a short follow-on sentence ('Please do not include it…')", () => {
    const passages = knowledge().passagesOn("/privacy-policy#information-we-collect");
    const match = bestInScope(knowledge().index, passages, terms("sensitive information"));
    expect(match?.body).toContain("Please do not include it in messages, documents or chats.");
  });

  it("counts a synonym's alternative ('handwritten' finds 'handwriting')", () => {
    const passages = knowledge().passagesOn("/portfolio/markaid");
    expect(bestInScope(knowledge().index, passages, terms("handwritten"))?.body).toMatch(
      /handwriting recognition/i,
    );
  });

  it("answers nothing below the coverage it needs", () => {
    const passages = knowledge().passagesOn("/portfolio/markaid");
    expect(bestInScope(knowledge().index, passages, terms("blockchain tokens"))).toBeUndefined();
  });

  it("FAQ answers come word for word with the page that shows them", () => {
    expect(() => faqReply("Is this a real question?")).toThrow();
    expect(faqReply("Where are the roles based?").page).toBe("[Careers](/careers)");
  });
});

// Issue 10 §2: "the reply contains exactly the facts asked for" — not the sentence announcing them.
describe("a chosen sentence that announces what follows without a colon brings what it announces", () => {
  const boom = "/blog/ai-boom-real-innovation-or-just-hype";
  const fintech = "/blog/ai-in-fintech-redefining-finance";

  it("'…consistent pattern.' brings the opening sentences of the paragraphs that count it off (First, … Finally, …)", () => {
    const match = bestInScope(
      knowledge().index,
      knowledge().passagesOn(boom),
      terms("organisations getting most from ai consistent pattern"),
    );
    expect(match?.body).toMatch(/consistent pattern/);
    expect(match?.body).toMatch(/First, they pick narrow, valuable problems\./);
    expect(match?.body).toMatch(/Finally, they treat AI as an ongoing capability/);
  });

  it("'Four areas stand out…', alone under its heading, brings the headings of the next four sections", () => {
    const match = bestInScope(
      knowledge().index,
      knowledge().passagesOn(fintech),
      terms("four areas stand out maturity technology"),
    );
    const bullets = (match?.body ?? "").split("\n").filter((line) => line.startsWith("- "));
    expect(bullets).toEqual([
      "- Fraud detection and financial crime",
      "- Credit decisions and lending",
      "- Customer service and advice",
      "- Operations, compliance and reporting",
    ]);
  });

  it("a sentence that announces nothing stays alone", () => {
    const match = bestInScope(
      knowledge().index,
      knowledge().passagesOn(fintech),
      terms("thin credit files open banking"),
    );
    expect(match?.body).toMatch(/thin credit files/);
    expect(match?.body).not.toMatch(/^- /m);
  });
});
