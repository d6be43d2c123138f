/**
 * Runs a split of a blind corpus against an answerer and judges each reply with the corpus's
 * own judge (blind/judge.ts, unchanged). A multi-turn item plays its earlier turns through the
 * answerer first, so the history holds the assistant's real replies; only the reply to the
 * last turn is judged and timed.
 *
 * Splits:
 *  - "tune" and "test": the current blind corpus, the newest in the repository (tests/chat-eval/blind-11
 *    once it is there, tests/chat-eval/blind-10 before);
 *  - "blind-1" … "blind-10": both splits of a spent corpus, whose test split was scored once and
 *    which is now tuning data (blind-10 only once a newer corpus is in the repository).
 * The test split is scored once, by the lead, at the end: code that loads it must only ever
 * print aggregate numbers (see scripts/eval-chat.ts and blind/README.md).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { HistoryItem } from "../../server/chat/conversation.ts";
import { judgeBlind } from "./blind/judge.ts";
import type { BlindCase, BlindCategory } from "./blind/types.ts";
import { type AnswerFn, percentile } from "./evaluate.ts";

/** The spent corpora, by the name `eval:chat --split` knows them (both their splits are tuning data). */
export const SPENT_CORPORA = [
  "blind-1",
  "blind-2",
  "blind-3",
  "blind-4",
  "blind-5",
  "blind-6",
  "blind-7",
  "blind-8",
  "blind-9",
  "blind-10",
] as const;

export type SpentCorpus = (typeof SPENT_CORPORA)[number];

export type BlindSplit = "tune" | "test" | SpentCorpus;

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

const FIRST_CORPUS = path.join(import.meta.dirname, "blind");
const SECOND_CORPUS = path.join(import.meta.dirname, "blind-2");
const ELEVENTH_CORPUS = path.join(import.meta.dirname, "blind-11");

/** The folder of a corpus: the first one's is "blind", the others' are their names. */
function corpusDir(name: string): string {
  return name === "blind-1" ? FIRST_CORPUS : path.join(import.meta.dirname, name);
}

/** The corpus whose splits "tune" and "test" are: the newest one in the repository. */
function currentCorpus(): string {
  return existsSync(path.join(ELEVENTH_CORPUS, "tune.json")) ? ELEVENTH_CORPUS : corpusDir("blind-10");
}

/** Whether the named corpus is spent, i.e. a newer one is in the repository. */
export function isSpent(name: SpentCorpus): boolean {
  return corpusDir(name) !== currentCorpus();
}

/** The folder name of the corpus "tune" and "test" stand for (for printing). */
export function currentCorpusName(): string {
  return path.basename(currentCorpus());
}

function readCases(file: string): BlindCase[] {
  return JSON.parse(readFileSync(file, "utf8")) as BlindCase[];
}

/** Whether the second blind corpus is in the repository yet. */
export function hasSecondCorpus(): boolean {
  return existsSync(path.join(SECOND_CORPUS, "tune.json"));
}

export function loadBlindSplit(split: BlindSplit): BlindCase[] {
  if (split === "tune" || split === "test") return readCases(path.join(currentCorpus(), `${split}.json`));
  return [
    ...readCases(path.join(corpusDir(split), "tune.json")),
    ...readCases(path.join(corpusDir(split), "test.json")),
  ];
}

export type TuneHalf = "a" | "b";

/**
 * One half of the tune split: every other item in the file's order (the split shuffled each
 * category, so both halves hold every category). Half a is studied; half b is kept unread and
 * estimates how the answerer does on questions nobody looked at (ADR 411).
 */
export function tuneHalf(cases: readonly BlindCase[], half: TuneHalf): BlindCase[] {
  return cases.filter((_, index) => index % 2 === (half === "a" ? 0 : 1));
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
  return summarise(results);
}

/** Accuracy per category and overall, and latency percentiles, of judged results. */
export function summarise(results: readonly BlindResult[]): BlindReport {
  const categories = [...new Set(results.map((result) => result.category))];
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
    results: [...results],
    accuracy: results.filter((result) => result.passed).length / Math.max(1, results.length),
    byCategory,
    latency: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      max: latencies.at(-1) ?? 0,
    },
  };
}

/**
 * Item ids split into `folds` groups at random with a fixed seed (a small linear congruential
 * generator, so the folds are the same on every machine and run).
 */
export function foldsOf(ids: readonly string[], folds: number, seed = 20261124): string[][] {
  const shuffled = [...ids].sort();
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as string, shuffled[index] as string];
  }
  return Array.from({ length: folds }, (_, fold) => shuffled.filter((_, index) => index % folds === fold));
}

/**
 * k-fold cross-validation: for each fold, `answererFor(heldOut)` builds an answerer whose
 * matcher never saw the held-out items' questions, and the fold is judged with it. The
 * result judges every item once, by an answerer not trained on it.
 */
export async function crossValidate(
  cases: readonly BlindCase[],
  folds: number,
  answererFor: (heldOut: ReadonlySet<string>) => AnswerFn | Promise<AnswerFn>,
): Promise<BlindReport> {
  const results: BlindResult[] = [];
  for (const fold of foldsOf(
    cases.map((testCase) => testCase.id),
    folds,
  )) {
    const heldOut = new Set(fold);
    const report = await runBlind(
      cases.filter((testCase) => heldOut.has(testCase.id)),
      await answererFor(heldOut),
    );
    results.push(...report.results);
  }
  return summarise(results);
}
