/**
 * `npm run screenshots`: a contact sheet of the built site for a person to look at before a
 * release (issue 11): every prerendered route at 375 and 1440 px (full page), the mobile menu
 * open with a dropdown expanded at 375 px, and every dialog the page opens, at both widths.
 * Writes PNGs and an index.html to reports/screenshots (gitignored). Builds first if there is
 * no build. Not a test: it asserts nothing, it shows.
 */
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../app/lib/hydration-marker.ts";
import { prerenderPaths } from "../app/prerender-paths.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { waitForServer } from "./wait-for-server.ts";

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4330);
const origin = `http://127.0.0.1:${PORT}`;
const outDir = path.resolve(process.env.SCREENSHOTS_DIR ?? "reports/screenshots");
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const routes = requested.length > 0 ? requested : prerenderPaths();
const WIDTHS = [375, 1440] as const;
const HEIGHT = 800;

type Shot = { route: string; width: number; what: string; file: string };

const fileName = (route: string, width: number, what: string) =>
  `${(route === "/" ? "home" : route.slice(1).replaceAll("/", "_")) || "home"}-${width}-${what}.png`;

/** React has hydrated the page (the root's marker, app/lib/hydration-marker.ts): clicks now reach it. */
async function hydrated(page: Page) {
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

/**
 * A full-page shot is taken without scrolling, so images that load lazily (when scrolled near)
 * would show as empty boxes: load and decode them all first, as a reader scrolling down sees them.
 */
async function allImagesLoaded(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * Sections below the fold are drawn only when they near the viewport (content-visibility: auto,
 * app/app.css), and a full-page shot does not scroll: draw them all as a reader scrolling down sees
 * them, each still clipping to its own box as it does once drawn.
 */
async function allSectionsDrawn(page: Page) {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>("main > *, body footer:not(main footer)")) {
      section.style.setProperty("content-visibility", "visible");
      section.style.setProperty("contain", "layout style paint");
    }
  });
}

async function shootRoute(browser: Browser, route: string, width: number): Promise<Shot[]> {
  const shots: Shot[] = [];
  // Reduced motion: every section is shown at once instead of fading in as it is scrolled to.
  const context = await browser.newContext({ viewport: { width, height: HEIGHT }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const shoot = async (what: string, fullPage: boolean) => {
    const file = fileName(route, width, what);
    await page.screenshot({ path: path.join(outDir, file), fullPage });
    shots.push({ route, width, what, file });
  };
  try {
    await page.goto(`${origin}${route}`);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    await allImagesLoaded(page);
    await allSectionsDrawn(page);
    await shoot("page", true);

    const openers = page.locator('main button[aria-haspopup="dialog"]');
    const count = await openers.count();
    for (let index = 0; index < count; index += 1) {
      const opener = openers.nth(index);
      if (!(await opener.isVisible())) continue;
      await opener.click();
      const dialog = page.locator("dialog[open]");
      await dialog.waitFor({ timeout: 10_000 });
      await shoot(`dialog-${index + 1}`, false);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    if (route === "/about" && width <= 768) {
      await page.getByRole("button", { name: "Play video" }).click();
      await page.locator("dialog[open]").waitFor({ timeout: 10_000 });
      await shoot("video-dialog", false);
      await page.keyboard.press("Escape");
    }

    if (width <= 768) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: "Open menu" }).click();
      await shoot("menu", false);
      await page.getByRole("button", { name: "Services menu" }).click();
      await shoot("menu-services", false);
    }
  } finally {
    await context.close();
  }
  return shots;
}

function contactSheet(shots: Shot[]): string {
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const sections = routes
    .map((route) => {
      const figures = shots
        .filter((shot) => shot.route === route)
        .map(
          (shot) =>
            `<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${escapeHtml(`${route} at ${shot.width} px, ${shot.what}`)}"></a><figcaption>${shot.width} px · ${escapeHtml(shot.what)}</figcaption></figure>`,
        )
        .join("");
      return `<section><h2><a href="${origin}${escapeHtml(route)}">${escapeHtml(route)}</a></h2><div class="row">${figures}</div></section>`;
    })
    .join("\n");
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Contact sheet</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem;background:#f4f5f8}h2{font-size:1rem;margin:1.5rem 0 .5rem}
.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}figure{margin:0;background:#fff;padding:6px;border:1px solid #dde}
img{display:block;width:240px;max-height:900px;object-fit:cover;object-position:top}figcaption{margin-top:4px;color:#556}</style>
<h1>Contact sheet — ${shots.length} screenshots, ${routes.length} routes, ${new Date().toISOString()}</h1>
${sections}
</html>`;
}

async function main() {
  if (!existsSync("build/client/index.html")) execSync("npm run build", { stdio: "inherit" });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-shots-"));
  const server = spawn(process.execPath, ["server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: "warn", DATA_DIR: dataDir },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const shots: Shot[] = [];
  try {
    await waitForServer(`${origin}/healthz`, 30_000);
    for (const route of routes) {
      for (const width of WIDTHS) {
        try {
          shots.push(...(await shootRoute(browser, route, width)));
        } catch (error) {
          console.error(`${route} at ${width} px: ${(error as Error).message.split("\n")[0]}`);
        }
      }
    }
    writeFileSync(path.join(outDir, "index.html"), contactSheet(shots));
    console.log(`${shots.length} screenshots of ${routes.length} routes: ${path.join(outDir, "index.html")}`);
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
