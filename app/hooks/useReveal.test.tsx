// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reveal } from "../components/ui/Reveal";

type Report = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test reports through, as the browser would after layout. */
let report: Report = () => {};
class FakeObserver {
  constructor(callback: Report) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

describe("useReveal (SPEC §9: scroll-in threshold 0.1, 100 ms per card index)", () => {
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("leaves a block alone that is on screen when it hydrates, and reads no layout to know it (issue 31)", () => {
    const layoutRead = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    render(<Reveal>On screen</Reveal>);
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText("On screen").dataset.reveal).toBeUndefined();
    expect(layoutRead).not.toHaveBeenCalled();
  });

  it("hides a block below the fold with its stagger and shows it when it scrolls in", () => {
    render(<Reveal index={2}>Below</Reveal>);
    const block = screen.getByText("Below");
    act(() => report([{ isIntersecting: false }]));
    expect(block.dataset.reveal).toBe("pending");
    expect(block.style.getPropertyValue("--reveal-delay")).toBe("200ms");
    act(() => report([{ isIntersecting: true }]));
    expect(block.dataset.reveal).toBe("shown");
  });
});
