// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, QUOTE_DOCUMENT_KINDS } from "../../../app/schemas/uploads.ts";
import { siteConfig } from "../../../app/site.config.ts";
import { build, linksOf } from "./context.test-helper.ts";

describe("lead answers (issue 10 §2: lead intent is flagged; quote form facts like attachments)", () => {
  it("every lead answer links the quote form, the contact page and the meeting, and offers the hand-over", () => {
    for (const [topic, message] of [
      ["lead.quote", "i'd like a quote"],
      ["lead.booking", "can i book a call?"],
      ["lead.project", "i want to hire you"],
      ["lead.partnership", "i'd like to talk about a partnership"],
    ] as const) {
      const reply = build(topic, message);
      expect(reply.kind, topic).toBe("lead");
      expect(reply.offerHandoff, topic).toBe(true);
      expect(linksOf(reply), topic).toEqual(expect.arrayContaining(["/contact", siteConfig.schedulingUrl]));
    }
    expect(linksOf(build("lead.human", "i'd rather speak to a person"))).toContain(
      `mailto:${siteConfig.contact.email}`,
    );
  });

  it("says the consultation is free, as the home page's booking modal does", () => {
    expect(build("lead.booking", "can i book a call?").text).toContain("book a free consultation");
  });

  it("states the quote form's attachment rules from the shared upload schema", () => {
    const reply = build("quote.attachments", "can i attach a document to the quote request?");
    expect(reply.text).toContain(`up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    for (const kind of QUOTE_DOCUMENT_KINDS) expect(reply.text).toContain(kind.toUpperCase());
    expect(linksOf(reply)).toContain("#get-quote");
  });
});
