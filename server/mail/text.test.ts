// @vitest-environment node
import { describe, expect, it } from "vitest";
import { escapeHtml, greetingName, headerText, plainAddress } from "./text.ts";

describe("mail text helpers", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("flattens CR, LF, other controls and bidi overrides into one header line", () => {
    expect(headerText("Eve\r\nBcc: victim@example.net")).toBe("Eve Bcc: victim@example.net");
    expect(headerText("a\u0000b\u202Ec\u2028d\te")).toBe("a b c d e");
    expect(headerText("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("greets with a plain name only", () => {
    expect(greetingName("  Ada   Lovelace ")).toBe("Ada Lovelace");
    expect(greetingName("Zoë O'Brien-Ångström")).toBe("Zoë O'Brien-Ångström");
    for (const name of [
      "see https://spam.example",
      "www.spam.example",
      "cheap-pills.example",
      "mail me: a@b.example",
      "x".repeat(81),
      "",
      42,
    ]) {
      expect(greetingName(name)).toBeUndefined();
    }
  });

  it("accepts a single plain mailbox and nothing else", () => {
    expect(plainAddress(" ada@example.com ")).toBe("ada@example.com");
    for (const value of [
      "Ada <ada@example.com>",
      "a@example.com, b@example.com",
      "a@b",
      "a@example.com\r\nBcc: x@y.z",
    ]) {
      expect(plainAddress(value)).toBeUndefined();
    }
  });
});
