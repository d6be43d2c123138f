/**
 * A multinomial naive Bayes model over the matcher's features, the second opinion beside the
 * nearest-neighbour search (intent-matcher.ts). kNN judges a question by its single closest
 * example, so one example that happens to share a rare word wins; naive Bayes pools every
 * example of an intent, so a word said in many of an intent's examples ("conferences" among
 * the perks) counts for that intent even when no one example says the rest of the question.
 */

export type NaiveBayes = {
  /** Each known intent's probability for a question's features (summing to 1), by intent. */
  posterior(features: readonly string[]): Map<string, number>;
};

export type WeightedDocument = { label: string; features: readonly string[] };

/** Laplace smoothing: how many times every feature is pretended to have been seen per intent. */
const SMOOTHING = 0.5;

/**
 * `weight`: how much one occurrence of a feature counts, in training and in a question alike
 * (function words and word pairs count less than content words). Intents are equally likely
 * beforehand: how many examples an intent has says how hard its authors worked, not how often
 * visitors ask it. `temperature` flattens the posterior: features are far from independent
 * (a word and its pairs), so raw naive Bayes is overconfident.
 */
export function trainNaiveBayes(
  documents: readonly WeightedDocument[],
  weight: (feature: string) => number,
  temperature = 1,
): NaiveBayes {
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const document of documents) {
    let perLabel = counts.get(document.label);
    if (!perLabel) {
      perLabel = new Map();
      counts.set(document.label, perLabel);
    }
    for (const feature of document.features) {
      const amount = weight(feature);
      perLabel.set(feature, (perLabel.get(feature) ?? 0) + amount);
      totals.set(document.label, (totals.get(document.label) ?? 0) + amount);
      vocabulary.add(feature);
    }
  }
  const labels = [...counts.keys()];
  // log P(feature | intent) = log(smoothing / denominator) for the features an intent never
  // saw, plus log((count + smoothing) / smoothing) for those it did: the first part is the
  // same for every feature, so a question costs one pass over the intents and one over the
  // few intents that saw each of its features.
  const unseen = Float64Array.from(labels, (label) =>
    Math.log(SMOOTHING / ((totals.get(label) ?? 0) + SMOOTHING * vocabulary.size)),
  );
  const seen = new Map<string, { index: number; bonus: number }[]>();
  labels.forEach((label, index) => {
    for (const [feature, count] of counts.get(label) ?? []) {
      const list = seen.get(feature) ?? [];
      list.push({ index, bonus: Math.log((count + SMOOTHING) / SMOOTHING) });
      seen.set(feature, list);
    }
  });
  return {
    posterior(features) {
      // Features no example has say nothing about which intent is meant.
      const known = features.filter((feature) => vocabulary.has(feature));
      const mass = known.reduce((sum, feature) => sum + weight(feature), 0);
      const logs = Float64Array.from(unseen, (value) => (mass * value) / temperature);
      for (const feature of known) {
        const amount = weight(feature) / temperature;
        for (const { index, bonus } of seen.get(feature) ?? [])
          logs[index] = (logs[index] as number) + amount * bonus;
      }
      let highest = -Infinity;
      for (const value of logs) highest = Math.max(highest, value);
      let total = 0;
      for (let index = 0; index < logs.length; index++) {
        logs[index] = Math.exp((logs[index] as number) - highest);
        total += logs[index] as number;
      }
      return new Map(labels.map((label, index) => [label, (logs[index] as number) / total]));
    },
  };
}
