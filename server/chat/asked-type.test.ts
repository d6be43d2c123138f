// @vitest-environment node
import { describe, expect, it } from "vitest";
import { askedType, countedNoun, statesCountOf, statesType } from "./asked-type.ts";

describe("askedType: the kind of fact a detail question asks for", () => {
  it("reads durations and frequencies from how the question asks", () => {
    expect(askedType("how long r ur sprints")).toBe("duration");
    expect(askedType("and how long is it?")).toBe("duration");
    expect(askedType("how fast do you reply?")).toBe("duration");
    expect(askedType("how soon can you start")).toBe("duration");
    expect(askedType("if i write on friday evening, when will you answer?")).toBe("duration");
    expect(askedType("How often do you share progress with clients?")).toBe("frequency");
    expect(askedType("how frequently is the model retrained")).toBe("frequency");
  });

  it("leaves the company's age and other questions to their intents", () => {
    expect(askedType("how long have you been around?")).toBeUndefined();
    expect(askedType("how long has meridian existed")).toBeUndefined();
    expect(askedType("who wrote the hype post")).toBeUndefined();
  });
});

describe("statesType: whether a text states a fact of the kind", () => {
  it("finds durations written in figures, words and hyphenated forms", () => {
    expect(statesType("book a 30-minute AI strategy meeting", "duration")).toBe(true);
    expect(statesType("iterate in two-week sprints", "duration")).toBe(true);
    expect(statesType("A typical project takes 3 to 6 months", "duration")).toBe(true);
    expect(statesType("We reply within one business day", "duration")).toBe(true);
    expect(statesType("Our team works with clients around the world", "duration")).toBe(false);
  });

  it("finds frequencies", () => {
    expect(statesType("a clinical governance review each quarter", "frequency")).toBe(true);
    expect(statesType("share progress every two weeks", "frequency")).toBe(true);
    expect(statesType("we retrain models monthly", "frequency")).toBe(true);
    expect(statesType("Trusted by leading brands", "frequency")).toBe(false);
  });
});

describe("askedType: typing slips", () => {
  it("reads 'how ofen' and 'how lnog' as 'how often' and 'how long'", () => {
    expect(askedType("how ofen would we see demos")).toBe("frequency");
    expect(askedType("how lnog is the call")).toBe("duration");
    expect(askedType("how much is it")).toBeUndefined();
  });
});

describe("counts", () => {
  it("'how many X…' asks for a count of X, told in figures or words next to it", () => {
    expect(askedType("how many engineers are in the technical round?")).toBe("count");
    expect(countedNoun("how many engineers are in the technical round?")).toBe("engineers");
    expect(statesCountOf("a realistic problem with two of our engineers", "engineers")).toBe(true);
    expect(statesCountOf("for 150+ clients and 500+ projects", "clients")).toBe(true);
    expect(statesCountOf("published on 24 July 2025 (10 min read)", "people")).toBe(false);
    expect(askedType("how many weeks does it take")).toBe("duration");
  });
});
