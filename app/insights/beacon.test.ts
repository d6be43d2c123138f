// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Issue 14: "Page views, including client-side navigations, once per view"; "whether the
 * visitor left within 10 s (bounce)"; "no cookie, no localStorage identifier"; funnel
 * steps reported before the beacon loads are not lost.
 */

type Sent = { url: string; body: Record<string, unknown> };

async function freshBeacon(referrer = "", maxTouchPoints = 0) {
  vi.resetModules();
  Object.defineProperty(navigator, "maxTouchPoints", { configurable: true, get: () => maxTouchPoints });
  const sent: Sent[] = [];
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
  Object.defineProperty(document, "referrer", { configurable: true, get: () => referrer });
  const track = await import("./track");
  const beacon = await import("./beacon");
  return { sent, track, beacon };
}

const { pushState, replaceState } = History.prototype;

describe("analytics beacon", () => {
  beforeEach(() => {
    // Each test loads a fresh beacon, which wraps history's methods again: start from the originals.
    history.pushState = pushState;
    history.replaceState = replaceState;
    history.replaceState(null, "", "/?utm_source=news&utm_campaign=launch");
  });

  it("says when the screen is a touch screen, so the server can tell an iPad (which calls itself a Mac) from a Mac", async () => {
    const { sent, beacon } = await freshBeacon("", 5);
    beacon.startBeacon();
    expect(sent.map((item) => item.body.touch)).toEqual([true]);
    // Leave the first view: this beacon's bounce listener stays on the window for later tests.
    history.pushState(null, "", "/services");
  });

  it("counts the first view with the referring host and the UTM query, then each client-side navigation once", async () => {
    const { sent, beacon } = await freshBeacon("https://www.search.example/results?q=ai");
    beacon.startBeacon();
    history.pushState(null, "", "/services");
    history.replaceState({ scroll: 1 }, "", "/services");
    history.pushState(null, "", "/services#faq");
    history.pushState(null, "", "/contact");
    expect(sent.map((item) => item.url)).toEqual(["/api/insights", "/api/insights", "/api/insights"]);
    expect(sent.map((item) => item.body)).toEqual([
      { kind: "view", url: "/?utm_source=news&utm_campaign=launch", referrer: "www.search.example" },
      { kind: "view", url: "/services", nav: true },
      { kind: "view", url: "/contact", nav: true },
    ]);
  });

  it("sends a bounce when the visitor leaves from the first view within 10 s, and only then", async () => {
    const { sent, beacon } = await freshBeacon();
    vi.spyOn(performance, "now").mockReturnValue(4_000);
    beacon.startBeacon();
    window.dispatchEvent(new Event("pagehide"));
    window.dispatchEvent(new Event("pagehide"));
    expect(sent.map((item) => item.body.kind)).toEqual(["view", "bounce"]);

    const later = await freshBeacon();
    vi.spyOn(performance, "now").mockReturnValue(12_000);
    later.beacon.startBeacon();
    window.dispatchEvent(new Event("pagehide"));
    expect(later.sent.map((item) => item.body.kind)).toEqual(["view"]);
    vi.restoreAllMocks();
  });

  it("sends funnel steps reported before it started, with the page they happened on", async () => {
    const { sent, track, beacon } = await freshBeacon();
    history.replaceState(null, "", "/contact");
    track.track("form_viewed", "pageContact");
    track.track("chat_opened");
    expect(sent).toEqual([]);
    beacon.startBeacon();
    track.trackChatLeadCaptured();
    expect(sent.map((item) => item.body)).toEqual([
      { kind: "view", url: "/contact" },
      { kind: "form_viewed", url: "/contact", form: "pageContact" },
      { kind: "chat_opened", url: "/contact" },
      { kind: "chat_lead", url: "/contact" },
    ]);
  });

  it("does not count the not-found page's view, but counts the page the visitor goes on to", async () => {
    const { sent, beacon } = await freshBeacon();
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { responseStatus: 404 } as unknown as PerformanceEntry,
    ]);
    history.replaceState(null, "", "/no-such-page");
    beacon.startBeacon();
    history.pushState(null, "", "/services");
    expect(sent.map((item) => item.body)).toEqual([{ kind: "view", url: "/services", nav: true }]);
    vi.restoreAllMocks();
  });

  it("does not count /admin, and keeps nothing in cookies or storage", async () => {
    history.replaceState(null, "", "/admin/leads");
    const { sent, beacon } = await freshBeacon();
    beacon.startBeacon();
    expect(sent).toEqual([]);
    history.replaceState(null, "", "/");
    const again = await freshBeacon();
    again.beacon.startBeacon();
    expect(again.sent).toHaveLength(1);
    expect(document.cookie).toBe("");
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
