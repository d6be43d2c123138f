import { type FocusEvent, useCallback, useEffect, useReducer, useState } from "react";
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
 * State and timers of an auto-advancing carousel (WAI-ARIA APG carousel pattern):
 * - advances every `intervalMs`, wrapping around; the countdown restarts after any change;
 * - each change locks the controls for `transitionMs`;
 * - rotation pauses while the pointer hovers it or keyboard focus is inside it, and stops
 *   when the visitor presses the pause control;
 * - under prefers-reduced-motion it does not rotate unless the visitor starts it
 *   (PRODUCT-DECISIONS 9).
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
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [state, dispatch] = useReducer(
    (current: CarouselState, action: CarouselAction) => reduceCarousel(current, action, count),
    { index: 0, locked: false },
  );
  /** The visitor's explicit choice; null until they press the rotation control. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => setReady(true), []);

  /** Whether rotation is switched on (what the rotation control shows). */
  const playing = choice ?? !reducedMotion;
  /** Whether it is actually rotating right now. */
  const rotating = playing && !hovered && !focused && count > 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the countdown restarts on every slide change.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: "next" }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index, intervalMs]);

  useEffect(() => {
    if (!state.locked) return;
    const timer = window.setTimeout(() => dispatch({ type: "unlock" }), transitionMs);
    return () => window.clearTimeout(timer);
  }, [state.locked, transitionMs]);

  const next = useCallback(() => dispatch({ type: "next" }), []);
  const prev = useCallback(() => dispatch({ type: "prev" }), []);
  const goTo = useCallback((index: number) => dispatch({ type: "goTo", index }), []);
  const togglePlaying = useCallback(() => setChoice(!playing), [playing]);

  /** Spread on the carousel's root element. */
  const rootHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (isKeyboardFocus(event.target)) setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node) || !event.currentTarget.contains(to)) setFocused(false);
    },
  };

  return {
    index: state.index,
    locked: state.locked,
    playing,
    rotating,
    ready,
    next,
    prev,
    goTo,
    togglePlaying,
    rootHandlers,
  };
}
