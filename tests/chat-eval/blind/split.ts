/**
 * Splits the full blind corpus ONCE into tune.json (60%) and test.json (40%), stratified
 * by category: items are sorted by id, grouped by category, each group is shuffled with
 * mulberry32(SEED) (a fresh generator per category) and the first 60% of it, rounded to
 * the nearest whole item, goes to tune. Deterministic for a given corpus and seed.
 *
 *   node_modules/.bin/node tests/chat-eval/blind/split.ts /tmp/blind-corpus-full.json
 *
 * Another corpus folder is split the same way with its own seed (blind-2: see its README):
 *
 *   node_modules/.bin/node tests/chat-eval/blind/split.ts <full.json> --out tests/chat-eval/blind-2 --seed 20261125
 *
 * The full corpus file is kept outside the repository. After the split, test.json is
 * never edited.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BLIND_CATEGORIES, type BlindCase, type BlindCategory } from "./types.ts";

export const SPLIT_SEED = 20261124;
export const TUNE_SHARE = 0.6;

/** mulberry32: a small, well-known seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle of a copy of `items`. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const byId = (a: BlindCase, b: BlindCase) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function splitCorpus(
  corpus: readonly BlindCase[],
  seed: number = SPLIT_SEED,
): { tune: BlindCase[]; test: BlindCase[] } {
  const sorted = [...corpus].sort(byId);
  const tune: BlindCase[] = [];
  const test: BlindCase[] = [];
  for (const category of BLIND_CATEGORIES) {
    const group = sorted.filter((item) => item.category === category);
    const shuffled = shuffle(group, mulberry32(seed));
    const tuneCount = Math.round(group.length * TUNE_SHARE);
    tune.push(...shuffled.slice(0, tuneCount));
    test.push(...shuffled.slice(tuneCount));
  }
  return { tune: tune.sort(byId), test: test.sort(byId) };
}

function countBy(items: readonly BlindCase[], category: BlindCategory): number {
  return items.filter((item) => item.category === category).length;
}

/** `<full-corpus.json> [--out <folder>] [--seed <integer>]`; defaults: this folder, SPLIT_SEED. */
export function parseSplitArguments(args: readonly string[]): {
  input?: string;
  outDir: string;
  seed: number;
} {
  let input: string | undefined;
  let outDir = import.meta.dirname;
  let seed = SPLIT_SEED;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--out" || arg === "--seed") {
      const value = args[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      if (arg === "--out") outDir = path.resolve(value);
      else if (/^\d+$/.test(value)) seed = Number(value);
      else throw new Error(`--seed must be a whole number, not ${value}`);
    } else {
      input = arg;
    }
  }
  return { input, outDir, seed };
}

function main(): void {
  const { input, outDir, seed } = parseSplitArguments(process.argv.slice(2));
  if (!input) {
    console.error(
      "usage: node tests/chat-eval/blind/split.ts <full-corpus.json> [--out <folder>] [--seed <integer>]",
    );
    process.exit(2);
  }
  const corpus = JSON.parse(readFileSync(input, "utf8")) as BlindCase[];
  const ids = new Set(corpus.map((item) => item.id));
  if (ids.size !== corpus.length) throw new Error("duplicate ids in the corpus");
  const unknown = corpus.filter((item) => !BLIND_CATEGORIES.includes(item.category));
  if (unknown.length > 0) throw new Error(`unknown category in ${unknown.map((item) => item.id).join(", ")}`);

  const { tune, test } = splitCorpus(corpus, seed);
  const files = [path.join(outDir, "tune.json"), path.join(outDir, "test.json")];
  writeFileSync(files[0] as string, `${JSON.stringify(tune, null, 2)}\n`);
  writeFileSync(files[1] as string, `${JSON.stringify(test, null, 2)}\n`);
  // Format once with the repository's formatter, so a later `biome check --write` never touches the split.
  const biome = path.join(import.meta.dirname, "../../../node_modules/.bin/biome");
  execFileSync(biome, ["format", "--write", ...files], { stdio: "ignore" });

  console.log(`seed ${seed}, tune share ${TUNE_SHARE}, written to ${outDir}`);
  console.log(`${"category".padEnd(14)} ${"tune".padStart(5)} ${"test".padStart(5)} ${"total".padStart(6)}`);
  for (const category of BLIND_CATEGORIES) {
    const a = countBy(tune, category);
    const b = countBy(test, category);
    console.log(
      `${category.padEnd(14)} ${String(a).padStart(5)} ${String(b).padStart(5)} ${String(a + b).padStart(6)}`,
    );
  }
  console.log(
    `${"all".padEnd(14)} ${String(tune.length).padStart(5)} ${String(test.length).padStart(5)} ${String(corpus.length).padStart(6)}`,
  );
}

if (import.meta.main) main();
