import { type BeaconEvent, BOUNCE_MS, INSIGHTS_ENDPOINT } from "./events";
import { connectTracker } from "./track";

/**
 * The analytics beacon (issue 14, ADR 901), loaded after the page is interactive. It
 * counts a view per page, including client-side navigations (once per view: the same
 * path twice in a row is one view), sends the funnel steps, and on leaving the site
 * within BOUNCE_MS of arriving sends a bounce. It keeps nothing in cookies or storage:
 * each event goes out with navigator.sendBeacon and is forgotten.
 */

let counted: string | undefined;
/** Still on the visit's first view (no navigation within the site yet). */
let firstView = true;

function send(event: BeaconEvent) {
  try {
    const touch = navigator.maxTouchPoints > 1;
    navigator.sendBeacon(INSIGHTS_ENDPOINT, JSON.stringify(touch ? { ...event, touch } : event));
  } catch {
    // Counting is never worth an error for the visitor.
  }
}

function referrerHost(): string {
  try {
    return new URL(document.referrer).hostname;
  } catch {
    return "";
  }
}

function view() {
  const path = location.pathname;
  if (path === counted) return;
  const nav = counted !== undefined;
  counted = path;
  if (nav) firstView = false;
  const url = path + location.search;
  send(
    nav || !firstView
      ? { kind: "view", url, nav: true }
      : { kind: "view", url, referrer: referrerHost() || undefined },
  );
}

export function startBeacon() {
  if (location.pathname.startsWith("/admin") || typeof navigator.sendBeacon !== "function") return;
  // A prerendered page is counted when (and only if) the visitor actually opens it.
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", startBeacon, { once: true });
    return;
  }
  // A full page load from one of our own pages continues a visit.
  if (referrerHost() === location.hostname) firstView = false;
  // The not-found page is no page of the site: its view is not counted (the server would refuse it).
  const loaded = performance.getEntriesByType?.("navigation")[0] as { responseStatus?: number } | undefined;
  if (loaded?.responseStatus === 404) counted = location.pathname;
  else view();
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
      original.apply(this, args);
      view();
    };
  }
  addEventListener("popstate", view);
  addEventListener("pagehide", () => {
    // performance.now() counts from the navigation's start: the time spent on the site.
    if (firstView && performance.now() < BOUNCE_MS) send({ kind: "bounce", url: location.pathname });
    firstView = false;
  });
  connectTracker(send);
}
