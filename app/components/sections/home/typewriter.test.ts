import { describe, expect, it } from "vitest";
import {
  advanceTypewriter,
  DELETE_MS,
  delayOf,
  initialTypewriterState,
  joinWords,
  type TypewriterState,
  typedText,
} from "./typewriter";

const words = ["Artificial Intelligence", "Machine Learning", "AI Solutions"];

/** Runs the machine for `ms` milliseconds from `state`, the way the hero's timers do. */
function run(state: TypewriterState, ms: number): { state: TypewriterState; rest: number } {
  let current = state;
  let left = ms;
  while (left >= delayOf(current)) {
    left -= delayOf(current);
    current = advanceTypewriter(current, words);
  }
  return { state: current, rest: left };
}

describe("hero typewriter", () => {
  it("starts with the first word complete (the prerendered headline) and holds it", () => {
    const start = initialTypewriterState(words);
    expect(typedText(start, words)).toBe("Artificial Intelligence");
    expect(typedText(run(start, 1999).state, words)).toBe("Artificial Intelligence");
  });

  it('SPEC §9 "Hero word hold: 2000 ms. Typing delay: 50 ms per letter": deletes the word after the hold, then types the next at 50 ms per letter', () => {
    const start = initialTypewriterState(words);
    const afterHold = run(start, 2000).state;
    expect(typedText(afterHold, words)).toBe("Artificial Intelligenc");
    const deleted = run(start, 2000 + (words[0]!.length - 1) * DELETE_MS).state;
    expect(deleted).toEqual({ word: 1, length: 0, phase: "typing" });
    for (let letters = 1; letters <= words[1]!.length; letters += 1) {
      expect(typedText(run(deleted, letters * 50).state, words)).toBe(words[1]!.slice(0, letters));
      expect(typedText(run(deleted, letters * 50 - 1).state, words)).toBe(words[1]!.slice(0, letters - 1));
    }
  });

  it("holds each typed word about 2 seconds before deleting it", () => {
    const typed = run({ word: 1, length: 0, phase: "typing" }, words[1]!.length * 50).state;
    expect(typed).toEqual({ word: 1, length: words[1]!.length, phase: "holding" });
    expect(typedText(run(typed, 1999).state, words)).toBe("Machine Learning");
    expect(typedText(run(typed, 2000).state, words)).toBe("Machine Learnin");
  });

  it("rotates Artificial Intelligence → Machine Learning → AI Solutions → Artificial Intelligence", () => {
    let state = initialTypewriterState(words);
    const seen: string[] = [];
    for (let step = 0; step < 400 && seen.length < 4; step += 1) {
      state = advanceTypewriter(state, words);
      if (state.phase === "holding") seen.push(typedText(state, words));
    }
    expect(seen).toEqual(["Machine Learning", "AI Solutions", "Artificial Intelligence", "Machine Learning"]);
  });

  it("gives screen readers one sentence naming every word", () => {
    expect(joinWords(words)).toBe("Artificial Intelligence, Machine Learning and AI Solutions");
    expect(joinWords(["One"])).toBe("One");
  });
});
