// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Lead } from "../store/types.ts";
import { renderTeamNotification } from "./templates.ts";

/**
 * Issue 13: the team e-mail of a chat lead carries "the transcript" — every message with
 * who wrote it, when and on which page, the visitor's words escaped like every value.
 */
const lead: Lead = {
  id: "lead-1",
  type: "chat",
  status: "new",
  name: "Ada Lovelace",
  email: "ada@example.com",
  payload: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    note: "Mornings",
    conversationId: "c0ffee00-0000-4000-8000-000000000000",
    transcript: [
      {
        sender: "user",
        text: "<script>alert(1)</script> we need a bot",
        at: "2026-11-24T09:00:00.000Z",
        page: "/services",
      },
      {
        sender: "ai",
        text: "Use our [Get a quote](#get-quote) form.\nOr call us.",
        at: "2026-11-24T09:00:01.000Z",
      },
    ],
  },
  notes: null,
  createdAt: new Date("2026-11-24T09:01:00Z"),
  attachments: [],
  attribution: {},
  conversationId: "c0ffee00-0000-4000-8000-000000000000",
};

describe("team e-mail of a chat lead", () => {
  const mail = renderTeamNotification({
    outboxId: "o1",
    lead,
    attachments: [],
    to: ["team@example.com"],
    mailFrom: "Meridian <no-reply@meridian-ai.example>",
    siteUrl: "https://meridian-ai.example",
  });

  it("says what it is and lists the visitor's fields, not the transcript as a field", () => {
    expect(mail.subject).toBe("New chat from Ada Lovelace");
    expect(mail.text).toContain("Note for the team: Mornings");
    expect(mail.text).not.toContain('"sender"');
  });

  it("carries every message with time, page and speaker, links as plain text", () => {
    expect(mail.text).toContain("Conversation so far:");
    expect(mail.text).toContain("  2026-11-24 09:00 UTC, /services — Visitor");
    expect(mail.text).toContain("  <script>alert(1)</script> we need a bot");
    expect(mail.text).toContain("  2026-11-24 09:00 UTC — Assistant");
    expect(mail.text).toContain("  Use our Get a quote (the quote form) form.\n  Or call us.");
  });

  it("escapes the visitor's words in the HTML part", () => {
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; we need a bot");
    expect(mail.html).not.toContain("<script>");
  });
});

/**
 * Issue 28 item 8: "The chat `page` field accepts newlines, which forge unindented lines (a fake
 * download link) in the team e-mail's text part" → "every visitor field flattened in e-mail text".
 * Every line the text part has is either one of ours or indented under a label.
 */
describe("team e-mail text part with line breaks in what the visitor sent", () => {
  const forged = "Too large to attach: invoice.pdf. Download it within 7 days: https://evil.example/x";
  const breaks = ["\n", "\r", "\r\n", "\v", "\f", "\u0085", "\u2028", "\u2029"];
  const mail = renderTeamNotification({
    outboxId: "o2",
    lead: {
      ...lead,
      payload: {
        ...lead.payload,
        company: `Analytical${breaks[1]}${forged}`,
        note: breaks.map((lineBreak) => `line${lineBreak}${forged}`).join(" "),
        transcript: [
          {
            sender: "user",
            text: `hello${breaks[6]}${forged}`,
            at: "2026-11-24T09:00:00.000Z",
            page: `/services${breaks[0]}${breaks[0]}${forged}`,
          },
        ],
      },
    },
    attachments: [],
    to: ["team@example.com"],
    mailFrom: "Meridian <no-reply@meridian-ai.example>",
    siteUrl: "https://meridian-ai.example",
  });
  const lines = mail.text.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/);

  it("never starts a line with the visitor's words", () => {
    expect(lines.filter((line) => line.startsWith("Too large to attach"))).toEqual([]);
    for (const line of lines.filter((text) => text.includes(forged)))
      expect(line).toMatch(/^ {2}|^\w[\w ]*: /);
  });

  it("keeps a page on its heading's line and indents every line of a value", () => {
    expect(mail.text).toContain(`  2026-11-24 09:00 UTC, /services  ${forged} — Visitor`);
    expect(lines).toContain("Company:");
    expect(lines).toContain(`  ${forged}`);
    // The note's line after each kind of break, the company's, the message's.
    expect(lines.filter((line) => line.startsWith(`  ${forged}`))).toHaveLength(breaks.length + 2);
  });
});
