// @vitest-environment node
/**
 * Issue 29, item 1: "server/chat holds no content: no sentence, weekday, place, person, slug,
 * collection position, and no pattern written to match the wording of a content sentence …
 * A check in npm test fails when server/chat holds a literal or pattern that matches content
 * text or names a content key."
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  chatCodeProblems,
  contentInLiterals,
  contentNames,
  literalsOf,
  sentenceOpenings,
} from "./content-literals.ts";
import { content } from "./drift/content-sample.ts";

const CHAT = path.join(import.meta.dirname, "../../server/chat");

describe("the chat's code holds no content", () => {
  it("has no literal naming an item, a person, a place, a contact detail, a claim or a weekday, nor opening a content sentence", () => {
    expect(chatCodeProblems(CHAT)).toEqual([]);
  });

  it("notices content written into code: a service's name, a slug in a pattern, a weekday, a sentence's opening", () => {
    const { service, sentence } = content();
    const source = [
      `const a = ${JSON.stringify(`We offer ${service.title}.`)};`,
      `const b = /\\b(?:${service.slug}|other)\\b/;`,
      `const c = \`open on ${contentNames().find((name) => /day$/.test(name))} too\`;`,
      `const d = ${JSON.stringify(sentence)};`,
    ].join("\n");
    const problems = contentInLiterals(literalsOf("sample.ts", source));
    expect(problems.some((problem) => problem.includes(service.title.toLowerCase()))).toBe(true);
    expect(problems.some((problem) => problem.includes(service.slug))).toBe(true);
    expect(problems.some((problem) => problem.includes("day"))).toBe(true);
    expect(problems.some((problem) => problem.includes("opens a content sentence"))).toBe(true);
    expect(sentenceOpenings().length).toBeGreaterThan(100);
  });
});
