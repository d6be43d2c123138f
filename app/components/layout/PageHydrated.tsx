import { useEffect } from "react";
import { applyFullStylesheet } from "../../lib/full-stylesheet";
import { markHydrated } from "../../lib/hydration-marker";

/**
 * Rendered last inside the page's hydration boundary (root.tsx), so its effect runs once the
 * page's content has hydrated, not only the shell around it: then the full stylesheet is
 * switched on (docs/decisions/701) and, last, the page is marked hydrated, which releases a tap
 * held before hydration and ends `npm run bench:interactive`'s window.
 */
export function PageHydrated() {
  useEffect(() => {
    applyFullStylesheet();
    markHydrated();
  }, []);
  return null;
}
