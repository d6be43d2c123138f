import { useEffect, useRef } from "react";
import { REDUCED_MOTION_QUERY } from "./useMediaQuery";

/** SPEC §9: "Scroll-in trigger threshold: 0.1. Entrance delay: 100 ms per card index." */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_STAGGER_MS = 100;

/**
 * Fades an element in once when 10% of it becomes visible. Elements already on screen at
 * hydration are left alone (they are part of the prerendered first paint), and nothing is
 * animated under prefers-reduced-motion.
 *
 * Whether the element is on screen is the observer's first report, not a layout read in the
 * effect: a page has a dozen of these, and reading each one's box right after the previous one
 * was hidden forced a style and layout pass per card during hydration (issue 31).
 */
export function useReveal<T extends HTMLElement>(index = 0, staggerMs = REVEAL_STAGGER_MS) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return;

    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (firstReport) {
          firstReport = false;
          if (visible) {
            observer.disconnect();
            return;
          }
          element.style.setProperty("--reveal-delay", `${index * staggerMs}ms`);
          element.dataset.reveal = "pending";
          return;
        }
        if (visible) {
          element.dataset.reveal = "shown";
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [index, staggerMs]);
  return ref;
}
