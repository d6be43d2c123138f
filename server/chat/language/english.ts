import { readFileSync } from "node:fs";
import wordListPath from "word-list";

/**
 * Whether a word is an English word (the `word-list` package, 274,000 words): a real word the
 * content does not use ("weather") is a different word, not a typo of one it does ("whether"),
 * so only other words are matched with a letter's difference.
 */
let words: Set<string> | undefined;

export function isEnglishWord(word: string): boolean {
  words ??= new Set(readFileSync(wordListPath, "utf8").split("\n"));
  return words.has(word);
}
