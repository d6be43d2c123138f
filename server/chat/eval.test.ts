// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import * as content from "../../app/content/index.ts";
import * as navigation from "../../app/navigation.ts";
import { siteConfig } from "../../app/site.config.ts";
import { evalCases } from "../../tests/chat-eval/cases.ts";
import { type EvalReport, runEval } from "../../tests/chat-eval/evaluate.ts";
import { holdoutCases } from "../../tests/chat-eval/holdout.ts";
import { buildKnowledge } from "./knowledge.ts";

/** Every string of the site's content and config (not the chat's own fixed sentences). */
function contentStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (typeof value === "number") into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) contentStrings(item, into);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) contentStrings(item, into);
  return into;
}

const corpus = contentStrings([content, siteConfig, navigation]).join("\n");
const corpusWords = new Set(corpus.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []);

/**
 * Capitalised words that are not at the start of a sentence, a list item or a link label:
 * the names a reply states. (A sentence's first word is capitalised whatever it is.)
 */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const segment of text.split(/(?:[.!?:]\s+|\n+\s*(?:-\s*)?|\(|\[|“|")/)) {
    const words = segment.trim().split(/\s+/).slice(1);
    for (const word of words) {
      const name = word.match(/^[A-Z][A-Za-z'’-]*/)?.[0];
      if (name && name !== "I" && !name.startsWith("I'")) names.push(name);
    }
  }
  return names;
}

/** Reply text without link targets: "[Careers](/careers)" → "Careers". */
const visibleText = (reply: string) => reply.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");

describe("the default answerer on the evaluation set (tests/chat-eval)", () => {
  let report: EvalReport;
  /** Both sets, for the checks that must hold for every reply. */
  let everyReply: EvalReport["results"];
  beforeAll(async () => {
    const knowledge = buildKnowledge();
    report = await runEval(evalCases, (input) => knowledge.answer(input).reply);
    everyReply = [
      ...report.results,
      ...(await runEval(holdoutCases, (input) => knowledge.answer(input).reply)).results,
    ];
  });

  it("has at least 50 realistic cases in every category the issue names", () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(50);
    const categories = new Set(evalCases.map((testCase) => testCase.category));
    for (const category of ["typos", "follow-up", "lead", "off-topic", "injection"] as const) {
      expect(categories).toContain(category);
    }
    expect(new Set(evalCases.map((testCase) => testCase.id)).size).toBe(evalCases.length);
  });

  it("answers at least 90% of the cases correctly (issue 6: goal ≥ 90% accuracy)", () => {
    const failures = report.results
      .filter((result) => !result.passed)
      .map((result) => `${result.case.id}: ${result.problems.join("; ")}`);
    expect(report.accuracy, failures.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("never states a number the content does not contain (issue 6: no invented numbers, prices or dates)", () => {
    const invented: string[] = [];
    for (const result of everyReply) {
      for (const number of visibleText(result.reply).match(/\d+(?:[.,:]\d+)*/g) ?? []) {
        if (!corpus.includes(number)) invented.push(`${result.case.id}: ${number}`);
      }
    }
    expect(invented).toEqual([]);
  });

  it("never states a capitalised name the content does not contain (issue 6: no invented names)", () => {
    const invented: string[] = [];
    for (const result of everyReply) {
      for (const name of namesIn(visibleText(result.reply))) {
        if (!corpusWords.has(name)) invented.push(`${result.case.id}: ${name}`);
      }
    }
    expect(invented).toEqual([]);
  });

  it("the checks above catch invented facts", () => {
    const reply = "Our office in Paris opened in 2031. Ask John Smith about [Careers](/careers).";
    expect(namesIn(visibleText(reply)).filter((name) => !corpusWords.has(name))).toEqual([
      "Paris",
      "John",
      "Smith",
    ]);
    expect(corpus.includes("2031")).toBe(false);
  });

  it("keeps every reply within the 2,000 characters a history item may carry", () => {
    for (const result of everyReply) expect(result.reply.length).toBeLessThanOrEqual(2000);
  });
});
