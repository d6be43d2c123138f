import { describe, expect, it } from "vitest";
import { reduceCarousel } from "./useCarousel";

const idle = (index: number) => ({ index, locked: false });

describe("carousel state machine", () => {
  it('next and previous "wrap around"', () => {
    expect(reduceCarousel(idle(0), { type: "next" }, 4)).toEqual({ index: 1, locked: true });
    expect(reduceCarousel(idle(3), { type: "next" }, 4)).toEqual({ index: 0, locked: true });
    expect(reduceCarousel(idle(0), { type: "prev" }, 4)).toEqual({ index: 3, locked: true });
  });

  it('"During a 300 ms transition all controls are disabled": changes while locked are ignored', () => {
    const locked = { index: 1, locked: true };
    expect(reduceCarousel(locked, { type: "next" }, 4)).toBe(locked);
    expect(reduceCarousel(locked, { type: "prev" }, 4)).toBe(locked);
    expect(reduceCarousel(locked, { type: "goTo", index: 3 }, 4)).toBe(locked);
    expect(reduceCarousel(locked, { type: "unlock" }, 4)).toEqual(idle(1));
  });

  it("a dot goes to its slide; the slide on show or an out-of-range index changes nothing useful", () => {
    expect(reduceCarousel(idle(0), { type: "goTo", index: 2 }, 5)).toEqual({ index: 2, locked: true });
    const current = idle(2);
    expect(reduceCarousel(current, { type: "goTo", index: 2 }, 5)).toBe(current);
    expect(reduceCarousel(idle(0), { type: "goTo", index: 99 }, 5)).toEqual({ index: 4, locked: true });
  });

  it("a single slide never moves", () => {
    const single = idle(0);
    expect(reduceCarousel(single, { type: "next" }, 1)).toBe(single);
  });
});
