/**
 * The sentence vectors the question matcher compares meanings with (ADR 442). The answerer is
 * synchronous and the encoder is not, so vectors are looked up, never computed, while a
 * question is answered: `withVectors` runs an answer, and if it looked up sentences that had
 * no vector yet, encodes them and runs it again. The example questions' vectors are kept in a
 * file, so a start only encodes what changed since the last one.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SentenceEncoder } from "./sentence-encoder.ts";

export type SentenceMeaning = {
  /** The text's unit vector, if it has been encoded; otherwise notes it as wanted. */
  vectorOf(text: string): Float32Array | undefined;
  /**
   * Runs `run` until every vector it looked up was there (at most three runs), and returns its
   * last result. `keep`: store what this encodes in the file (the example questions).
   */
  withVectors<T>(run: () => T, options?: { keep?: boolean }): Promise<T>;
};

/** Visitors' sentences remembered in memory, beyond the kept ones. */
const REMEMBERED_SENTENCES = 5_000;
const MAX_RUNS = 3;

/** The file holds a JSON list of texts (its length first, 4 bytes) and then their vectors. */
function readVectorFile(file: string): Map<string, Float32Array> {
  const vectors = new Map<string, Float32Array>();
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return vectors;
  }
  try {
    const headerLength = bytes.readUInt32LE(0);
    const texts = JSON.parse(bytes.subarray(4, 4 + headerLength).toString("utf8")) as string[];
    const start = 4 + headerLength;
    const dimensions = texts.length === 0 ? 0 : (bytes.length - start) / 4 / texts.length;
    if (!Number.isInteger(dimensions)) return vectors;
    const data = new Float32Array(
      bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + bytes.length),
    );
    texts.forEach((text, index) => {
      vectors.set(text, data.subarray(index * dimensions, (index + 1) * dimensions));
    });
  } catch {
    // A damaged file is encoded again.
    vectors.clear();
  }
  return vectors;
}

function writeVectorFile(file: string, vectors: ReadonlyMap<string, Float32Array>): void {
  const texts = [...vectors.keys()];
  const header = Buffer.from(JSON.stringify(texts), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length, 0);
  const data = Buffer.concat(
    [...vectors.values()].map((vector) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength)),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a reader (another test worker) never sees half a file.
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(partial, Buffer.concat([length, header, data]));
  renameSync(partial, file);
}

/**
 * `file`: where the kept vectors live between starts; none keeps them in memory only.
 */
export function createSentenceMeaning(encoder: SentenceEncoder, file?: string): SentenceMeaning {
  const kept = file ? readVectorFile(file) : new Map<string, Float32Array>();
  const remembered = new Map<string, Float32Array>();
  let wanted: Set<string> | undefined;

  const store = async (texts: readonly string[], keep: boolean) => {
    const vectors = await encoder.encode(texts);
    texts.forEach((text, index) => {
      const vector = vectors[index];
      if (!vector) return;
      if (keep) kept.set(text, vector);
      else {
        remembered.set(text, vector);
        if (remembered.size > REMEMBERED_SENTENCES) {
          const oldest = remembered.keys().next().value;
          if (oldest !== undefined) remembered.delete(oldest);
        }
      }
    });
    if (keep && file)
      try {
        writeVectorFile(file, kept);
      } catch {
        // A folder this process may not write to (a read-only install): the vectors are in
        // memory all the same, and the next start encodes them again.
      }
  };

  return {
    vectorOf(text) {
      const vector = kept.get(text) ?? remembered.get(text);
      if (!vector) wanted?.add(text);
      return vector;
    },
    async withVectors(run, options = {}) {
      for (let attempt = 1; ; attempt++) {
        const missing = new Set<string>();
        wanted = missing;
        let result: ReturnType<typeof run>;
        try {
          result = run();
        } finally {
          wanted = undefined;
        }
        if (missing.size === 0 || attempt === MAX_RUNS) return result;
        try {
          await store([...missing], options.keep === true);
        } catch {
          // Without the encoder the words alone decide, as before ADR 442.
          return result;
        }
      }
    },
  };
}
