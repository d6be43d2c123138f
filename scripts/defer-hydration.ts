/**
 * First paint before any script download (issue 11, docs/decisions/701): React Router ends each
 * prerendered page with an inline module that statically imports the manifest, the route
 * modules and the client entry, and lists every chunk as <link rel="modulepreload"> in the
 * head, so ~130 KB of JavaScript shares the first round trips with the HTML, the CSS and the
 * font. Here the module waits for the load event and the first contentful paint, then imports
 * the same modules (the manifest first, the routes together, then the entry), and the head's
 * modulepreload links are dropped. The page is fully drawn and readable from the HTML and
 * inlined CSS alone; it becomes interactive a little later than before.
 *
 * Links work without scripts. A tap on a button in that short gap is held, not lost: the
 * bootstrap keeps the last button tapped and clicks it again once the root marks the page
 * hydrated (app/lib/hydration-marker.ts). Submit buttons are disabled until then.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { HYDRATED_ATTRIBUTE } from "../app/lib/hydration-marker.ts";

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

/** The deferred form of React Router's inline bootstrap module; null when it has another shape. */
export function deferBootstrap(source: string): string | null {
  const manifest = /^import "([^"]+)";/m.exec(source)?.[1];
  const routes = [...source.matchAll(/^import \* as (route\d+) from "([^"]+)";/gm)];
  const assignment = /window\.__reactRouterRouteModules = (\{[^\n]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);/m.exec(source)?.[1];
  if (!manifest || routes.length === 0 || !assignment || !entry) return null;
  const names = routes.map((route) => route[1]).join(", ");
  const imports = routes.map((route) => `import(${JSON.stringify(route[2])})`).join(", ");
  const hydrated = JSON.stringify(HYDRATED_ATTRIBUTE);
  return [
    // Runs before any download: a button tapped before hydration would otherwise do nothing.
    "let heldTap = null;",
    `const holdTap = (event) => { const button = event.target instanceof Element ? event.target.closest("button, [role=button]") : null; if (!button || document.documentElement.hasAttribute(${hydrated})) return; event.preventDefault(); event.stopImmediatePropagation(); heldTap = button; };`,
    'addEventListener("click", holdTap, true);',
    `new MutationObserver((_, observer) => { if (!document.documentElement.hasAttribute(${hydrated})) return; observer.disconnect(); removeEventListener("click", holdTap, true); if (heldTap?.isConnected) heldTap.click(); }).observe(document.documentElement, { attributeFilter: [${hydrated}] });`,
    // After the load event AND the first contentful paint, whichever comes last: the page is drawn
    // and everything it shows has arrived, so the scripts compete with nothing a reader sees.
    // (Either one alone was not enough: on a fast link the load event can come before the first
    // paint, and Lighthouse then counted the scripts' 130 KB into the paint.) A tab that is or goes
    // into the background does not paint: it goes on without the paint. Neither is a timer:
    // pages with a paused clock (tests) hydrate too.
    'if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve, { once: true }));',
    'await new Promise((resolve) => { if (document.visibilityState === "hidden") return resolve(); addEventListener("visibilitychange", resolve, { once: true }); try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length === 0) return; observer.disconnect(); resolve(); }).observe({ type: "paint", buffered: true }); } catch { resolve(); } });',
    `await import(${JSON.stringify(manifest)});`,
    `const [${names}] = await Promise.all([${imports}]);`,
    `window.__reactRouterRouteModules = ${assignment};`,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
}

export async function deferHydration(clientDir: string): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true });
  let changed = 0;
  for (const page of entries.filter((entry) => entry.endsWith(".html"))) {
    const file = path.join(clientDir, page);
    const html = await readFile(file, "utf8");
    const bootstrap = BOOTSTRAP.exec(html);
    const deferred = bootstrap?.[1] ? deferBootstrap(bootstrap[1]) : null;
    if (!bootstrap || deferred === null) continue;
    const rewritten = html
      .replace(bootstrap[0], `<script type="module">${deferred}</script>`)
      .replace(MODULEPRELOAD, "");
    await writeFile(file, rewritten);
    changed += 1;
  }
  return changed;
}
