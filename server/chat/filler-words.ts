/**
 * Words that say nothing about the thing asked: "the ceo somewhere", "a number anyway", "any
 * php stuff", "do you still do apps too". One list for the recognisers that pick the thing a
 * question is about out of its words, so a word one of them skips is skipped by all.
 */
export const FILLER_WORDS: readonly string[] = [
  "somewhere",
  "anywhere",
  "anyway",
  "actually",
  "really",
  "still",
  "stuff",
  "things",
  "thing",
  "please",
  "pls",
  "maybe",
  "perhaps",
  "currently",
  "also",
  "even",
  "too",
  "guys",
];
