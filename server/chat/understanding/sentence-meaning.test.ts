// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { SentenceEncoder } from "./sentence-encoder.ts";
import { createSentenceMeaning } from "./sentence-meaning.ts";

/** An encoder that counts what it is asked to encode; a text's vector is its length. */
function countingEncoder(fail = false) {
  const encoded: string[] = [];
  const encoder: SentenceEncoder = {
    async encode(texts) {
      if (fail) throw new Error("model unavailable");
      encoded.push(...texts);
      return texts.map((text) => Float32Array.of(text.length, 1));
    },
  };
  return { encoder, encoded };
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("sentence vectors looked up while answering (ADR 442)", () => {
  it("runs the answer again once the sentences it looked up are encoded, and returns that run's result", async () => {
    const { encoder, encoded } = countingEncoder();
    const meaning = createSentenceMeaning(encoder);
    let runs = 0;
    const result = await meaning.withVectors(() => {
      runs++;
      return meaning.vectorOf("how old is the firm")?.[0];
    });
    expect(result).toBe("how old is the firm".length);
    expect(runs).toBe(2);
    expect(encoded).toEqual(["how old is the firm"]);
    // Already encoded: one run, nothing encoded.
    await meaning.withVectors(() => meaning.vectorOf("how old is the firm"));
    expect(encoded).toHaveLength(1);
  });

  it("keeps the example questions' vectors in a file, so the next start encodes nothing", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "sentence-vectors-"));
    folders.push(folder);
    const file = path.join(folder, "vectors.bin");
    const first = countingEncoder();
    const meaning = createSentenceMeaning(first.encoder, file);
    await meaning.withVectors(
      () => [meaning.vectorOf("when was the company founded"), meaning.vectorOf("a")],
      {
        keep: true,
      },
    );
    const next = countingEncoder();
    const restarted = createSentenceMeaning(next.encoder, file);
    expect(Array.from(restarted.vectorOf("when was the company founded") ?? [])).toEqual([28, 1]);
    expect(Array.from(restarted.vectorOf("a") ?? [])).toEqual([1, 1]);
    expect(next.encoded).toEqual([]);
  });

  it("does not keep a visitor's sentences in the file", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "sentence-vectors-"));
    folders.push(folder);
    const file = path.join(folder, "vectors.bin");
    const meaning = createSentenceMeaning(countingEncoder().encoder, file);
    await meaning.withVectors(() => meaning.vectorOf("my name is Ada and my number is 07700 900123"));
    const restarted = createSentenceMeaning(countingEncoder().encoder, file);
    expect(restarted.vectorOf("my name is Ada and my number is 07700 900123")).toBeUndefined();
  });

  it("keeps the vectors in memory where the file cannot be written (a read-only install)", async () => {
    const { encoder } = countingEncoder();
    const meaning = createSentenceMeaning(encoder, "/dev/null/not-a-folder/vectors.bin");
    const result = await meaning.withVectors(() => meaning.vectorOf("where is your office")?.[0], {
      keep: true,
    });
    expect(result).toBe("where is your office".length);
  });

  it("answers without vectors when the encoder fails, rather than not at all", async () => {
    const meaning = createSentenceMeaning(countingEncoder(true).encoder);
    const result = await meaning.withVectors(() => meaning.vectorOf("anything") ?? "words only");
    expect(result).toBe("words only");
  });
});
