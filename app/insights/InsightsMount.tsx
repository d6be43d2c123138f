import { useEffect } from "react";
import { startBeacon } from "./beacon";

/**
 * Starts the analytics beacon once the page has loaded and the browser is idle, so it never
 * competes with the page itself. Its code (~0.5 KB) rides in the root's chunk: as a chunk of its
 * own, its request's headers cost more on a phone's link than the code (issue 31).
 */
export function InsightsMount() {
  useEffect(() => {
    const start = () => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(startBeacon, { timeout: 4000 });
      else setTimeout(startBeacon, 1500);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);
  return null;
}
