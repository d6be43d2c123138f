/**
 * Vite plugin: `import { headerMenus } from "virtual:header-menu"` gives the header its
 * dropdown links, computed from app/content when the site is built (app/content/header-menu.ts).
 * The page shell then carries a few hundred bytes of links instead of every service's and
 * technology's text. Used by vite.config.ts and vitest.config.ts; `npm run dev` computes
 * the menus when it starts (restart it after changing a menuGroup).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const ID = "virtual:header-menu";
const RESOLVED = `\0${ID}`;

export function headerMenuPlugin(): Plugin {
  return {
    name: "meridian-header-menu",
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // Imported by Node itself (not bundled into the config), so the content is read as it is now.
      const here = path.resolve(import.meta.dirname, "../app/content");
      const { headerMenusOf } = (await import(
        pathToFileURL(path.join(here, "header-menu.ts")).href
      )) as typeof import("../app/content/header-menu.ts");
      const { contentCollections } = (await import(
        pathToFileURL(path.join(here, "content-collections.ts")).href
      )) as typeof import("../app/content/content-collections.ts");
      return `export const headerMenus = ${JSON.stringify(headerMenusOf(contentCollections))};\n`;
    },
  };
}
