/**
 * The example questions' sentence vectors, for the question matcher's second similarity
 * (ADR 442): how near in meaning a question is to each intent's nearest example, whatever
 * words either uses.
 */
import type { TrainingExample } from "./intent-matcher.ts";

export type NearestExample = { similarity: number; example: string };

export type ExampleMeanings = {
  /** Per intent, its example nearest to the question's vector (cosine of unit vectors). */
  nearest(question: Float32Array): Map<string, NearestExample>;
};

export function exampleMeanings(
  examples: readonly TrainingExample[],
  vectors: readonly (Float32Array | undefined)[],
): ExampleMeanings {
  const rows = examples.flatMap((example, index) => {
    const vector = vectors[index];
    return vector ? [{ example, vector }] : [];
  });
  const dimensions = rows[0]?.vector.length ?? 0;
  // One block of memory, scanned in order: a few milliseconds for eight thousand examples.
  const matrix = new Float32Array(rows.length * dimensions);
  rows.forEach((row, index) => {
    matrix.set(row.vector, index * dimensions);
  });
  return {
    nearest(question) {
      const best = new Map<string, NearestExample>();
      if (question.length !== dimensions) return best;
      for (let row = 0; row < rows.length; row++) {
        let dot = 0;
        const offset = row * dimensions;
        for (let index = 0; index < dimensions; index++)
          dot += (matrix[offset + index] as number) * (question[index] as number);
        const { example } = rows[row] as (typeof rows)[number];
        const known = best.get(example.intent);
        if (!known || dot > known.similarity)
          best.set(example.intent, { similarity: dot, example: example.text });
      }
      return best;
    },
  };
}
