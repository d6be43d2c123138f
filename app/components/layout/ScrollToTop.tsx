import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * SPEC §2: "Every route change scrolls the page to the top." A link to an anchor
 * (e.g. the privacy policy's table of contents) scrolls to that anchor instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design.
  useEffect(() => {
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
