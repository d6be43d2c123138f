// @vitest-environment node
/**
 * The chat's evaluation in CI (issue 10 §1–2). The data the answerer is tuned on — both splits
 * of the ten spent blind corpora (their test splits were scored once) — must score at least
 * TUNE_THRESHOLD; the eleventh corpus's tune split (tests/chat-eval/blind-11), kept unread as the
 * estimate for unseen questions, at least its recorded score; the older regression set its real
 * score. No reply of any of them, nor of the eleventh corpus's test split, may state a number, date,
 * price, name or link that the content does not contain. The unread sets are only scored in
 * aggregate, and a failure names item ids only: their questions and replies are never printed
 * (tests/chat-eval/blind-11/README.md).
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  type BlindReport,
  loadBlindSplit,
  runBlind,
  SPENT_CORPORA,
} from "../../tests/chat-eval/blind-runner.ts";
import { evalCases } from "../../tests/chat-eval/cases.ts";
import { type EvalReport, runEval } from "../../tests/chat-eval/evaluate.ts";
import { inventedFacts, isAllowedHref, namesIn } from "../../tests/chat-eval/facts.ts";
import { holdoutCases } from "../../tests/chat-eval/holdout.ts";
import type { AnswerInput } from "./conversation.ts";
import { buildKnowledgeWithMeaning } from "./knowledge.ts";

/** The regression set's real score (127/129 = 98.4% at the end of the sixth, seventh and eighth rounds, 126/129 = 97.7% at the end of the ninth, 127/129 again at the end of the tenth and eleventh); see docs/PERFORMANCE.md. */
const REGRESSION_THRESHOLD = 0.98;
/** Issue 10: "CI runs the tune split with a threshold of 90%" — here, all the data tuned on (2448/2695 = 90.8% when the seventh corpus landed, 2480/2695 = 92.0% at the end of the seventh round; with blind-7 joining, 2849/3150 = 90.4% when the eighth landed and 2863/3150 = 90.9% at the end of the eighth round; with blind-8 joining, 3238/3605 = 89.8% when the ninth landed, and 3293/3605 = 91.3% with sentence vectors and blind-7's and blind-8's labelled questions at the end of the ninth round; with blind-9 joining, 3663/4060 = 90.2% when the tenth landed, and 3773/4060 = 92.9% at the end of the tenth round; with blind-10 joining, 4165/4515 = 92.2% when the eleventh landed, and 4330/4515 = 95.9% at the end of the eleventh round, when the floor rose to 94% so the round's gains are held). */
const TUNE_THRESHOLD = 0.94;
/** The eleventh corpus's tune split, unread: its score when this threshold was last recorded (222/273 = 81.3% when it landed, 230/273 = 84.2% at the end of the eleventh round; docs/PERFORMANCE.md). */
const UNREAD_TUNE_THRESHOLD = 0.84;

const failureList = (report: BlindReport) =>
  report.results
    .filter((result) => !result.passed)
    .map((result) => `${result.id}: ${result.problems.join("; ")}`)
    .join("\n");

describe("the chat answerer on its evaluation sets", () => {
  let tuned: BlindReport;
  let unreadTune: BlindReport;
  let test: BlindReport;
  let regression: EvalReport;
  beforeAll(async () => {
    // As the site answers (ADR 442): the first run on a machine encodes the example questions.
    const knowledge = await buildKnowledgeWithMeaning();
    const answer = async (input: AnswerInput) => (await knowledge.answerWithMeaning(input)).reply;
    tuned = await runBlind(SPENT_CORPORA.flatMap(loadBlindSplit), answer);
    unreadTune = await runBlind(loadBlindSplit("tune"), answer);
    test = await runBlind(loadBlindSplit("test"), answer);
    regression = await runEval([...evalCases, ...holdoutCases], answer);
  }, 400_000);

  it("answers at least 90% of the blind items it is tuned on correctly (issue 10: CI runs the tune split with a threshold of 90%)", () => {
    expect(tuned.accuracy, failureList(tuned)).toBeGreaterThanOrEqual(TUNE_THRESHOLD);
  });

  it("keeps the unread tune split of the newest corpus at its recorded score, naming only item ids", () => {
    const ids = unreadTune.results.filter((result) => !result.passed).map((result) => result.id);
    expect(unreadTune.accuracy, ids.join(", ")).toBeGreaterThanOrEqual(UNREAD_TUNE_THRESHOLD);
  });

  it("keeps the older regression set at its real score (issue 10: keep the old set as a regression set)", () => {
    const failures = regression.results
      .filter((result) => !result.passed)
      .map((result) => `${result.case.id}: ${result.problems.join("; ")}`);
    expect(regression.accuracy, failures.join("\n")).toBeGreaterThanOrEqual(REGRESSION_THRESHOLD);
  });

  it("states no number, date, price, name or link the content lacks in any tuned-on or regression reply (issue 10: no invented facts)", () => {
    const invented = [
      ...tuned.results.flatMap((result) =>
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

  it("states no invented fact in any reply to the unread tune split or the test split either, naming only item ids if it does", () => {
    const ids = [...unreadTune.results, ...test.results]
      .filter((result) => inventedFacts(result.reply, result.turns).length > 0)
      .map((result) => result.id);
    expect(ids).toEqual([]);
  });

  it("keeps every reply within the 2,000 characters a history item may carry", () => {
    const tooLong = [...tuned.results, ...unreadTune.results, ...test.results]
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
