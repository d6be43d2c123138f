// @vitest-environment node
/**
 * The chat's evaluation gates (issue 29, item 7): the spent corpora and the newest corpus's tune
 * split held at the scores the answerer reaches today, and on every reply the invented-facts
 * check: "the invented-facts check passes on every reply". Items whose expected facts the content
 * no longer states are stale and left out (corpora.ts), so a content edit never turns this red.
 * Only aggregates are printed; the newest corpus's test split is scored once, by hand
 * (`npm run eval:chat -- --split test`).
 */
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_CHARS } from "../../app/chat/limits.ts";
import { createAnswerer } from "../../server/chat/answerer.ts";
import { findPrice } from "../../server/chat/prices.ts";
import { normaliseText } from "./blind/judge.ts";
import { contentText } from "./blind-2/check-expectations.ts";
import {
  corpusNames,
  loadCorpus,
  loadSplit,
  newestCorpus,
  passedCount,
  type Result,
  runItems,
  withoutStale,
} from "./corpora.ts";

/**
 * What the answerer scores today (docs/chat-evaluation.md, sixth round: spent corpora blind-1…17
 * 72.0%, the newest corpus blind-18's tune split 58.1%), a little below, so a content edit that
 * makes a few items stale does not fail CI. The newest tune floor stays where a fresh corpus's tune
 * split has scored (57–65%).
 */
const SPENT_FLOOR = 0.71;
const NEWEST_TUNE_FLOOR = 0.56;

const answerer = createAnswerer();
const text = contentText();

/** Numbers a reply states that the content never does (a question's own numbers aside). */
function inventedNumbers(result: Result): string[] {
  const asked = result.item.turns.join(" ");
  const numbers = normaliseText(result.reply.replace(/\]\([^)]*\)/g, "]")).match(/\d+(?:[.,:]\d+)*%?/g) ?? [];
  return numbers.filter((number) => !text.includes(number) && !asked.includes(number));
}

function checkEveryReply(results: readonly Result[]): void {
  for (const result of results) {
    expect(inventedNumbers(result), result.item.id).toEqual([]);
    expect(findPrice(result.reply), result.item.id).toBeUndefined();
    expect(result.reply.length, result.item.id).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
  }
}

describe("the chat on the blind corpora", () => {
  it(`answers the spent corpora at least ${SPENT_FLOOR * 100}% right, every reply without invented facts`, {
    timeout: 180_000,
  }, () => {
    const items = corpusNames()
      .filter((name) => name !== newestCorpus())
      .flatMap((name) => withoutStale(loadCorpus(name), text).current);
    const results = runItems(items, answerer);
    console.log(`spent corpora: ${passedCount(results)}/${results.length}`);
    checkEveryReply(results);
    expect(passedCount(results) / results.length).toBeGreaterThanOrEqual(SPENT_FLOOR);
  });

  it(`answers the newest corpus's tune split at least ${NEWEST_TUNE_FLOOR * 100}% right (aggregate only)`, {
    timeout: 60_000,
  }, () => {
    const results = runItems(withoutStale(loadSplit(newestCorpus(), "tune"), text).current, answerer);
    console.log(`${newestCorpus()} tune: ${passedCount(results)}/${results.length}`);
    checkEveryReply(results);
    expect(passedCount(results) / results.length).toBeGreaterThanOrEqual(NEWEST_TUNE_FLOOR);
  });

  it("checks every reply of the newest corpus's test split for invented facts, without scoring it", {
    timeout: 60_000,
  }, () => {
    checkEveryReply(runItems(loadSplit(newestCorpus(), "test"), answerer));
  });
});
