/**
 * Format and coverage checks of a blind corpus folder (tune.json + test.json), shared by the
 * corpus tests of every tests/chat-eval/blind* folder. Reads test.json only to
 * validate its shape; nobody working on the chat should read its items (see README.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { QUOTE_FORM_HREF } from "./judge.ts";
import { splitCorpus, TUNE_SHARE } from "./split.ts";
import { BLIND_CATEGORIES, BLIND_STYLES, type BlindCase } from "./types.ts";

const nonEmpty = z.string().refine((value) => value.trim().length > 0, "must not be blank");

/** The first two corpora's briefs allowed at most three facts per item; later briefs asked for the minimal facts without a number. */
const FIRST_BRIEFS_MAX_FACTS = 3;

const blindCaseSchema = (maxFacts: number) =>
  z.strictObject({
    id: z.string().regex(/^q\d{4}$/),
    category: z.enum(BLIND_CATEGORIES),
    style: z.enum(BLIND_STYLES),
    turns: z.array(nonEmpty).min(1).max(4),
    mustContain: z.array(z.array(nonEmpty).min(1)).max(maxFacts),
    linkAnyOf: z.array(nonEmpty),
    mustNotContain: z.array(nonEmpty),
    source: nonEmpty,
    note: nonEmpty.optional(),
  });

export function loadSplit(
  dir: string,
  name: "tune.json" | "test.json",
  maxFacts = FIRST_BRIEFS_MAX_FACTS,
): BlindCase[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
  return z.array(blindCaseSchema(maxFacts)).parse(raw);
}

/** Only the ids of another corpus folder's items, for the uniqueness check across corpora. */
export function loadIds(dir: string): string[] {
  return (["tune.json", "test.json"] as const).flatMap((name) => {
    const raw: unknown = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
    return z
      .array(z.object({ id: z.string() }))
      .parse(raw)
      .map((item) => item.id);
  });
}

export type CorpusCheckOptions = {
  /** Name of the describe block. */
  title: string;
  /** Folder with tune.json and test.json. */
  dir: string;
  /** Seed the folder was split with. */
  seed: number;
  minimums: { items: number; multiTurn: number; outOfScope: number; lead: number; perCategory: number };
  /** Ids that must not occur in this corpus (e.g. another corpus folder's ids). */
  foreignIds?: readonly string[];
  /** Most fact entries an item may require (default: the first briefs' three). */
  maxFacts?: number;
  /** The numbers its ids were given (inclusive; `to` open when the brief set no end). */
  idRange?: { from: number; to?: number };
};

/** A corpus folder's number: "blind" is the first, "blind-7" the seventh. */
const corpusNumber = (name: string): number | undefined => {
  const match = /^blind(?:-(\d+))?$/.exec(name);
  return match ? Number(match[1] ?? 1) : undefined;
};

/** The ids of every corpus folder beside this one that is older than it ("blind", "blind-2", …). */
export function idsOfEarlierCorpora(dir: string): string[] {
  const own = corpusNumber(path.basename(dir));
  if (own === undefined) throw new Error(`${dir} is no blind corpus folder`);
  const parent = path.join(dir, "..");
  return readdirSync(parent)
    .filter((name) => {
      const number = corpusNumber(name);
      return number !== undefined && number < own;
    })
    .flatMap((name) => loadIds(path.join(parent, name)));
}

export function describeBlindCorpus({
  title,
  dir,
  seed,
  minimums,
  foreignIds = [],
  maxFacts,
  idRange,
}: CorpusCheckOptions): void {
  const tune = loadSplit(dir, "tune.json", maxFacts);
  const test = loadSplit(dir, "test.json", maxFacts);
  const all = [...tune, ...test];

  describe(title, () => {
    it("has unique ids across both splits", () => {
      const ids = all.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it("shares no id with the other corpora", () => {
      const foreign = new Set(foreignIds);
      expect(all.filter((item) => foreign.has(item.id)).map((item) => item.id)).toEqual([]);
    });

    it("is large enough, with enough multi-turn and out-of-scope items", () => {
      expect(all.length).toBeGreaterThanOrEqual(minimums.items);
      expect(all.filter((item) => item.turns.length > 1).length).toBeGreaterThanOrEqual(minimums.multiTurn);
      expect(all.filter((item) => item.category === "out-of-scope").length).toBeGreaterThanOrEqual(
        minimums.outOfScope,
      );
      expect(all.filter((item) => item.category === "lead").length).toBeGreaterThanOrEqual(minimums.lead);
    });

    it(`has every category in both splits, and at least ${minimums.perCategory} items per category overall`, () => {
      for (const category of BLIND_CATEGORIES) {
        expect(
          tune.some((item) => item.category === category),
          `${category} in tune`,
        ).toBe(true);
        expect(
          test.some((item) => item.category === category),
          `${category} in test`,
        ).toBe(true);
        expect(all.filter((item) => item.category === category).length, category).toBeGreaterThanOrEqual(
          minimums.perCategory,
        );
      }
    });

    it("gives the multi-turn style only to items with several turns", () => {
      for (const item of all)
        if (item.style === "multi-turn") expect(item.turns.length, item.id).toBeGreaterThan(1);
    });

    // Whether a page still exists is the content's business: the runner reports such items as stale.
    it("links only to site paths, the quote form or external https URLs", () => {
      for (const item of all) {
        for (const href of item.linkAnyOf) {
          if (href === QUOTE_FORM_HREF || href.startsWith("https://")) continue;
          expect(href, item.id).toMatch(/^\/[a-z0-9\-/#]*$/);
        }
      }
    });

    it("never forbids a text that one of its own required alternatives contains", () => {
      for (const item of all) {
        for (const forbidden of item.mustNotContain) {
          for (const alternative of item.mustContain.flat()) {
            expect(
              alternative.toLowerCase().includes(forbidden.toLowerCase()),
              `${item.id}: ${forbidden}`,
            ).toBe(false);
          }
        }
      }
    });

    if (idRange)
      it(`numbers its items from q${idRange.from}${idRange.to ? ` to q${idRange.to}` : " upward"}`, () => {
        for (const item of all) {
          const number = Number(item.id.slice(1));
          expect(number, item.id).toBeGreaterThanOrEqual(idRange.from);
          if (idRange.to) expect(number, item.id).toBeLessThanOrEqual(idRange.to);
        }
      });

    it(`is the deterministic stratified 60/40 split of its own items (seed ${seed})`, () => {
      const again = splitCorpus(all, seed);
      expect(again.tune.map((item) => item.id)).toEqual(tune.map((item) => item.id));
      expect(again.test.map((item) => item.id)).toEqual(test.map((item) => item.id));
      for (const category of BLIND_CATEGORIES) {
        const total = all.filter((item) => item.category === category).length;
        expect(tune.filter((item) => item.category === category).length).toBe(Math.round(total * TUNE_SHARE));
      }
    });
  });
}
