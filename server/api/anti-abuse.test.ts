// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../../app/schemas/anti-abuse.ts";
import { looksLikeBot } from "./anti-abuse.ts";

const now = 1_800_000_000_000;

describe("looksLikeBot", () => {
  it("flags a filled honeypot", () => {
    expect(looksLikeBot({ [HONEYPOT_FIELD]: "http://spam.example" }, 2000, now)).toBe(true);
    expect(looksLikeBot({ [HONEYPOT_FIELD]: "" }, 2000, now)).toBe(false);
  });

  it("flags a form sent sooner than the minimum fill time, as number or multipart string", () => {
    expect(looksLikeBot({ [STARTED_AT_FIELD]: now - 500 }, 2000, now)).toBe(true);
    expect(looksLikeBot({ [STARTED_AT_FIELD]: String(now - 1999) }, 2000, now)).toBe(true);
    expect(looksLikeBot({ [STARTED_AT_FIELD]: now - 2000 }, 2000, now)).toBe(false);
  });

  it("accepts a missing or unreadable startedAt (API clients) and a visitor clock running ahead", () => {
    expect(looksLikeBot({}, 2000, now)).toBe(false);
    expect(looksLikeBot({ [STARTED_AT_FIELD]: "soon" }, 2000, now)).toBe(false);
    expect(looksLikeBot({ [STARTED_AT_FIELD]: now + 60_000 }, 2000, now)).toBe(false);
  });

  it("skips the timing check when the minimum is 0", () => {
    expect(looksLikeBot({ [STARTED_AT_FIELD]: now }, 0, now)).toBe(false);
  });
});
