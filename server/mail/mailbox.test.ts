import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox.ts";

// Issue 12 item 5: "Fold plus-tags (and dots where the provider ignores them, at least for common providers)".
describe("mailboxKey", () => {
  it("folds case and plus-tags everywhere, and dots only where Gmail ignores them", () => {
    expect(mailboxKey(" Victim+5@Example.COM ")).toBe("victim@example.com");
    expect(mailboxKey("J.Doe+news@googlemail.com")).toBe("jdoe@gmail.com");
    expect(mailboxKey("j.doe@example.com")).toBe("j.doe@example.com");
    expect(mailboxKey("+only@example.com")).toBe("+only@example.com");
  });
});
