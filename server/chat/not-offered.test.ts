// @vitest-environment node
import { describe, expect, it } from "vitest";
import { testKnowledge } from "./builders/context.test-helper.ts";
import { plainText } from "./intents.ts";
import { notOfferedRule, unknownSubject, unlistedTechnology } from "./not-offered.ts";

const unknown = (message: string) =>
  unknownSubject(
    plainText(message),
    testKnowledge().index,
    (word) => testKnowledge().knowledge.entities.recognise(word).length > 0,
  );

describe("what the company does not do (issue 10 §2)", () => {
  it("recognises kinds of work the site never offers", () => {
    expect(notOfferedRule("can you do our seo and run google ads for us")?.thing).toMatch(/^Marketing work/);
    expect(notOfferedRule("do you make video games")?.thing).toBe("Game development");
    expect(notOfferedRule("my laptop wont turn on can you fix it")?.thing).toMatch(/repairs$/);
    expect(notOfferedRule("can you do data entry for us")?.instead).toBe("ai-automation");
    expect(notOfferedRule("how long do you keep data for accounting")).toBeUndefined();
    expect(notOfferedRule("can you design a brochure for us")?.thing).toMatch(/^Logo and print design/);
    // Asking for our brochure is not asking us to design one.
    expect(notOfferedRule("please email me your brochure")).toBeUndefined();
  });

  // Asked in three to five of the ten read corpora each, and answered with the services list,
  // the careers perks ("a high-spec laptop") or the hiring page.
  it("recognises office IT, hardware, recruitment, video, copywriting and guest posts", () => {
    expect(
      notOfferedRule("our office laptops keep breaking, do you do it support and repairs?")?.thing,
    ).toMatch(/IT support/);
    expect(notOfferedRule("do you sell gpu servers or other hardware?")?.thing).toMatch(/^hardware/);
    expect(
      notOfferedRule("are you a recruitment agency? we need to hire people for our own team")?.thing,
    ).toBe("Recruitment services");
    expect(notOfferedRule("can you produce a promo video for our product launch?")?.thing).toBe(
      "Video production",
    );
    expect(notOfferedRule("can you write blog posts and marketing copy for my company?")?.thing).toMatch(
      /^Copywriting/,
    );
    expect(notOfferedRule("can i write a guest post for your blog?")?.thing).toMatch(/^Guest posts/);
    // An AI question in the same words is no such request.
    expect(notOfferedRule("does it support arabic? we need it for our help desk")).toBeUndefined();
    expect(notOfferedRule("we make training videos in 6 languages, can you help?")).toBeUndefined();
  });

  it("treats a subject the site never mentions as not offered, or not known", () => {
    expect(unknown("do you use php?")).toEqual({ subject: "php", kind: "offer" });
    expect(unknown("ruby on rails dev available?")?.kind).toBe("offer");
    expect(unknown("who is john smith")).toEqual({ subject: "john smith", kind: "fact" });
  });

  // Probe: "do you run a podcast?" was answered "No, podcast isn't something we offer" (missing
  // article); blind-4 q9127 "do you guys do ruby on rails?" read "No, ruby rails isn't…".
  it("keeps the visitor's own words for the subject, with their article", () => {
    expect(unknown("do you run a podcast?")?.subject).toBe("a podcast");
    expect(unknown("do you guys do ruby on rails?")?.subject).toBe("ruby on rails");
    expect(unknown("do you do weddings?")?.subject).toBe("weddings");
  });

  it("treats a fact asked of us as not known when half its words are in nothing the assistant learnt from", () => {
    // Regression set h-none-crypto-price: "do you accept payment in bitcoin" → "couldn't find an answer".
    expect(unknown("do you accept payment in bitcoin")?.kind).toBe("fact");
    // Words visitors use, even if the site does not ("clients", "europe"), and typos of them are known.
    expect(unknown("do you accept clients from europe")).toBeUndefined();
    expect(unknown("do you accept paymnet by card")).toBeUndefined();
  });

  it("does not mistake a typo of something the site names, or a known subject, for it", () => {
    expect(unknown("do you use pyton?")).toBeUndefined();
    expect(unknown("do you do predictive analytics?")).toBeUndefined();
    expect(unknown("do you have a calendar link?")).toBeUndefined();
    // A typo of an everyday word the site uses is not an unknown subject: "wat do u use for the
    // frontnd" had been answered "No, frontnd isn't something we offer" (issue 10 §2: an honest no
    // only for things the company does not do).
    expect(unknown("wat do u use for the frontnd")).toBeUndefined();
  });
});

describe("well-known technologies the site never mentions (issue 10: things the company does not do)", () => {
  const siteText = testKnowledge()
    .index.passages.map((passage) => [passage.text, ...passage.items].join(" "))
    .join(" ")
    .toLowerCase();

  it("names the technology a question to us asks about when the site never mentions it", () => {
    expect(unlistedTechnology("could your team write our api in rust?", siteText)).toBe("Rust");
    expect(unlistedTechnology("any golang developers?", siteText)).toBe("Go");
    expect(unlistedTechnology("can you maintain our laravel app", siteText)).toBe("Laravel");
    // blind-4 q9127: "rails" is on the site ("guard rails"), "ruby" is not: the words the
    // visitor used decide, not any alternative of the name.
    expect(unlistedTechnology("do you guys do ruby on rails?", siteText)).toBe("Ruby on Rails");
  });

  it("leaves alone what the site mentions, and words that only look like a technology", () => {
    expect(unlistedTechnology("can you build it in javascript?", siteText)).toBeUndefined();
    expect(unlistedTechnology("can you migrate our java app?", siteText)).toBeUndefined();
    expect(unlistedTechnology("can we go ahead with a quote?", siteText)).toBeUndefined();
    // Were the site to mention it, the "no" would turn off by itself.
    expect(unlistedTechnology("do you use java?", `${siteText} we also use java`)).toBeUndefined();
  });
});
