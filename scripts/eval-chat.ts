/**
 * `npm run eval:chat -- [--split tune|blind-1|blind-2|blind-3|blind-4|blind-5|blind-6|blind-7|blind-8|blind-9|blind-10|regression|test] [--half a|b] [--cv 5] [--verbose] [--http]`
 *
 * Runs one evaluation split against the default answerer and prints accuracy per category and
 * overall, and the latency of the judged answers (p50/p95/max; the figures of a second pass in
 * the same process, "steady state", and of the first, "cold"):
 *  - tune (default): the newest blind corpus's tune split (tests/chat-eval/blind-11/tune.json,
 *    or blind-10's before the eleventh corpus is in the repository), judged by the blind judge;
 *  - blind-1: both splits of the first blind corpus (tests/chat-eval/blind, 453 items; its test
 *    split was scored once and is now tuning data);
 *  - blind-3: both splits of the third blind corpus (445 items; its test split was scored once,
 *    82.6%, and is now tuning data);
 *  - blind-2: both splits of the second blind corpus (452 items; its test split was scored once
 *    and is now tuning data);
 *  - blind-4: both splits of the fourth blind corpus (445 items; its test split was scored once,
 *    75.3%);
 *  - blind-5: both splits of the fifth blind corpus (445 items; its test split was scored once,
 *    75.8%);
 *  - blind-6: both splits of the sixth blind corpus (455 items; its test split was scored once,
 *    78.0%);
 *  - blind-7: both splits of the seventh blind corpus (455 items; its test split was scored once,
 *    81.9%);
 *  - blind-8: both splits of the eighth blind corpus (455 items; its test split was scored once,
 *    79.7%);
 *  - blind-9: both splits of the ninth blind corpus (455 items; its test split was scored once,
 *    78.6%);
 *  - blind-10: both splits of the tenth blind corpus (455 items; its test split was scored once,
 *    84.6%), once an eleventh corpus is in the repository;
 *  - regression: the project's older sets, tests/chat-eval/cases.ts and holdout.ts;
 *  - test: the current blind corpus's test split, scored once at the end by the lead. Only
 *    aggregate numbers are printed: no question, reply or failure list, and --verbose is refused.
 * `--half a|b` runs one half of the tune split (every other item): half a lists its failures,
 * for a round that studies it; the whole tune split and half b, kept unread to estimate accuracy
 * on unseen questions, print aggregates only.
 * `--cv 5` cross-validates on a blind split (blind-1 or tune): the items are split into five
 * folds at random with a fixed seed, and each fold is answered by an answerer whose matcher was
 * trained on the paraphrase bank and the other folds' questions only. That figure, not the
 * in-sample one, estimates accuracy on questions nobody tuned on.
 * `--verbose` prints every failure with its reply (all replies for the regression set).
 * `--retrieval-only` answers with passage retrieval alone (the structured answerer's fallback).
 * `--lexical` answers without the sentence vectors (ADR 442): the words alone decide.
 * `--bank-only` trains the question matcher on the paraphrase bank alone (not on the tune split).
 * `--http` also sends every item through POST /api/chat (Fastify inject, the real plugin, a
 * temporary SQLite store with synchronous=FULL), so the latency includes validation and the
 * durable write of the transcript.
 * Exits 1 when accuracy is below 90% or p95 is above 50 ms.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { answerAsTheSite } from "../server/chat/answerer.ts";
import type { AnswerInput } from "../server/chat/conversation.ts";
import { buildKnowledge, buildKnowledgeWithMeaning } from "../server/chat/knowledge.ts";
import { chatPlugin } from "../server/chat/plugin.ts";
import { createRetrievalAnswerer } from "../server/chat/retrieval.ts";
import { createChatService } from "../server/chat/service.ts";
import { loadConfig } from "../server/config.ts";
import { createChatStore } from "../server/store/chat-store.ts";
import { openSqliteStore } from "../server/store/sqlite-store.ts";
import {
  type BlindReport,
  crossValidate,
  currentCorpusName,
  hasSecondCorpus,
  isSpent,
  loadBlindSplit,
  runBlind,
  SPENT_CORPORA,
  type SpentCorpus,
  type TuneHalf,
  tuneHalf,
} from "../tests/chat-eval/blind-runner.ts";
import { evalCases } from "../tests/chat-eval/cases.ts";
import { type AnswerFn, type EvalReport, runEval } from "../tests/chat-eval/evaluate.ts";
import { holdoutCases } from "../tests/chat-eval/holdout.ts";

const ACCURACY_GOAL = 0.9;
const P95_GOAL_MS = 50;
const SPLITS = ["tune", ...SPENT_CORPORA, "regression", "test"] as const;
type Split = (typeof SPLITS)[number];

function option(name: string): string | undefined {
  const position = process.argv.indexOf(`--${name}`);
  if (position >= 0) return process.argv[position + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const split = (option("split") ?? "tune") as Split;
if (!SPLITS.includes(split)) {
  console.error(`Unknown split "${split}": use one of ${SPLITS.join(", ")}.`);
  process.exit(2);
}
const verbose = process.argv.includes("--verbose");
const half = option("half") as TuneHalf | undefined;
if (
  half !== undefined &&
  (split !== "tune" || (half !== "a" && half !== "b") || option("cv") !== undefined)
) {
  console.error("--half takes a or b and only the tune split, without --cv.");
  process.exit(2);
}
// The newest corpus's tune split is kept unread (tests/chat-eval/blind-11/README.md): like the test
// split it prints aggregates only, unless a round chooses to study its half a.
const aggregateOnly = split === "test" || (split === "tune" && half !== "a");
if (aggregateOnly && verbose) {
  console.error("This split prints aggregate numbers only: --verbose is refused.");
  process.exit(2);
}
const http = process.argv.includes("--http");
if (split === "test" && verbose) {
  console.error("The test split prints aggregate numbers only: --verbose is refused.");
  process.exit(2);
}
if ((split === "tune" || split === "test") && !hasSecondCorpus()) {
  console.error(`tests/chat-eval/blind-2 is not in the repository yet: use --split blind-1.`);
  process.exit(2);
}
const spentSplit = (SPENT_CORPORA as readonly string[]).includes(split) ? (split as SpentCorpus) : undefined;
if (spentSplit && !isSpent(spentSplit)) {
  console.error(
    `${split} is the current corpus: use --split tune (its test split is scored once, at the end).`,
  );
  process.exit(2);
}
const folds = Number(option("cv") ?? 0);
if (folds !== 0 && (!Number.isInteger(folds) || folds < 2 || (split !== "tune" && !spentSplit))) {
  console.error(
    `--cv takes a number of folds (2 or more) and the tune split or a spent corpus (${SPENT_CORPORA.join(", ")}).`,
  );
  process.exit(2);
}

// --bank-only: the matcher trained on the paraphrase bank alone, without the tune split's
// questions, so the tune split measures how the answerer does on questions it was not trained on.
const bankOnly = process.argv.includes("--bank-only");
// --lexical: without the sentence vectors (ADR 442), the matcher of the eighth round and before.
const lexical = process.argv.includes("--lexical");
const knowledge = lexical
  ? buildKnowledge({ tuneExamples: !bankOnly })
  : await buildKnowledgeWithMeaning({ tuneExamples: !bankOnly });
// --retrieval-only: passage retrieval alone (the fallback of the structured answerer), for the
// comparison issue 10 asks the design to win (ADR 416).
const retrievalOnly = process.argv.includes("--retrieval-only");
const passageAnswerer = createRetrievalAnswerer(knowledge.index);
const answerInProcess: AnswerFn = retrievalOnly
  ? (input: AnswerInput) => passageAnswerer.answer(input).reply
  : async (input: AnswerInput) => (await answerAsTheSite(knowledge, input)).reply;

type Summary = {
  rows: { category: string; passed: number; total: number }[];
  accuracy: number;
  latency: { p50: number; p95: number; max: number };
  failures: { id: string; category: string; turns: readonly string[]; problems: string[]; reply: string }[];
  passes: { id: string; category: string; turns: readonly string[]; reply: string }[];
};

function fromBlind(report: BlindReport): Summary {
  return {
    rows: report.byCategory,
    accuracy: report.accuracy,
    latency: report.latency,
    failures: report.results.filter((result) => !result.passed),
    passes: report.results.filter((result) => result.passed),
  };
}

function fromRegression(report: EvalReport): Summary {
  const item = (result: EvalReport["results"][number]) => ({
    id: result.case.id,
    category: result.case.category,
    turns: [...(result.case.history ?? []), result.case.message],
    problems: result.problems,
    reply: result.reply,
  });
  return {
    rows: report.byCategory,
    accuracy: report.accuracy,
    latency: report.latency,
    failures: report.results.filter((result) => !result.passed).map(item),
    passes: report.results.filter((result) => result.passed).map(item),
  };
}

async function run(answer: AnswerFn): Promise<Summary> {
  if (split === "regression") return fromRegression(await runEval([...evalCases, ...holdoutCases], answer));
  if (split === "tune" || spentSplit) {
    if (folds > 0) {
      const cases = loadBlindSplit(split);
      return fromBlind(
        await crossValidate(cases, folds, async (heldOut) => {
          const foldKnowledge = lexical
            ? buildKnowledge({ tuneExamples: !bankOnly, heldOut })
            : await buildKnowledgeWithMeaning({ tuneExamples: !bankOnly, heldOut });
          return async (input) => (await answerAsTheSite(foldKnowledge, input)).reply;
        }),
      );
    }
    const cases = loadBlindSplit(split);
    return fromBlind(await runBlind(half ? tuneHalf(cases, half) : cases, answer));
  }
  return fromBlind(await runBlind(loadBlindSplit(split), answer));
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function printTable(summary: Summary) {
  const width = Math.max(8, ...summary.rows.map((row) => row.category.length));
  console.log(`${"category".padEnd(width)}  passed  accuracy`);
  for (const row of summary.rows) {
    console.log(
      `${row.category.padEnd(width)}  ${`${row.passed}/${row.total}`.padStart(7)}  ${percent(row.passed / row.total).padStart(8)}`,
    );
  }
  const passed = summary.rows.reduce((sum, row) => sum + row.passed, 0);
  const total = summary.rows.reduce((sum, row) => sum + row.total, 0);
  console.log(
    `${"overall".padEnd(width)}  ${`${passed}/${total}`.padStart(7)}  ${percent(summary.accuracy).padStart(8)}`,
  );
}

const cold = await run(answerInProcess);
const warm = await run(answerInProcess);

const [load1, load5, load15] = loadavg().map((value) => value.toFixed(2));
console.log(
  `Chat evaluation, split "${split}"${split === "tune" || split === "test" ? ` of ${currentCorpusName()}` : ""}${half ? `, half ${half}` : ""}, ${retrievalOnly ? "passage retrieval alone" : "default answerer"}${bankOnly ? " (matcher trained on the paraphrase bank only)" : ""}${folds > 0 ? `, ${folds}-fold cross-validation (each fold answered by a matcher not trained on it)` : ""}`,
);
console.log(`index built in ${ms(knowledge.buildMs)}; load average ${load1} / ${load5} / ${load15}\n`);
printTable(warm);
console.log(
  `\nlatency per judged answer, steady state: p50 ${ms(warm.latency.p50)}, p95 ${ms(warm.latency.p95)}, max ${ms(warm.latency.max)}`,
);
console.log(
  `latency per judged answer, cold process: p50 ${ms(cold.latency.p50)}, p95 ${ms(cold.latency.p95)}, max ${ms(cold.latency.max)}`,
);

if (!aggregateOnly) {
  for (const failure of warm.failures) {
    console.log(`\nFAIL ${failure.id} [${failure.category}]: ${failure.turns.join(" ⟶ ")}`);
    console.log(`  problems: ${failure.problems.join("; ")}`);
    if (verbose) console.log(failure.reply.replace(/^/gm, "  | "));
  }
  if (verbose && split === "regression") {
    for (const pass of warm.passes) {
      console.log(`\nPASS ${pass.id} [${pass.category}]: ${pass.turns.join(" ⟶ ")}`);
      console.log(pass.reply.replace(/^/gm, "  | "));
    }
  }
}

if (http) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-eval-"));
  const store = await openSqliteStore({ dataDir });
  const app = Fastify({ logger: false });
  await app.register(chatPlugin, {
    prefix: "/api",
    config: loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_CHAT_PER_MINUTE: "0", LOG_LEVEL: "silent" }),
    store: createChatStore(store.db),
    chat: createChatService(knowledge),
  });
  await app.ready();
  const viaHttp: AnswerFn = async (input) => {
    const response = await app.inject({ method: "POST", url: "/api/chat", payload: input });
    if (response.statusCode !== 200) throw new Error(`POST /api/chat answered ${response.statusCode}`);
    return response.json().reply as string;
  };
  await run(viaHttp);
  const measured = await run(viaHttp);
  console.log(
    `\nvia POST /api/chat (inject, SQLite transcript commit): accuracy ${percent(measured.accuracy)}, p50 ${ms(measured.latency.p50)}, p95 ${ms(measured.latency.p95)}, max ${ms(measured.latency.max)}`,
  );
  await app.close();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const ok = warm.accuracy >= ACCURACY_GOAL && warm.latency.p95 <= P95_GOAL_MS;
console.log(
  `\n${ok ? "OK" : "BELOW GOAL"}: accuracy ${percent(warm.accuracy)} (goal ≥ ${percent(ACCURACY_GOAL)}), p95 ${ms(warm.latency.p95)} (goal ≤ ${P95_GOAL_MS} ms)`,
);
process.exit(ok ? 0 : 1);
