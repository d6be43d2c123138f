/**
 * `npm run eval:chat`: runs the chat evaluation set (tests/chat-eval/cases.ts) against the
 * default answerer and prints accuracy per category and answer latency (p50/p95), then the
 * second, smaller set (tests/chat-eval/holdout.ts).
 * The first pass runs on a cold process; the figures that count are the second pass's
 * (steady state), both are printed. `--verbose` prints every reply; failures always print.
 * `--http` also sends every case through POST /api/chat (Fastify inject, the real plugin,
 * a temporary SQLite store with synchronous=FULL), so the latency includes validation and
 * the durable write of the transcript.
 * Exits 1 when accuracy is below the 90% goal or p95 is above 50 ms.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { buildKnowledge } from "../server/chat/knowledge.ts";
import { chatPlugin } from "../server/chat/plugin.ts";
import { createChatService } from "../server/chat/service.ts";
import { loadConfig } from "../server/config.ts";
import { createChatStore } from "../server/store/chat-store.ts";
import { openSqliteStore } from "../server/store/sqlite-store.ts";
import { evalCases } from "../tests/chat-eval/cases.ts";
import { type EvalReport, runEval } from "../tests/chat-eval/evaluate.ts";
import { holdoutCases } from "../tests/chat-eval/holdout.ts";

const ACCURACY_GOAL = 0.9;
const P95_GOAL_MS = 50;
const verbose = process.argv.includes("--verbose");
const http = process.argv.includes("--http");

const knowledge = buildKnowledge();
const answer = (input: Parameters<typeof knowledge.answer>[0]) => knowledge.answer(input).reply;

const cold = await runEval(evalCases, answer);
const warm = await runEval(evalCases, answer);
const holdout = await runEval(holdoutCases, answer);

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function printReport(report: EvalReport) {
  const width = Math.max(...report.byCategory.map((row) => row.category.length));
  console.log(`${"category".padEnd(width)}  passed  accuracy`);
  for (const row of report.byCategory) {
    console.log(
      `${row.category.padEnd(width)}  ${`${row.passed}/${row.total}`.padStart(6)}  ${percent(row.passed / row.total).padStart(8)}`,
    );
  }
  const passed = report.results.filter((result) => result.passed).length;
  console.log(
    `${"overall".padEnd(width)}  ${`${passed}/${report.results.length}`.padStart(6)}  ${percent(report.accuracy).padStart(8)}`,
  );
}

console.log(`Chat evaluation: ${evalCases.length} cases, default (retrieval) answerer`);
console.log(`index built in ${ms(knowledge.buildMs)} (${knowledge.index.passages.length} passages)\n`);
printReport(warm);
console.log(
  `\nlatency per answer, steady state: p50 ${ms(warm.latency.p50)}, p95 ${ms(warm.latency.p95)}, max ${ms(warm.latency.max)}`,
);
console.log(
  `latency per answer, cold process: p50 ${ms(cold.latency.p50)}, p95 ${ms(cold.latency.p95)}, max ${ms(cold.latency.max)}`,
);

for (const result of warm.results) {
  if (!verbose && result.passed) continue;
  const history = result.case.history?.length ? ` (after: ${result.case.history.join(" / ")})` : "";
  console.log(
    `\n${result.passed ? "PASS" : "FAIL"} ${result.case.id} [${result.case.category}]: ${result.case.message}${history}`,
  );
  if (!result.passed) console.log(`  problems: ${result.problems.join("; ")}`);
  console.log(result.reply.replace(/^/gm, "  | "));
}

const holdoutPassed = holdout.results.filter((result) => result.passed).length;
console.log(
  `\nsecond set (tests/chat-eval/holdout.ts): ${holdoutPassed}/${holdout.results.length} (${percent(holdout.accuracy)}), p95 ${ms(holdout.latency.p95)}`,
);
for (const result of holdout.results) {
  if (result.passed) continue;
  console.log(
    `FAIL ${result.case.id} [${result.case.category}]: ${result.case.message} — ${result.problems.join("; ")}`,
  );
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
  const viaHttp = async (input: Parameters<typeof knowledge.answer>[0]) => {
    const response = await app.inject({ method: "POST", url: "/api/chat", payload: input });
    if (response.statusCode !== 200) throw new Error(`POST /api/chat answered ${response.statusCode}`);
    return response.json().reply as string;
  };
  await runEval(evalCases, viaHttp);
  const measured = await runEval(evalCases, viaHttp);
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
