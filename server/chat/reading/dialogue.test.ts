// @vitest-environment node
/**
 * Follow-ups that point at one thing by what sets it apart ("and the retail one?", "which of those
 * deals with audio?", "and the other post?"), on made-up items so no content is pinned here.
 */
import { describe, expect, it } from "vitest";
import type { Item, ItemKind } from "../knowledge/catalogue.ts";
import { changesSubject, type Focus, personMeant, pointedByWords } from "./dialogue.ts";

const item = (kind: ItemKind, name: string, summary: string): Item => ({
  kind,
  name,
  aliases: [],
  keywords: [],
  url: `/${kind}/${name.toLowerCase().replace(/\s+/g, "-")}`,
  summary,
  facts: [],
});

const voice = item("project", "Speaker", "Text to speech and audio narration for publishers.");
const invoices = item("project", "Ledger", "Reads scanned invoices and keys them into the accounts system.");
const grading = item("project", "Marker", "Suggests marks for essays so teachers grade faster.");
const projects = [voice, invoices, grading];
const list: Focus = { items: projects, lastQuestion: "which projects have you done?" };

describe("a follow-up that picks one entry of the last list by its words", () => {
  it("takes the entry only it holds the visitor's word for", () => {
    expect(pointedByWords("which of those deals with audio?", list, projects)).toBe(voice);
    expect(pointedByWords("and the invoices one?", list, projects)).toBe(invoices);
  });

  it("picks nothing when no entry, or several, hold the words, or nothing points at an entry", () => {
    expect(pointedByWords("which one has a mobile app?", list, projects)).toBeUndefined();
    expect(pointedByWords("which of them is for teachers or publishers?", list, projects)).toBeUndefined();
    expect(pointedByWords("do you have anything with audio?", list, projects)).toBeUndefined();
  });

  it("does not count the words of the question the list answered", () => {
    const asked: Focus = { items: projects, lastQuestion: "which projects read invoices or audio?" };
    expect(pointedByWords("which one reads invoices?", asked, projects)).toBeUndefined();
  });
});

describe("after a reply about one item, another item of its kind", () => {
  const one: Focus = { items: [voice], lastQuestion: "tell me about Speaker" };

  it("is the one named by what sets it apart, or the only other one", () => {
    expect(pointedByWords("and the grading one?", one, projects)).toBe(grading);
    const pair = [voice, invoices];
    expect(pointedByWords("and the other one?", one, pair)).toBe(invoices);
  });

  it("is not looked for when the visitor goes on about the same item", () => {
    expect(pointedByWords("does it read invoices too?", one, projects)).toBeUndefined();
    expect(pointedByWords("can other people's voices be used?", one, projects)).toBeUndefined();
  });
});

describe("he or she after a reply that named one person", () => {
  const author = item("person", "Dana Reyes", "Head of research.");
  const other = item("person", "Sam Ortiz", "Head of design.");

  it("is that person, even when the reply did not link to them", () => {
    const focus: Focus = { items: [voice], people: [author], lastQuestion: "who wrote it?" };
    expect(personMeant("what's her role?", focus)).toBe(author);
  });

  it("is nobody when the reply named several people or the message has no personal pronoun", () => {
    expect(personMeant("what's her role?", { items: [], people: [author, other] })).toBeUndefined();
    expect(personMeant("what's the role?", { items: [], people: [author] })).toBeUndefined();
  });
});

describe("a message that says it leaves the subject", () => {
  it("is read without the conversation before it", () => {
    for (const message of [
      "unrelated, but where is your office?",
      "different question: do you hire juniors?",
      "ok switching topic - what do you charge?",
      "btw who runs the company?",
    ])
      expect(changesSubject(message)).toBe(true);
  });

  it("is not a follow-up that only says 'another' or 'other'", () => {
    expect(changesSubject("and the other project?")).toBe(false);
    expect(changesSubject("what about another one?")).toBe(false);
  });
});

describe("after a reply about one item, the only other item of its kind", () => {
  const focus: Focus = { items: [voice], lastQuestion: "what is Speaker?" };

  it("is picked by a word it holds ('and the invoices one?'), and not by a word it lacks", () => {
    expect(pointedByWords("and the invoices one?", focus, [voice, invoices])).toBe(invoices);
    expect(pointedByWords("and the teachers one?", focus, [voice, invoices])).toBeUndefined();
  });
});
