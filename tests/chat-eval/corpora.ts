/**
 * The blind corpora of the support chat and how they are run: every corpus folder beside this
 * file ("blind" is the first, "blind-12" the newest), an item's earlier turns played through the
 * answerer so the history holds its real replies, the last reply judged by the corpora's own
 * judge (blind/judge.ts).
 *
 * Items are checked against the content as it is now: an item expecting a fact the content no
 * longer states, or a link to a page that no longer exists, is stale. Stale items are counted
 * and left out of the score, so an ordinary content edit never turns the evaluation red.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Answerer } from "../../server/chat/answerer.ts";
import type { HistoryItem } from "../../server/chat/conversation.ts";
import { judgeBlind } from "./blind/judge.ts";
import type { BlindCase } from "./blind/types.ts";
import { contentText, expectationProblems } from "./blind-2/check-expectations.ts";

export type Split = "tune" | "test";

const folderOf = (name: string) => path.join(import.meta.dirname, name === "blind-1" ? "blind" : name);

/** Corpus names, oldest first: "blind-1" … "blind-12". */
export function corpusNames(): string[] {
  return readdirSync(import.meta.dirname)
    .flatMap((entry) => {
      const match = /^blind(?:-(\d+))?$/.exec(entry);
      return match ? [Number(match[1] ?? 1)] : [];
    })
    .sort((a, b) => a - b)
    .map((number) => `blind-${number}`);
}

/** The newest corpus: its test split is scored once per redesign; the others are spent. */
export const newestCorpus = (): string => corpusNames().at(-1) as string;

export function loadSplit(name: string, split: Split): BlindCase[] {
  return JSON.parse(readFileSync(path.join(folderOf(name), `${split}.json`), "utf8")) as BlindCase[];
}

export const loadCorpus = (name: string): BlindCase[] => [
  ...loadSplit(name, "tune"),
  ...loadSplit(name, "test"),
];

/** Items whose expectations the content still states, and the ids of those it no longer does. */
export function withoutStale(
  items: readonly BlindCase[],
  text = contentText(),
): { current: BlindCase[]; stale: string[] } {
  const stale = new Set(expectationProblems(items, text).map((problem) => problem.split(":")[0] as string));
  return { current: items.filter((item) => !stale.has(item.id)), stale: [...stale] };
}

export type Result = { item: BlindCase; reply: string; topic: string; problems: string[]; latencyMs: number };

/** Plays each item through the answerer and judges the reply to its last turn. */
export function runItems(items: readonly BlindCase[], answerer: Pick<Answerer, "answer">): Result[] {
  return items.map((item) => {
    const history: HistoryItem[] = [];
    for (const turn of item.turns.slice(0, -1)) {
      const reply = answerer.answer({ message: turn, history: [...history] }).text;
      history.push({ text: turn, sender: "user" }, { text: reply, sender: "ai" });
    }
    const started = performance.now();
    const { text: reply, topic } = answerer.answer({ message: item.turns.at(-1) ?? "", history });
    const latencyMs = performance.now() - started;
    return { item, reply, topic, problems: judgeBlind(item, reply), latencyMs };
  });
}

export const passedCount = (results: readonly Result[]) =>
  results.filter((result) => result.problems.length === 0).length;

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}
