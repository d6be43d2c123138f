// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactInfo } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { build, linksOf } from "./context.test-helper.ts";

describe("contact answers (issue 10 §2: contact details and opening hours)", () => {
  it("gives phone, e-mail, hours and the contact page, with real mailto/tel links", () => {
    const reply = build("contact.details", "contact details pls");
    expect(reply.text).toContain(contactInfo.phone);
    expect(reply.text).toContain(contactInfo.openingHours);
    expect(linksOf(reply)).toEqual(
      expect.arrayContaining([contactInfo.phoneHref, contactInfo.emailHref, "/contact"]),
    );
  });

  it("answers opening days: yes for Saturday, no for Sunday", () => {
    expect(build("contact.hours", "are you open on saturdays?").text).toMatch(/^Yes/);
    expect(build("contact.hours", "are you open on sunday?").text).toMatch(/^No, we're closed on Sundays/);
    expect(build("contact.hours", "open sun?").text).toMatch(/^No, we're closed on Sundays/);
    // blind-5 q6338, blind-7 q7931, blind-9 q3325: "what time zone are your hours in?"
    expect(build("contact.hours", "what time zone are your opening hours in?").text).toMatch(
      /head office is in London, UK/,
    );
    expect(build("contact.hours", "hours at the weekend").text).toMatch(
      /^We're open on Saturdays and closed on Sundays/,
    );
  });

  it("answers how quickly the team replies, NDAs and social profiles", () => {
    expect(build("contact.reply-time", "how quickly do you reply?").text).toContain("one business day");
    expect(build("contact.nda", "can you sign an nda?").text).toMatch(/^Yes.*sign an NDA/);
    const linkedin = siteConfig.social.find((profile) => profile.name === "LinkedIn")?.url ?? "missing";
    expect(linksOf(build("contact.social", "are you on linkedin?"))).toEqual([linkedin]);
    expect(build("contact.social", "what's your handle on x / twitter?").text).toContain(
      `@${siteConfig.twitterHandle}`,
    );
  });

  it("is honest about what the site does not list (fax, someone's personal address)", () => {
    expect(build("contact.fax", "what's your fax number?").text).toMatch(/^We don't list a fax number/);
    const personal = build("contact.person-email", "what's the personal email of your ceo amara?").text;
    expect(personal).toContain(contactInfo.email);
    expect(personal).not.toMatch(/amara@/i);
  });
});
