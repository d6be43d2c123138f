// @vitest-environment node
/**
 * Format and coverage checks of the blind corpus splits. Reads test.json only to validate
 * its shape; nobody working on the chat should read its items (see README.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { publicPaths } from "../../../app/prerender-paths.ts";
import { QUOTE_FORM_HREF } from "./judge.ts";
import { splitCorpus } from "./split.ts";
import { BLIND_CATEGORIES, BLIND_STYLES, type BlindCase } from "./types.ts";

const nonEmpty = z.string().refine((value) => value.trim().length > 0, "must not be blank");

const blindCaseSchema = z.strictObject({
  id: z.string().regex(/^q\d{4}$/),
  category: z.enum(BLIND_CATEGORIES),
  style: z.enum(BLIND_STYLES),
  turns: z.array(nonEmpty).min(1).max(4),
  mustContain: z.array(z.array(nonEmpty).min(1)).max(3),
  linkAnyOf: z.array(nonEmpty),
  mustNotContain: z.array(nonEmpty),
  source: nonEmpty,
  note: nonEmpty.optional(),
});

function load(name: string): BlindCase[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(import.meta.dirname, name), "utf8"));
  return z.array(blindCaseSchema).parse(raw);
}

const tune = load("tune.json");
const test = load("test.json");
const all = [...tune, ...test];

describe("blind corpus", () => {
  it("has unique ids across both splits", () => {
    const ids = all.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is large enough, with enough multi-turn and out-of-scope items", () => {
    expect(all.length).toBeGreaterThanOrEqual(400);
    expect(all.filter((item) => item.turns.length > 1).length).toBeGreaterThanOrEqual(50);
    expect(all.filter((item) => item.category === "out-of-scope").length).toBeGreaterThanOrEqual(40);
    expect(all.filter((item) => item.category === "lead").length).toBeGreaterThanOrEqual(25);
  });

  it("has every category in both splits, and at least 25 items per category overall", () => {
    for (const category of BLIND_CATEGORIES) {
      expect(
        tune.some((item) => item.category === category),
        `${category} in tune`,
      ).toBe(true);
      expect(
        test.some((item) => item.category === category),
        `${category} in test`,
      ).toBe(true);
      expect(all.filter((item) => item.category === category).length, category).toBeGreaterThanOrEqual(25);
    }
  });

  it("marks exactly the items with several turns as multi-turn", () => {
    for (const item of all) expect(item.style === "multi-turn", item.id).toBe(item.turns.length > 1);
  });

  it("links only to real pages of the site, the quote form or external https URLs", () => {
    const pages = new Set(publicPaths());
    for (const item of all) {
      for (const href of item.linkAnyOf) {
        if (href === QUOTE_FORM_HREF || href.startsWith("https://")) continue;
        expect(pages.has(href), `${item.id}: ${href}`).toBe(true);
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

  it("is the deterministic stratified 60/40 split of its own items", () => {
    const again = splitCorpus(all);
    expect(again.tune.map((item) => item.id)).toEqual(tune.map((item) => item.id));
    expect(again.test.map((item) => item.id)).toEqual(test.map((item) => item.id));
    for (const category of BLIND_CATEGORIES) {
      const total = all.filter((item) => item.category === category).length;
      expect(tune.filter((item) => item.category === category).length).toBe(Math.round(total * 0.6));
    }
  });
});
