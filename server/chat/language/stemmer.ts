/**
 * The Porter stemming algorithm (M. F. Porter, "An algorithm for suffix stripping", 1980),
 * the original English variant, written out here so the chat index needs no extra package.
 * It maps inflected and derived forms onto one stem ("pricing", "prices", "priced" → "price";
 * "developers", "development" → "develop"), so a visitor's wording need not match the page's.
 *
 * Input is expected lower-case ASCII letters; anything shorter than 3 letters or containing
 * other characters is returned unchanged (numbers, "ai", "c#", "node.js").
 */

const VOWELS = new Set(["a", "e", "i", "o", "u"]);

function isConsonant(word: string, index: number): boolean {
  const char = word[index] as string;
  if (VOWELS.has(char)) return false;
  if (char === "y") return index === 0 ? true : !isConsonant(word, index - 1);
  return true;
}

/** m(): the number of VC sequences in `stem` ([C](VC)^m[V]). */
function measure(stem: string): number {
  let count = 0;
  let index = 0;
  const length = stem.length;
  while (index < length && isConsonant(stem, index)) index++;
  while (index < length) {
    while (index < length && !isConsonant(stem, index)) index++;
    if (index >= length) break;
    while (index < length && isConsonant(stem, index)) index++;
    count++;
  }
  return count;
}

function hasVowel(stem: string): boolean {
  for (let index = 0; index < stem.length; index++) if (!isConsonant(stem, index)) return true;
  return false;
}

function endsWithDoubleConsonant(word: string): boolean {
  const length = word.length;
  return length >= 2 && word[length - 1] === word[length - 2] && isConsonant(word, length - 1);
}

/** *o: the stem ends cvc, where the second c is not w, x or y. */
function endsCvc(word: string): boolean {
  const length = word.length;
  if (length < 3) return false;
  if (!isConsonant(word, length - 1) || isConsonant(word, length - 2) || !isConsonant(word, length - 3)) {
    return false;
  }
  const last = word[length - 1];
  return last !== "w" && last !== "x" && last !== "y";
}

/** Replaces the first matching suffix whose stem has measure > `minMeasure`. */
function replaceSuffix(word: string, rules: readonly (readonly [string, string])[], minMeasure: number) {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    return measure(stem) > minMeasure ? stem + replacement : word;
  }
  return word;
}

const STEP2: readonly (readonly [string, string])[] = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["bli", "ble"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["ator", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
  ["logi", "log"],
];

const STEP3: readonly (readonly [string, string])[] = [
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""],
];

const STEP4 = [
  "al",
  "ance",
  "ence",
  "er",
  "ic",
  "able",
  "ible",
  "ant",
  "ement",
  "ment",
  "ent",
  "ion",
  "ou",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize",
] as const;

/** Longest suffix first within the same final letters, as Porter's switch on the penultimate letter does. */
const STEP2_SORTED = [...STEP2].sort((a, b) => b[0].length - a[0].length);
const STEP3_SORTED = [...STEP3].sort((a, b) => b[0].length - a[0].length);
const STEP4_SORTED = [...STEP4].sort((a, b) => b.length - a.length);

function step1a(word: string): string {
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("ies")) return word.slice(0, -2);
  if (word.endsWith("ss")) return word;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

function step1b(word: string): string {
  if (word.endsWith("eed")) {
    const stem = word.slice(0, -3);
    return measure(stem) > 0 ? word.slice(0, -1) : word;
  }
  let stem: string | undefined;
  if (word.endsWith("ed")) stem = word.slice(0, -2);
  else if (word.endsWith("ing")) stem = word.slice(0, -3);
  if (stem === undefined || !hasVowel(stem)) return word;
  if (stem.endsWith("at") || stem.endsWith("bl") || stem.endsWith("iz")) return `${stem}e`;
  if (endsWithDoubleConsonant(stem)) {
    const last = stem[stem.length - 1];
    return last === "l" || last === "s" || last === "z" ? stem : stem.slice(0, -1);
  }
  if (measure(stem) === 1 && endsCvc(stem)) return `${stem}e`;
  return stem;
}

function step1c(word: string): string {
  if (word.endsWith("y") && hasVowel(word.slice(0, -1))) return `${word.slice(0, -1)}i`;
  return word;
}

function step4(word: string): string {
  for (const suffix of STEP4_SORTED) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (suffix === "ion" && !(stem.endsWith("s") || stem.endsWith("t"))) return word;
    return measure(stem) > 1 ? stem : word;
  }
  return word;
}

function step5(word: string): string {
  let result = word;
  if (result.endsWith("e")) {
    const stem = result.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) result = stem;
  }
  if (measure(result) > 1 && endsWithDoubleConsonant(result) && result.endsWith("l")) {
    result = result.slice(0, -1);
  }
  return result;
}

export function stem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  let result = step1a(word);
  result = step1b(result);
  result = step1c(result);
  result = replaceSuffix(result, STEP2_SORTED, 0);
  result = replaceSuffix(result, STEP3_SORTED, 0);
  result = step4(result);
  return step5(result);
}
