// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HYDRATED_ATTRIBUTE, HYDRATES_LATER_ATTRIBUTE } from "../app/lib/hydration-marker.ts";
import { deferBootstrap } from "./defer-hydration.ts";

// React Router's inline bootstrap module, as the build writes it.
const bootstrap = `import "/assets/manifest-af24740c.js";
import * as route0 from "/assets/root-CaKtCDuo.js";
import * as route1 from "/assets/about-B-JMcZYt.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-TpYLOoAA.js");`;

describe("deferBootstrap", () => {
  it("requests every module at the first contentful paint and imports them after the load event, the entry last", () => {
    const deferred = deferBootstrap(bootstrap, ["/assets/ui-Abc.js"]) ?? "";
    const order = [
      deferred.indexOf('getEntriesByName("first-contentful-paint")'),
      deferred.indexOf('link.rel = "modulepreload"'),
      deferred.indexOf('addEventListener("load"'),
      deferred.indexOf('import("/assets/manifest-af24740c.js")'),
      deferred.indexOf('import("/assets/root-CaKtCDuo.js")'),
      deferred.indexOf('import("/assets/about-B-JMcZYt.js")'),
      deferred.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};'),
      deferred.indexOf('import("/assets/entry.client-TpYLOoAA.js")'),
    ];
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // No static import is left: nothing is fetched before the first paint.
    expect(deferred).not.toMatch(/^import /m);
    // Issue 31: all at once, the chunks the routes import included, not one round trip after another.
    expect(deferred).toContain(
      '["/assets/manifest-af24740c.js","/assets/root-CaKtCDuo.js","/assets/about-B-JMcZYt.js","/assets/entry.client-TpYLOoAA.js","/assets/ui-Abc.js"]',
    );
  });

  it("issue 31: evaluates the chunks one per task, the shared ones first, before the entry starts hydration", () => {
    const deferred =
      deferBootstrap(bootstrap, [
        "/assets/entry.client-TpYLOoAA.js",
        "/assets/react-A.js",
        "/assets/ui-Abc.js",
      ]) ?? "";
    expect(deferred).toContain(
      'for (const href of ["/assets/react-A.js","/assets/ui-Abc.js","/assets/root-CaKtCDuo.js","/assets/about-B-JMcZYt.js"]) { await import(href); await nextTask(); }',
    );
    // A message, not a timer: a paused clock must not hold hydration up.
    expect(deferred).toContain("new MessageChannel()");
    expect(deferred).not.toMatch(/setTimeout/);
    expect(deferred.indexOf("await nextTask()")).toBeLessThan(
      deferred.indexOf('import("/assets/entry.client-TpYLOoAA.js")'),
    );
  });

  it("holds a button tap made before any download and replays it when the page, and the part that hydrates later, have hydrated", () => {
    const deferred = deferBootstrap(bootstrap) ?? "";
    const hold = deferred.indexOf('addEventListener("click", holdTap, true)');
    expect(hold).toBeGreaterThanOrEqual(0);
    expect(hold).toBeLessThan(deferred.indexOf('getEntriesByName("first-contentful-paint")'));
    expect(deferred).toContain(
      `attributeFilter: [${JSON.stringify(HYDRATED_ATTRIBUTE)}, ${JSON.stringify(HYDRATES_LATER_ATTRIBUTE)}]`,
    );
    expect(deferred).toContain("button.click()");
  });

  it("leaves a bootstrap of another shape alone", () => {
    expect(deferBootstrap('import("/assets/entry.client.js");')).toBeNull();
  });
});
