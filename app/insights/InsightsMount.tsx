import { useEffect } from "react";

/**
 * Starts the analytics beacon (app/insights/beacon, its own small chunk) once the page
 * has loaded and the browser is idle, so it never competes with the page itself.
 */
export function InsightsMount() {
  useEffect(() => {
    const start = () => {
      const run = () =>
        void import("./beacon").then(
          (module) => module.startBeacon(),
          () => {},
        );
      if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 4000 });
      else setTimeout(run, 1500);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);
  return null;
}
