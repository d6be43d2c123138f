/**
 * First paint before any script download (issue 11, docs/decisions/701): React Router ends each
 * prerendered page with an inline module that statically imports the manifest, the route
 * modules and the client entry, and lists every chunk as <link rel="modulepreload"> in the
 * head, so ~130 KB of JavaScript shares the first round trips with the HTML, the CSS and the
 * font. Here the head's modulepreload links are dropped; the module waits for the first
 * contentful paint, then requests every chunk the page needs at once (issue 31: not one import
 * after another), and runs them once the load event has come too. The page is fully drawn and
 * readable from the HTML and inlined CSS alone; it becomes interactive a little later.
 *
 * Nothing a visitor does in that gap is lost (issue 31). Links are plain links and the browser
 * follows them. A tap on a button is held: the bootstrap marks the last button tapped busy and
 * clicks it again once the root marks the page hydrated (app/lib/hydration-marker.ts), or, for a
 * part that hydrates later (app/components/ui/HydrateLater.tsx), once that part has. Fields
 * keep what was typed and components read it when they hydrate. Submit buttons are disabled
 * until then.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { HYDRATED_ATTRIBUTE, HYDRATES_LATER_ATTRIBUTE } from "../app/lib/hydration-marker.ts";

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * The deferred form of React Router's inline bootstrap module; null when it has another shape.
 * `preloads` are the page's modulepreload URLs (every chunk its routes and the entry import).
 */
export function deferBootstrap(source: string, preloads: readonly string[] = []): string | null {
  const manifest = /^import "([^"]+)";/m.exec(source)?.[1];
  const routes = [...source.matchAll(/^import \* as (route\d+) from "([^"]+)";/gm)];
  const assignment = /window\.__reactRouterRouteModules = (\{[^\n]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);/m.exec(source)?.[1];
  if (!manifest || routes.length === 0 || !assignment || !entry) return null;
  const names = routes.map((route) => route[1]).join(", ");
  const imports = routes.map((route) => `import(${JSON.stringify(route[2])})`).join(", ");
  const hydrated = JSON.stringify(HYDRATED_ATTRIBUTE);
  const later = JSON.stringify(HYDRATES_LATER_ATTRIBUTE);
  const laterSelector = JSON.stringify(`[${HYDRATES_LATER_ATTRIBUTE}]`);
  // Every module the page runs, requested at once: without this each import found its own
  // imports only once it had arrived, and the entry (the largest) only after the routes had run,
  // four or five round trips one after another on a phone's connection.
  const modules = [...new Set([manifest, ...routes.map((route) => route[2] as string), entry, ...preloads])];
  // React Router lists the entry's imports first, then each route's: dependencies before the
  // modules that use them, so each evaluation adds one chunk's worth of work. The entry, which
  // starts hydration, is not among them.
  const evaluationOrder = [...new Set([...preloads, ...routes.map((route) => route[2] as string)])].filter(
    (href) => href !== entry,
  );
  return [
    // Runs before any download, so nothing a visitor does in the meantime is lost.
    "let heldTap = null;",
    'const release = (button) => { button.removeAttribute("aria-busy"); button.style.removeProperty("cursor"); button.style.removeProperty("opacity"); };',
    // A link stays a plain link until the page has hydrated: the browser follows it. React, which
    // may be hydrating, must not take the click (its router may not be ready to navigate yet).
    // A button is held, shown busy, and clicked again once the page has hydrated, and the part of
    // the page it is in too, where that part hydrates later (HYDRATES_LATER_ATTRIBUTE).
    `const waiting = (element) => !document.documentElement.hasAttribute(${hydrated}) || element.closest(${laterSelector}) !== null;`,
    `const holdTap = (event) => { const target = event.target instanceof Element ? event.target : null; if (!target || !waiting(target)) return; if (target.closest("a[href]")) { if (!document.documentElement.hasAttribute(${hydrated})) event.stopPropagation(); return; } const button = target.closest("button, [role=button]"); if (!button) return; event.preventDefault(); event.stopImmediatePropagation(); if (heldTap && heldTap !== button) release(heldTap); heldTap = button; button.setAttribute("aria-busy", "true"); button.style.cursor = "progress"; button.style.opacity = "0.7"; };`,
    'addEventListener("click", holdTap, true);',
    `new MutationObserver(() => { if (!heldTap || waiting(heldTap)) return; const button = heldTap; heldTap = null; release(button); if (button.isConnected) button.click(); }).observe(document.documentElement, { attributeFilter: [${hydrated}, ${later}], subtree: true });`,
    // The scripts are requested at the first contentful paint, so they share no bandwidth with
    // what the first paint needs (Lighthouse counts any script that arrived before the paint into
    // it), and they run after the load event as well, whichever comes last. A tab that is or goes
    // into the background does not paint: it goes on without the paint. Neither is a timer:
    // pages with a paused clock (tests) hydrate too.
    'await new Promise((resolve) => { if (document.visibilityState === "hidden") return resolve(); addEventListener("visibilitychange", resolve, { once: true }); try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length === 0) return; observer.disconnect(); resolve(); }).observe({ type: "paint", buffered: true }); } catch { resolve(); } });',
    `for (const href of ${JSON.stringify(modules)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    'if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve, { once: true }));',
    // Evaluated one chunk per task, the shared chunks first (issue 31): a module graph imported
    // at once is evaluated in one task, and the framework, the shared UI and the page's code
    // together made the longest task after the first paint. A message, not a timer: a paused
    // clock (tests) or a background tab's throttled timers do not hold it up.
    "const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(null); });",
    `for (const href of ${JSON.stringify(evaluationOrder)}) { await import(href); await nextTask(); }`,
    `const [, ${names}] = await Promise.all([import(${JSON.stringify(manifest)}), ${imports}]);`,
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
    const preloads = [...html.matchAll(MODULEPRELOAD)].map((link) => link[1] as string);
    const deferred = bootstrap?.[1] ? deferBootstrap(bootstrap[1], preloads) : null;
    if (!bootstrap || deferred === null) continue;
    const rewritten = html
      .replace(bootstrap[0], `<script type="module">${deferred}</script>`)
      .replace(MODULEPRELOAD, "");
    await writeFile(file, rewritten);
    changed += 1;
  }
  return changed;
}
