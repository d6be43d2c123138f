/**
 * Runs a split of the blind corpus (tests/chat-eval/blind) against an answerer and judges each
 * reply with the corpus's own judge (blind/judge.ts, unchanged). A multi-turn item plays its
 * earlier turns through the answerer first, so the history holds the assistant's real replies;
 * only the reply to the last turn is judged and timed.
 *
 * The test split is scored once, by the lead, at the end: code that loads it must only ever
 * print aggregate numbers (see scripts/eval-chat.ts and blind/README.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { HistoryItem } from "../../server/chat/conversation.ts";
import { judgeBlind } from "./blind/judge.ts";
import type { BlindCase, BlindCategory } from "./blind/types.ts";
import { type AnswerFn, percentile } from "./evaluate.ts";

export type BlindSplit = "tune" | "test";

export type BlindResult = {
  id: string;
  category: BlindCategory;
  turns: readonly string[];
  reply: string;
  passed: boolean;
  problems: string[];
  latencyMs: number;
};

export type BlindReport = {
  results: BlindResult[];
  accuracy: number;
  byCategory: { category: BlindCategory; passed: number; total: number }[];
  latency: { p50: number; p95: number; max: number };
};

export function loadBlindSplit(split: BlindSplit): BlindCase[] {
  const file = path.join(import.meta.dirname, "blind", `${split}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as BlindCase[];
}

/** The visitor's turns of an item played through the answerer; the last reply is judged. */
export async function runBlind(cases: readonly BlindCase[], answer: AnswerFn): Promise<BlindReport> {
  const results: BlindResult[] = [];
  for (const testCase of cases) {
    const history: HistoryItem[] = [];
    const earlier = testCase.turns.slice(0, -1);
    const last = testCase.turns.at(-1) ?? "";
    for (const turn of earlier) {
      const reply = await answer({ message: turn, history: [...history] });
      history.push({ text: turn, sender: "user" }, { text: reply, sender: "ai" });
    }
    const started = performance.now();
    const reply = await answer({ message: last, history });
    const latencyMs = performance.now() - started;
    const problems = judgeBlind(testCase, reply);
    results.push({
      id: testCase.id,
      category: testCase.category,
      turns: testCase.turns,
      reply,
      passed: problems.length === 0,
      problems,
      latencyMs,
    });
  }
  const categories = [...new Set(cases.map((testCase) => testCase.category))];
  const byCategory = categories.map((category) => {
    const inCategory = results.filter((result) => result.category === category);
    return {
      category,
      passed: inCategory.filter((result) => result.passed).length,
      total: inCategory.length,
    };
  });
  const latencies = results.map((result) => result.latencyMs).sort((a, b) => a - b);
  return {
    results,
    accuracy: results.filter((result) => result.passed).length / Math.max(1, results.length),
    byCategory,
    latency: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      max: latencies.at(-1) ?? 0,
    },
  };
}
