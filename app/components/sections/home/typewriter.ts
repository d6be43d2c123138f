/**
 * The hero's rotating headline as a pure state machine (SPEC §2 Home, §9):
 * "Each is typed at 50 ms per letter and held about 2 seconds."
 *
 * The prerendered page shows the first word complete, so the cycle starts by holding it;
 * then it is deleted letter by letter, the next word is typed, held, and so on, wrapping
 * around after the last word.
 */
export const TYPE_MS = 50;
export const HOLD_MS = 2000;
/** Deleting is quicker than typing; SPEC does not time it. */
export const DELETE_MS = 30;
/** SPEC §9: "Subtitle delay: 1000 ms." */
export const SUBTITLE_DELAY_MS = 1000;

export type TypewriterPhase = "holding" | "deleting" | "typing";

export type TypewriterState = {
  /** Index of the word being shown. */
  word: number;
  /** How many of its letters are visible. */
  length: number;
  phase: TypewriterPhase;
};

export type TypewriterTiming = { typeMs: number; holdMs: number; deleteMs: number };

export const defaultTiming: TypewriterTiming = { typeMs: TYPE_MS, holdMs: HOLD_MS, deleteMs: DELETE_MS };

/** The state the prerendered HTML shows: the first word, complete. */
export function initialTypewriterState(words: readonly string[]): TypewriterState {
  return { word: 0, length: words[0]?.length ?? 0, phase: "holding" };
}

/** How long the machine stays in `state` before the next step. */
export function delayOf(state: TypewriterState, timing: TypewriterTiming = defaultTiming): number {
  if (state.phase === "holding") return timing.holdMs;
  if (state.phase === "deleting") return timing.deleteMs;
  return timing.typeMs;
}

/** One step: remove or add one letter, or move on to the next phase or word. */
export function advanceTypewriter(state: TypewriterState, words: readonly string[]): TypewriterState {
  const count = words.length;
  if (count === 0) return state;
  if (state.phase === "typing") {
    const length = state.length + 1;
    const full = words[state.word]?.length ?? 0;
    return { word: state.word, length: Math.min(length, full), phase: length >= full ? "holding" : "typing" };
  }
  // Holding ends with the first deletion; deleting the last letter moves to the next word.
  const length = state.length - 1;
  if (length <= 0) return { word: (state.word + 1) % count, length: 0, phase: "typing" };
  return { word: state.word, length, phase: "deleting" };
}

/** The visible text for a state. */
export function typedText(state: TypewriterState, words: readonly string[]): string {
  return (words[state.word] ?? "").slice(0, state.length);
}

/** "A, B and C" (British English, no serial comma). */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
