// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.ts";
import type { TrainingExample } from "./intent-matcher.ts";
import { TUNE_EXAMPLES } from "./tune-examples.ts";
import { BLIND_3_EXAMPLES } from "./tune-examples-3.ts";
import { BLIND_4_EXAMPLES } from "./tune-examples-4.ts";
import { BLIND_5_EXAMPLES } from "./tune-examples-5.ts";
import { BLIND_6_EXAMPLES } from "./tune-examples-6.ts";
import { BLIND_7_EXAMPLES } from "./tune-examples-7.ts";
import { BLIND_8_EXAMPLES } from "./tune-examples-8.ts";

/** The turns of each item of a spent corpus (both splits), by id. */
function turnsById(corpus: string): Map<string, readonly string[]> {
  const dir = path.join(import.meta.dirname, "../../../tests/chat-eval", corpus);
  const items = ["tune.json", "test.json"].flatMap(
    (file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { id: string; turns: string[] }[],
  );
  return new Map(items.map((item) => [item.id, item.turns]));
}

/** Examples whose ref is not an item of the corpus, or whose text is not one of that item's turns. */
function strays(examples: readonly TrainingExample[], corpus: string): TrainingExample[] {
  const turns = turnsById(corpus);
  return examples.filter((example) => !turns.get(example.ref ?? "")?.includes(example.text));
}

describe("the labelled questions of the spent blind corpora", () => {
  it("are labelled with intents that have a builder (topics.ts)", () => {
    expect(TUNE_EXAMPLES.filter((example) => !(example.intent in TOPICS))).toEqual([]);
  });

  it("include the fourth corpus's questions", () => {
    expect(BLIND_4_EXAMPLES.length).toBeGreaterThan(400);
    for (const example of BLIND_4_EXAMPLES) expect(TUNE_EXAMPLES).toContain(example);
  });

  it("include the fifth corpus's questions", () => {
    expect(BLIND_5_EXAMPLES.length).toBeGreaterThan(400);
    for (const example of BLIND_5_EXAMPLES) expect(TUNE_EXAMPLES).toContain(example);
  });

  it("include the sixth corpus's questions", () => {
    expect(BLIND_6_EXAMPLES.length).toBeGreaterThan(400);
    for (const example of BLIND_6_EXAMPLES) expect(TUNE_EXAMPLES).toContain(example);
  });

  it("include the seventh corpus's questions", () => {
    expect(BLIND_7_EXAMPLES.length).toBeGreaterThan(500);
    for (const example of BLIND_7_EXAMPLES) expect(TUNE_EXAMPLES).toContain(example);
  });

  it("include the eighth corpus's questions", () => {
    expect(BLIND_8_EXAMPLES.length).toBeGreaterThan(400);
    for (const example of BLIND_8_EXAMPLES) expect(TUNE_EXAMPLES).toContain(example);
    expect(strays(BLIND_8_EXAMPLES, "blind-8")).toEqual([]);
  });

  it("are turns of the items they name, so cross-validation holds the whole item out", () => {
    expect(strays(BLIND_3_EXAMPLES, "blind-3")).toEqual([]);
    expect(strays(BLIND_4_EXAMPLES, "blind-4")).toEqual([]);
    expect(strays(BLIND_5_EXAMPLES, "blind-5")).toEqual([]);
    expect(strays(BLIND_6_EXAMPLES, "blind-6")).toEqual([]);
    expect(strays(BLIND_7_EXAMPLES, "blind-7")).toEqual([]);
  });
});
