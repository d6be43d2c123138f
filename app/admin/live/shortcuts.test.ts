import { describe, expect, it } from "vitest";
import { expandShortcut } from "./shortcuts";

const replies = [
  { shortcut: "/hours", text: "We are open Mon-Sat 9-18.", updatedAt: "" },
  { shortcut: "/quote", text: "Here is our quote form.", updatedAt: "" },
];

describe('saved replies "inserted by typing their shortcut" (issue 30)', () => {
  it("replaces a shortcut followed by a space, anywhere in the draft", () => {
    expect(expandShortcut("/hours ", replies)).toBe("We are open Mon-Sat 9-18. ");
    expect(expandShortcut("Sure! /quote ", replies)).toBe("Sure! Here is our quote form. ");
  });
  it("leaves unknown shortcuts, words containing a slash, and unfinished ones alone", () => {
    expect(expandShortcut("/nope ", replies)).toBe("/nope ");
    expect(expandShortcut("and/hours ", replies)).toBe("and/hours ");
    expect(expandShortcut("/hours", replies)).toBe("/hours");
    expect(expandShortcut("/hours", replies, { atEnd: true })).toBe("We are open Mon-Sat 9-18.");
  });
});
