// @vitest-environment node
/**
 * The chat's evaluation in CI (issue 10 §1–2): the second blind corpus's tune split
 * (tests/chat-eval/blind-2) must score at least 90%, the older regression set its real score,
 * and no reply of the tune split, of the first blind corpus (blind-1, both its splits), of the
 * test split or of the regression set may state a number, date, price, name or link that the
 * content does not contain. The test split is only checked for invented facts, and a failure
 * names item ids only: its questions and replies are never printed
 * (tests/chat-eval/blind/README.md). Until the second corpus is in the repository, the first
 * one's tune split stands in for "tune" and there is no test split.
 */

import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlindCase } from "../../tests/chat-eval/blind/types.ts";
import {
  type BlindReport,
  hasSecondCorpus,
  loadBlindSplit,
  runBlind,
} from "../../tests/chat-eval/blind-runner.ts";
import { evalCases } from "../../tests/chat-eval/cases.ts";
import { type EvalReport, runEval } from "../../tests/chat-eval/evaluate.ts";
import { inventedFacts, isAllowedHref, namesIn } from "../../tests/chat-eval/facts.ts";
import { holdoutCases } from "../../tests/chat-eval/holdout.ts";
import type { AnswerInput } from "./conversation.ts";
import { buildKnowledge } from "./knowledge.ts";

/** The regression set's real score at the end of issue 10 (126/129 = 97.7%); see docs/PERFORMANCE.md. */
const REGRESSION_THRESHOLD = 0.97;
const TUNE_THRESHOLD = 0.9;

describe("the chat answerer on its evaluation sets", () => {
  let tune: BlindReport;
  let blindOne: BlindReport;
  let test: BlindReport;
  let regression: EvalReport;
  beforeAll(async () => {
    const knowledge = buildKnowledge();
    const answer = (input: AnswerInput) => knowledge.answer(input).reply;
    const second = hasSecondCorpus();
    const firstTune = JSON.parse(
      readFileSync(path.join(import.meta.dirname, "../../tests/chat-eval/blind/tune.json"), "utf8"),
    ) as BlindCase[];
    tune = await runBlind(second ? loadBlindSplit("tune") : firstTune, answer);
    blindOne = await runBlind(loadBlindSplit("blind-1"), answer);
    test = await runBlind(second ? loadBlindSplit("test") : [], answer);
    regression = await runEval([...evalCases, ...holdoutCases], answer);
  }, 180_000);

  it("answers at least 90% of the blind tune split correctly (issue 10: CI runs the tune split with a threshold of 90%)", () => {
    const failures = tune.results
      .filter((result) => !result.passed)
      .map((result) => `${result.id}: ${result.problems.join("; ")}`);
    expect(tune.accuracy, failures.join("\n")).toBeGreaterThanOrEqual(TUNE_THRESHOLD);
  });

  it("keeps the older regression set at its real score (issue 10: keep the old set as a regression set)", () => {
    const failures = regression.results
      .filter((result) => !result.passed)
      .map((result) => `${result.case.id}: ${result.problems.join("; ")}`);
    expect(regression.accuracy, failures.join("\n")).toBeGreaterThanOrEqual(REGRESSION_THRESHOLD);
  });

  it("states no number, date, price, name or link the content lacks in any tune, blind-1 or regression reply (issue 10: no invented facts)", () => {
    const invented = [
      ...[...tune.results, ...blindOne.results].flatMap((result) =>
        inventedFacts(result.reply, result.turns).map((problem) => `${result.id}: ${problem}`),
      ),
      ...regression.results.flatMap((result) =>
        inventedFacts(result.reply, [...(result.case.history ?? []), result.case.message]).map(
          (problem) => `${result.case.id}: ${problem}`,
        ),
      ),
    ];
    expect(invented).toEqual([]);
  });

  it("states no invented fact in any reply to the test split either, naming only item ids if it does", () => {
    const ids = test.results
      .filter((result) => inventedFacts(result.reply, result.turns).length > 0)
      .map((result) => result.id);
    expect(ids).toEqual([]);
  });

  it("keeps every reply within the 2,000 characters a history item may carry", () => {
    const tooLong = [...tune.results, ...blindOne.results, ...test.results]
      .filter((result) => result.reply.length > 2000)
      .map((result) => result.id);
    expect(tooLong).toEqual([]);
    for (const result of regression.results) expect(result.reply.length).toBeLessThanOrEqual(2000);
  });

  it("the check catches invented numbers, dates, names, links, prices and off-site addresses", () => {
    expect(inventedFacts("Our office in Paris opened in 2031.")).toEqual(["number 2031", "name Paris"]);
    expect(inventedFacts("It was published on 3 March 2025.")).toContain("date 3 March 2025");
    expect(inventedFacts("See [our deals](/deals) or [this](https://evil.example/x).")).toEqual([
      "link /deals",
      "link https://evil.example/x",
    ]);
    expect(inventedFacts("A website costs five hundred pounds.")).toEqual(["price five hundred pounds"]);
    expect(inventedFacts("Write to billing@evil.example.")).toEqual(["address billing@evil.example"]);
    // The site's own facts and the visitor's own words pass.
    expect(
      inventedFacts("We are open Mon-Sat 9:00 AM-6:00 PM; call [+44 20 7946 0321](tel:+442079460321)."),
    ).toEqual([]);
    expect(inventedFacts("We don't list an office in Tokyo.", ["do you have an office in tokyo?"])).toEqual(
      [],
    );
    expect(inventedFacts("You can complain to the Information Commissioner's Office (ICO).")).toEqual([]);
    expect(isAllowedHref("/privacy-policy#minors")).toBe(true);
    expect(isAllowedHref("/privacy-policy#nowhere")).toBe(false);
    expect(namesIn("We met Ada Lovelace. She liked it.")).toEqual(["Ada", "Lovelace"]);
  });
});
