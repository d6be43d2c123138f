/** Thresholds the answerer's steps share (answerer.ts, asked-type-answer.ts). */

/** A matched intent is trusted outright when its best example covers this much of the question. */
export const STRONG_COVERAGE = 0.6;
/** A word in at most this many passages is specific enough to be what a question is about. */
export const SPECIFIC_TERM_PASSAGES = 4;
/** Replies stay well within the 2,000 characters a history item may carry. */
export const MAX_FOCUSED_REPLY = 1_800;
/** Below this, a matched intent is a weak match: other answers may come first. */
export const WEAK_COVERAGE = 0.3;
