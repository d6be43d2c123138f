import { describe, expect, it } from "vitest";
import { findPrice } from "./prices.ts";

describe("findPrice (issue 10 §3: prices written in words are caught like prices in figures)", () => {
  it("finds prices in figures and in words", () => {
    for (const text of [
      "It costs £500.",
      "about 2k GBP",
      "600/day",
      "80 per hour",
      "MarkAid costs five hundred pounds per school.",
      "roughly two thousand quid a year",
      "we charge fifty euros an hour",
      "a few hundred dollars per teacher",
      "USD 1,200",
      "our day rate is 600",
    ]) {
      expect(findPrice(text), text).toBeDefined();
    }
  });

  it("does not mistake the site's durations, counts and percentages for prices", () => {
    for (const text of [
      "A typical project takes 3 to 6 months from discovery to launch.",
      "Book a 30-minute AI strategy meeting.",
      "150+ clients, 500+ projects and 95% client retention.",
      "a 30% increase in sales",
      "Support assistant conversations: 180 days from the last message.",
      "PDF, Word, text, image, spreadsheet, slides or ZIP, up to 10 MB.",
      "Mon-Sat 9:00 AM-6:00 PM",
      "two-week sprints with one accountable lead",
    ]) {
      expect(findPrice(text), text).toBeUndefined();
    }
  });
});
