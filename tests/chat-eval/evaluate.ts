/**
 * Runs the evaluation set against an answerer: each case's history is played through the
 * answerer first (so follow-ups see real earlier replies), then the final message is answered
 * and judged. Used by `npm run eval:chat` (scripts/eval-chat.ts) and server/chat/eval.test.ts.
 */
import type { AnswerInput, HistoryItem } from "../../server/chat/conversation.ts";
import { ALWAYS_EXCLUDE, type EvalCase, type EvalCategory } from "./cases.ts";

export type CaseResult = {
  case: EvalCase;
  reply: string;
  passed: boolean;
  problems: string[];
  /** Time to answer the final message, in milliseconds. */
  latencyMs: number;
};

export type EvalReport = {
  results: CaseResult[];
  accuracy: number;
  byCategory: { category: EvalCategory; passed: number; total: number }[];
  latency: { p50: number; p95: number; max: number };
};

export type AnswerFn = (input: AnswerInput) => string | Promise<string>;

/** The hrefs of all [text](href) links in a reply. */
export function linksOf(reply: string): string[] {
  return [...reply.matchAll(/\[[^\]]+\]\(([^)\s]+)\)/g)].map((match) => match[1] as string);
}

export function judge(testCase: EvalCase, reply: string): string[] {
  const problems: string[] = [];
  const lower = reply.toLowerCase();
  const links = linksOf(reply);
  for (const phrase of testCase.include ?? []) {
    if (!lower.includes(phrase.toLowerCase())) problems.push(`missing "${phrase}"`);
  }
  for (const href of testCase.link ?? []) {
    if (!links.includes(href)) problems.push(`no link to ${href}`);
  }
  if (testCase.anyLink && !testCase.anyLink.some((href) => links.includes(href))) {
    problems.push(`no link to any of ${testCase.anyLink.join(", ")}`);
  }
  for (const phrase of [...(testCase.exclude ?? []), ...ALWAYS_EXCLUDE]) {
    if (lower.includes(phrase.toLowerCase())) problems.push(`contains "${phrase}"`);
  }
  return problems;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const position = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[position] as number;
}

export async function runEval(cases: readonly EvalCase[], answer: AnswerFn): Promise<EvalReport> {
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const history: HistoryItem[] = [];
    for (const earlier of testCase.history ?? []) {
      const reply = await answer({ message: earlier, history: [...history] });
      history.push({ text: earlier, sender: "user" }, { text: reply, sender: "ai" });
    }
    const started = performance.now();
    const reply = await answer({ message: testCase.message, history });
    const latencyMs = performance.now() - started;
    const problems = judge(testCase, reply);
    results.push({ case: testCase, reply, passed: problems.length === 0, problems, latencyMs });
  }

  const categories = [...new Set(cases.map((testCase) => testCase.category))];
  const byCategory = categories.map((category) => {
    const inCategory = results.filter((result) => result.case.category === category);
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
