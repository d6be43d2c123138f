import { describe, expect, it } from "vitest";
import { faqItems } from "../../../content/faq";
import { filterFaq } from "./filter-faq";

const items = [
  { category: "General", question: "How long does a typical project take?", answer: "3 to 6 months." },
  {
    category: "General",
    question: "Do you work with clients outside the UK?",
    answer: "Yes, pricing aside.",
  },
  { category: "Billing", question: "How is pricing set?", answer: "Custom." },
];

describe('SPEC §5: "FAQ search is a case-insensitive substring match on the question within the selected category"', () => {
  it("an empty search lists the whole category", () => {
    expect(filterFaq(items, "General", "")).toEqual(items.slice(0, 2));
    expect(filterFaq(items, "Billing", "  ")).toEqual(items.slice(2));
  });

  it("matches a substring of the question, ignoring case", () => {
    expect(filterFaq(items, "General", "TYPICAL pro")).toEqual([items[0]]);
  });

  it("only searches the question, not the answer", () => {
    expect(filterFaq(items, "General", "pricing")).toEqual([]);
  });

  it("stays within the selected category", () => {
    expect(filterFaq(items, "General", "how")).toEqual([items[0]]);
    expect(filterFaq(items, "Billing", "how")).toEqual([items[2]]);
  });

  it("every category of the real content has questions", () => {
    for (const category of ["General", "Billing", "Technical", "Careers", "Services"]) {
      expect(filterFaq(faqItems, category, "").length).toBeGreaterThan(0);
    }
  });
});
