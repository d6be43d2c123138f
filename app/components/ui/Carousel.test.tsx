// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./Carousel";

const slides = ["Alpha", "Bravo", "Charlie", "Delta"].map((name) => <p key={name}>{name}</p>);

function currentSlideLabel(container: HTMLElement) {
  const current = container.querySelector('[aria-roledescription="slide"]:not([inert])');
  return current?.getAttribute("aria-label");
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe("Carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("is a labelled carousel region with 'n of N' slides, only the current one not inert", () => {
    const { container } = render(<Carousel label="Client testimonials" slides={slides} />);
    const region = screen.getByRole("region", { name: "Client testimonials" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    const all = container.querySelectorAll('[aria-roledescription="slide"]');
    expect([...all].map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ]);
    expect(currentSlideLabel(container)).toBe("1 of 4");
  });

  it("advances every 5000 ms and wraps around; aria-live is off while rotating", () => {
    const { container } = render(<Carousel label="T" slides={slides} />);
    const live = container.querySelector("[aria-live]");
    expect(live?.getAttribute("aria-live")).toBe("off");
    act(() => vi.advanceTimersByTime(4999));
    expect(currentSlideLabel(container)).toBe("1 of 4");
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlideLabel(container)).toBe("2 of 4");
    for (const expected of ["3 of 4", "4 of 4", "1 of 4"]) {
      act(() => vi.advanceTimersByTime(5000));
      expect(currentSlideLabel(container)).toBe(expected);
    }
  });

  it("disables arrows and dots for 300 ms after a change, and ignores clicks meanwhile", () => {
    const { container } = render(<Carousel label="T" slides={slides} />);
    const next = screen.getByRole("button", { name: "Next slide" });
    fireEvent.click(next);
    expect(currentSlideLabel(container)).toBe("2 of 4");
    expect(next.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Slide 1 of 4" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(next);
    expect(currentSlideLabel(container)).toBe("2 of 4");
    act(() => vi.advanceTimersByTime(300));
    expect(next.getAttribute("aria-disabled")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentSlideLabel(container)).toBe("1 of 4");
  });

  it("pauses while hovered and resumes when the pointer leaves", () => {
    const { container } = render(<Carousel label="T" slides={slides} />);
    const region = screen.getByRole("region", { name: "T" });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(12_000));
    expect(currentSlideLabel(container)).toBe("1 of 4");
    expect(container.querySelector("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlideLabel(container)).toBe("2 of 4");
  });

  it("the rotation control stops and restarts the slide show", () => {
    const { container } = render(<Carousel label="T" slides={slides} />);
    fireEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlideLabel(container)).toBe("1 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlideLabel(container)).toBe("2 of 4");
  });

  it("does not rotate on its own under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    const { container } = render(<Carousel label="T" slides={slides} />);
    expect(screen.getByRole("button", { name: "Start automatic slide show" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlideLabel(container)).toBe("1 of 4");
  });
});
