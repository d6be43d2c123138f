/** "Hi", "heyyy", "good morning", "salaam": a greeting (regex source, alternatives). */
export const GREETINGS =
  "hi+|hello+|hey+|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|yo|hallo|hola|salam|salaam|assalam ?o? ?alaikum|hi there|hey there";

/**
 * Words that open a message without changing what it asks: "ok so", "nice.", "quick one -",
 * "hey,", "btw", "question: …". One list for every recogniser that reads a message from its
 * start, so a visitor's "btw" or "please" is skipped by all of them or by none.
 */
const OPENING_WORDS = [
  "ok",
  "okay",
  "so",
  "and",
  "also",
  "now",
  "then",
  "just",
  "please",
  "pls",
  "cool",
  "great",
  "nice",
  "right",
  "alright",
  "fine",
  "thanks",
  "next",
  "btw",
  "by the way",
  "unrelated but",
  "one more thing",
  "question",
  "quick one",
  "quick question",
  "random question",
];

/** Any run of opening words, each followed by a space or punctuation (regex source). */
export const OPENING = `(?:(?:${OPENING_WORDS.join("|")}|${GREETINGS})[ ,.!:-]+)*`;
