/**
 * npm run eval:chat — scores the support chat on the blind corpora (tests/chat-eval/corpora.ts).
 *
 *   npm run eval:chat                         every spent corpus, then the newest corpus's tune split
 *   npm run eval:chat -- --corpus blind-4     one spent corpus
 *   npm run eval:chat -- --corpus blind-4 --failures   …with each failed item (spent corpora only)
 *   npm run eval:chat -- --split test         the newest corpus's test split, aggregates only
 *   npm run eval:chat -- --without need       …with an answer stage left out (what it earns)
 *
 * The newest corpus is never printed item by item: its tune split estimates unseen questions and
 * its test split is scored once per redesign (tests/chat-eval/blind/README.md).
 */
import { parseArgs } from "node:util";
import { createAnswerer, STAGES } from "../server/chat/answerer.ts";
import { buildKnowledge } from "../server/chat/knowledge/build.ts";
import type { BlindCase } from "../tests/chat-eval/blind/types.ts";
import {
  corpusNames,
  loadCorpus,
  loadSplit,
  newestCorpus,
  passedCount,
  percentile,
  type Result,
  runItems,
  withoutStale,
} from "../tests/chat-eval/corpora.ts";

const { values } = parseArgs({
  options: {
    corpus: { type: "string" },
    split: { type: "string" },
    failures: { type: "boolean", default: false },
    without: { type: "string", multiple: true, default: [] },
  },
});

const without = new Set(values.without);
const answerer = createAnswerer(
  buildKnowledge(),
  STAGES.filter((stage) => !without.has(stage.name)),
);
const newest = newestCorpus();

function report(label: string, items: readonly BlindCase[], showFailures: boolean): Result[] {
  const { current, stale } = withoutStale(items);
  const results = runItems(current, answerer);
  const passed = passedCount(results);
  const latencies = results.map((result) => result.latencyMs);
  const byCategory = new Map<string, [number, number]>();
  for (const result of results) {
    const [ok, total] = byCategory.get(result.item.category) ?? [0, 0];
    byCategory.set(result.item.category, [ok + (result.problems.length === 0 ? 1 : 0), total + 1]);
  }
  console.log(
    `${label.padEnd(14)} ${passed}/${results.length} = ${((100 * passed) / Math.max(1, results.length)).toFixed(1)}%` +
      `  stale ${stale.length}  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p95 ${percentile(latencies, 0.95).toFixed(1)} ms`,
  );
  console.log(
    `               ${[...byCategory].map(([category, [ok, total]]) => `${category} ${ok}/${total}`).join(", ")}`,
  );
  if (showFailures)
    for (const result of results.filter((entry) => entry.problems.length > 0))
      console.log(
        `\n${result.item.id} [${result.item.category}] {${result.topic}} ${result.item.turns.join(" ▸ ")}\n  ${result.problems.join("; ")}\n  ${result.reply.replace(/\n/g, "\n  ")}`,
      );
  return results;
}

if (values.split) {
  if (values.split !== "test" && values.split !== "tune") throw new Error("--split is tune or test");
  report(`${newest} ${values.split}`, loadSplit(newest, values.split), false);
} else if (values.corpus) {
  if (values.corpus === newest && values.failures) throw new Error(`${newest} is never printed item by item`);
  report(values.corpus, loadCorpus(values.corpus), values.failures);
} else {
  const spent: Result[] = [];
  for (const name of corpusNames().filter((corpus) => corpus !== newest))
    spent.push(...report(name, loadCorpus(name), false));
  console.log(
    `spent corpora  ${passedCount(spent)}/${spent.length} = ${((100 * passedCount(spent)) / spent.length).toFixed(1)}%`,
  );
  report(`${newest} tune`, loadSplit(newest, "tune"), false);
}
