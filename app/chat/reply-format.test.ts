import { describe, expect, it } from "vitest";
import { siteConfig } from "../site.config";
import { linkKind, parseInline, parseReply } from "./reply-format";

describe("parseReply", () => {
  it("turns [label](href) into links and keeps the rest as text", () => {
    expect(parseInline("Read more: [Careers](/careers).")).toEqual([
      { type: "text", text: "Read more: " },
      { type: "link", text: "Careers", href: "/careers", kind: "internal" },
      { type: "text", text: "." },
    ]);
  });

  it("links the site's own bare https URLs, e-mail address and phone number", () => {
    const { schedulingUrl } = siteConfig;
    const { email, phone } = siteConfig.contact;
    expect(parseInline(`Book at ${schedulingUrl}, mail ${email} or call ${phone}.`)).toEqual([
      { type: "text", text: "Book at " },
      { type: "link", text: schedulingUrl, href: schedulingUrl, kind: "external" },
      { type: "text", text: ", mail " },
      { type: "link", text: email, href: `mailto:${email}`, kind: "mail" },
      { type: "text", text: " or call " },
      { type: "link", text: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}`, kind: "phone" },
      { type: "text", text: "." },
    ]);
  });

  it("never makes an unsafe target a link: javascript:, data:, protocol-relative and plain http stay text", () => {
    for (const href of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "http://evil.example",
      "evil",
    ]) {
      expect(linkKind(href)).toBeUndefined();
      const pieces = parseInline(`[click](${href})`);
      expect(pieces.every((piece) => piece.type === "text")).toBe(true);
      expect(pieces.map((piece) => piece.text).join("")).toMatch(/^click/);
    }
    expect(linkKind("#get-quote")).toBe("quote");
    expect(linkKind("/privacy-policy#retention")).toBe("internal");
  });

  // Issue 10 §3: "bare URLs and e-mail addresses in model output become links only when they are the
  // site's own (https://… off-site and billing@evil.example stay plain text, not links)".
  it("links only the site's own URLs and e-mail address; off-site ones stay plain text", () => {
    const reply =
      "Log in at https://evil.example/login, write to billing@evil.example or [pay here](https://evil.example/pay).";
    const pieces = parseInline(reply);
    expect(pieces.every((piece) => piece.type === "text")).toBe(true);
    expect(pieces.map((piece) => piece.text).join("")).toBe(
      "Log in at https://evil.example/login, write to billing@evil.example or pay here.",
    );
    expect(linkKind("https://evil.example/login")).toBeUndefined();
    expect(linkKind("mailto:billing@evil.example")).toBeUndefined();
    // The site's own external targets stay links.
    expect(linkKind("https://www.meridian-ai.example/services")).toBe("external");
    expect(linkKind("https://forms.meridian-ai.example/data-request")).toBe("external");
    expect(linkKind("https://www.linkedin.com/company/meridian-ai-studio")).toBe("external");
    expect(linkKind("mailto:hello@meridian-ai.example")).toBe("mail");
  });

  it("keeps HTML in replies as literal text", () => {
    expect(parseInline("<img src=x onerror=alert(1)>")).toEqual([
      { type: "text", text: "<img src=x onerror=alert(1)>" },
    ]);
  });

  it("splits paragraphs on blank lines and turns '- ' lines into a list", () => {
    expect(
      parseReply(
        "We're hiring:\n- [ML Engineer](/careers/ml-engineer) (Remote)\n- Frontend Developer\n\nSee [Careers](/careers).",
      ),
    ).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "We're hiring:" }] },
      {
        type: "list",
        items: [
          [
            { type: "link", text: "ML Engineer", href: "/careers/ml-engineer", kind: "internal" },
            { type: "text", text: " (Remote)" },
          ],
          [{ type: "text", text: "Frontend Developer" }],
        ],
      },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "See " },
          { type: "link", text: "Careers", href: "/careers", kind: "internal" },
          { type: "text", text: "." },
        ],
      },
    ]);
  });
});
