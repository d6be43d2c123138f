// @vitest-environment node
import { describe, expect, it } from "vitest";
import { minimumAge, privacyPolicyMeta, privacySections, retentionDays } from "../../../app/content/index.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { build, linksOf } from "./context.test-helper.ts";
import { saysWord } from "./privacy.ts";

describe("privacy answers (issue 10 §2: collection, third-party AI providers, retention, minors, rights)", () => {
  it("gives the retention period that fits what is asked: chats, forms, or both", () => {
    const chat = build("privacy.question", "how long do you keep my chat conversation?");
    expect(chat.text).toContain(`${retentionDays.chatConversations} days`);
    expect(chat.text).not.toContain(`${retentionDays.leads} days`);
    expect(
      build("privacy.question", "how long do you keep the details i send in a quote request?").text,
    ).toContain(`${retentionDays.leads} days`);
    expect(linksOf(chat)).toContain("/privacy-policy#retention");
  });

  it("answers data leaving the country from the international transfers section", () => {
    expect(linksOf(build("privacy.question", "do you transfer data outside the uk"))).toContain(
      "/privacy-policy#international-transfers",
    );
  });

  it("asks a visitor offering medical records or other sensitive data not to send them", () => {
    const reply = build(
      "privacy.question",
      "can i send you my medical records so you can see what we're dealing with",
    );
    expect(reply.text).toMatch(/^Please don't\./);
    expect(reply.text).toMatch(/sensitive information/);
  });

  it("gives the minimum age for minors' questions", () => {
    for (const message of [
      "what's the minimum age?",
      "my 15 year old son filled in your contact form",
      // Issue 10 names "the minimum age in the privacy policy" among the answers the chat missed.
      "how old do I have to be to use this chat?",
      "am i old enough to use this chat?",
    ]) {
      const reply = build("privacy.question", message);
      expect(reply.text).toContain(`at least ${minimumAge}`);
      expect(linksOf(reply)).toContain("/privacy-policy#minors");
    }
  });

  it("answers from the section that covers it: collection, AI providers, selling data, rights", () => {
    expect(build("privacy.question", "what personal information do you collect?").text).toContain("- names");
    const providers = build("privacy.question", "are my chat messages sent to a third-party ai company?");
    expect(providers.text).toContain("third-party AI providers");
    expect(build("privacy.question", "do you sell my data?").text).toContain(
      "We do not sell your personal information",
    );
    const rights = build("privacy.question", "what privacy rights do i have?").text;
    expect(rights).toContain("access the personal information we hold about you");
  });

  it("explains how to have data deleted, with the data request form", () => {
    const reply = build("privacy.question", "can i get my data deleted?");
    expect(linksOf(reply)).toEqual(
      expect.arrayContaining([siteConfig.dataRequestUrl, "/privacy-policy#your-privacy-rights"]),
    );
  });

  it("gives the links a section introduces ('submit a data request through our secure form:')", () => {
    const reply = build("privacy.question", "what's your data request form?");
    expect(linksOf(reply)).toContain(siteConfig.dataRequestUrl);
  });

  it("summarises a section asked for by its number", () => {
    const section = privacySections.find((item) => item.number === 5);
    const reply = build("privacy.question", "what is section 5 of your privacy policy?");
    expect(reply.text).toContain(section?.title ?? "missing");
    expect(linksOf(reply)).toEqual([`/privacy-policy#${section?.id}`]);
  });

  it("gives the version, date and number of sections", () => {
    expect(build("privacy.version", "which version?").text).toContain(`version ${privacyPolicyMeta.version}`);
    // …and the laws it is written under.
    expect(build("privacy.version", "which version?").text).toContain(
      "UK GDPR and the Data Protection Act 2018",
    );
    expect(build("privacy.updated", "last updated?").text).toContain("22 November 2026");
    expect(build("privacy.sections", "how many sections?").text).toContain(
      `${privacySections.length} sections`,
    );
  });
});

// Issue 10 §2: privacy answers cover "retention, minors, rights" — the asked detail, in any wording.
describe("privacy details asked in other forms (retention verbs, a typo, the rights and how to use them)", () => {
  it("'how long are chat logs kept for' gives the chat retention period, whatever the verb's form", () => {
    for (const message of ["how long r chat logs kept for", "how long is my chat stored?"]) {
      const reply = build("privacy.question", message);
      expect(reply.text).toContain(`${retentionDays.chatConversations} days`);
      expect(linksOf(reply)).toContain("/privacy-policy#retention");
    }
  });

  it("'how to delte my data' (a typo of a trigger word) explains deletion with the data request form", () => {
    expect(linksOf(build("privacy.question", "how to delte my data from ur system"))).toContain(
      siteConfig.dataRequestUrl,
    );
  });

  it("'what rights do I have over the data you hold on me?' lists every right, not just access", () => {
    const text = build("privacy.question", "what rights do I have over the data you hold on me?").text;
    for (const right of [
      "receive a copy",
      "inaccurate information corrected",
      "information deleted",
      "portable format",
    ])
      expect(text).toContain(right);
  });

  it("'is our data handled in line with uk gdpr?' keeps 'gdpr' (a synonym of privacy) as the asked word", () => {
    const reply = build(
      "privacy.question",
      "if you use openai models, is our data handled in line with uk gdpr?",
    );
    expect(reply.text).toContain("UK GDPR");
    expect(linksOf(reply)).toContain("/privacy-policy#uk-and-eu-rights");
  });

  it("'how do i get a copy of the personal data you hold about me?' names the right and how to use it", () => {
    const reply = build("privacy.question", "how do i get a copy of the personal data you hold about me?");
    expect(reply.text).toContain("receive a copy");
    expect(linksOf(reply)).toContain(siteConfig.dataRequestUrl);
  });
});

describe("trigger words one typo away", () => {
  it("a word the site uses is not read as a typo of a trigger word ('remote' is not 'remove')", () => {
    expect(saysWord("do remote staff see my data", ["remove"], (word) => word === "remote")).toBe(false);
    expect(saysWord("how to delte my data", ["delete"], () => false)).toBe(true);
  });
});
