import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * SPEC §2: "Every route change scrolls the page to the top." A link to an anchor
 * (e.g. the privacy policy's table of contents) scrolls to that anchor instead.
 *
 * Not the page the visitor landed on: the browser has already put it where it belongs (at its
 * anchor, or where a reload left it), and the visitor may have scrolled it before the page
 * hydrated; scrolling it again at hydration took them back to the top (issue 31).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const landed = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design.
  useEffect(() => {
    if (landed.current) {
      landed.current = false;
      return;
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
