import { type FocusEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../../hooks/useMediaQuery";

/** SPEC §9: "Testimonials and experts carousel interval: 5000 ms." */
export const CAROUSEL_INTERVAL_MS = 5000;
/** SPEC §4/§9: "During a 300 ms transition all controls are disabled." */
export const CAROUSEL_TRANSITION_MS = 300;

export type CarouselState = {
  /** The slide on show, 0-based. */
  index: number;
  /** True while a slide change is in transition; navigation is ignored meanwhile. */
  locked: boolean;
};

export type CarouselAction =
  | { type: "next" }
  | { type: "prev" }
  | { type: "goTo"; index: number }
  | { type: "unlock" };

/**
 * The carousel's pure state machine: next/prev wrap around, every change locks the
 * controls until "unlock", and a change asked for while locked (or to the slide already
 * shown) is ignored.
 */
export function reduceCarousel(state: CarouselState, action: CarouselAction, count: number): CarouselState {
  if (action.type === "unlock") return state.locked ? { ...state, locked: false } : state;
  if (state.locked || count < 2) return state;
  let index: number;
  if (action.type === "next") index = (state.index + 1) % count;
  else if (action.type === "prev") index = (state.index - 1 + count) % count;
  else index = Math.min(Math.max(Math.trunc(action.index), 0), count - 1);
  if (index === state.index) return state;
  return { index, locked: true };
}

export type CarouselSnapshot = CarouselState & {
  /** Whether rotation is switched on (what the rotation control shows). */
  playing: boolean;
  /** Whether it is actually rotating now (on, and neither hovered nor focused). */
  rotating: boolean;
};

/**
 * Timers and inputs of one carousel, outside React: every timer is set in the same call
 * that makes the change (a click, a timer firing, the pointer entering), never in a later
 * effect, so the timing is exact and a controlled clock sees it at once.
 *
 * - rotation: `next` every `intervalMs` while playing and neither hovered nor focused;
 *   the countdown restarts after any change and when rotation resumes;
 * - lock: each change locks the controls for `transitionMs`;
 * - playing: the visitor's choice (rotation control), else on unless reduced motion.
 */
export class CarouselController {
  private state: CarouselState = { index: 0, locked: false };
  private choice: boolean | null = null;
  private reducedMotion = false;
  private hovered = false;
  private focused = false;
  private started = false;
  private rotateTimer: ReturnType<typeof setTimeout> | undefined;
  private unlockTimer: ReturnType<typeof setTimeout> | undefined;
  private snapshot: CarouselSnapshot;
  private listeners = new Set<() => void>();

  private readonly options: { count: number; intervalMs: number; transitionMs: number };

  constructor(options: { count: number; intervalMs: number; transitionMs: number }) {
    this.options = options;
    this.snapshot = this.computeSnapshot();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Starts the timers (after hydration); `reducedMotion` is the visitor's preference now. */
  start(reducedMotion: boolean) {
    this.started = true;
    this.reducedMotion = reducedMotion;
    this.update();
    this.arm();
  }

  stop() {
    this.started = false;
    clearTimeout(this.rotateTimer);
    clearTimeout(this.unlockTimer);
    this.rotateTimer = undefined;
    if (this.state.locked) this.state = { ...this.state, locked: false };
    this.update();
  }

  next = () => this.dispatch({ type: "next" });
  prev = () => this.dispatch({ type: "prev" });
  goTo = (index: number) => this.dispatch({ type: "goTo", index });

  togglePlaying = () => this.setInput(() => (this.choice = !this.isPlaying()));
  setHovered = (hovered: boolean) => this.setInput(() => (this.hovered = hovered));
  setFocused = (focused: boolean) => this.setInput(() => (this.focused = focused));
  setReducedMotion = (reduced: boolean) => this.setInput(() => (this.reducedMotion = reduced));

  private isPlaying() {
    return this.choice ?? !this.reducedMotion;
  }

  private isRotating() {
    return this.isPlaying() && !this.hovered && !this.focused && this.options.count > 1;
  }

  private setInput(change: () => void) {
    const wasRotating = this.isRotating();
    change();
    if (this.isRotating() !== wasRotating) this.arm();
    this.update();
  }

  private dispatch(action: CarouselAction) {
    const next = reduceCarousel(this.state, action, this.options.count);
    if (next === this.state) return;
    this.state = next;
    if (action.type !== "unlock") {
      clearTimeout(this.unlockTimer);
      this.unlockTimer = setTimeout(() => this.dispatch({ type: "unlock" }), this.options.transitionMs);
      this.arm();
    }
    this.update();
  }

  /** (Re)starts the rotation countdown, or stops it when not rotating. */
  private arm() {
    clearTimeout(this.rotateTimer);
    this.rotateTimer = undefined;
    if (!this.started || !this.isRotating()) return;
    this.rotateTimer = setTimeout(() => this.dispatch({ type: "next" }), this.options.intervalMs);
  }

  private computeSnapshot(): CarouselSnapshot {
    return { ...this.state, playing: this.isPlaying(), rotating: this.isRotating() };
  }

  private update() {
    const next = this.computeSnapshot();
    const previous = this.snapshot;
    if (
      next.index === previous.index &&
      next.locked === previous.locked &&
      next.playing === previous.playing &&
      next.rotating === previous.rotating
    ) {
      return;
    }
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** Whether focus arrived by keyboard (`:focus-visible`); a mouse click on an arrow does not pause. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

export type CarouselControls = ReturnType<typeof useCarousel>;

/**
 * An auto-advancing carousel's state for React (WAI-ARIA APG carousel pattern): rotation
 * every `intervalMs`, a `transitionMs` lock after each change, paused while hovered or
 * keyboard-focused, stopped by the rotation control, and off under prefers-reduced-motion
 * unless the visitor starts it (PRODUCT-DECISIONS 9).
 */
export function useCarousel({
  count,
  intervalMs = CAROUSEL_INTERVAL_MS,
  transitionMs = CAROUSEL_TRANSITION_MS,
}: {
  count: number;
  intervalMs?: number;
  transitionMs?: number;
}) {
  const [controller] = useState(() => new CarouselController({ count, intervalMs, transitionMs }));
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [ready, setReady] = useState(false);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    // Issue 31: a pointer already resting on the carousel, or keyboard focus already in it, when
    // the page hydrates sent its mouseenter or focus before React listened: ask the element.
    const element = root.current;
    const active = document.activeElement;
    if (element?.matches(":hover")) controller.setHovered(true);
    if (element && active && element !== active && element.contains(active) && isKeyboardFocus(active)) {
      controller.setFocused(true);
    }
    controller.start(window.matchMedia(REDUCED_MOTION_QUERY).matches);
    setReady(true);
    return () => controller.stop();
  }, [controller]);

  // Follows a change of the preference while the page is open (the hook's value is only the trigger:
  // during hydration it still holds the prerendered default).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reducedMotion is the trigger.
  useEffect(() => {
    controller.setReducedMotion(window.matchMedia(REDUCED_MOTION_QUERY).matches);
  }, [controller, reducedMotion]);

  /** Spread on the carousel's root element. */
  const rootHandlers = {
    ref: root,
    onMouseEnter: () => controller.setHovered(true),
    onMouseLeave: () => controller.setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (isKeyboardFocus(event.target)) controller.setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node) || !event.currentTarget.contains(to)) controller.setFocused(false);
    },
  };

  return {
    ...snapshot,
    ready,
    next: controller.next,
    prev: controller.prev,
    goTo: controller.goTo,
    togglePlaying: controller.togglePlaying,
    rootHandlers,
  };
}
