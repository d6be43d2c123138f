import type { Page } from "@playwright/test";
import { publicPaths, SITE_NOT_FOUND_PATH } from "../../app/prerender-paths.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * WCAG 2.2 AA: no serious or critical axe violation on any route.
 *
 * One page per test, reused across routes (as the layout spec does), and the routes split in two
 * halves so the two workers share them; each route is a step and its failures are soft, so one
 * run names every route that fails.
 */
const routes = [...publicPaths().filter((path) => path !== SITE_NOT_FOUND_PATH), "/does-not-exist"];
const halves = [routes.filter((_, index) => index % 2 === 0), routes.filter((_, index) => index % 2 === 1)];

halves.forEach((half, part) => {
  test(`axe: no serious or critical violations on any route, part ${part + 1} of 2`, async ({ page }) => {
    test.setTimeout(half.length * 8_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const route of half) {
      await test.step(route, async () => {
        await checkRoute(page, route);
      });
    }
  });
});

async function checkRoute(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator("h1").first(), route).toBeVisible();
  expect.soft(await seriousViolations(page), route).toEqual([]);
  // WCAG 1.3.1 (Lighthouse's heading-order, a moderate axe rule): no heading level is skipped
  // going down, so a screen-reader user's list of headings has no holes (/blog had h1 → h3).
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) =>
      headings.filter((heading) => heading.checkVisibility()).map((heading) => Number(heading.tagName[1])),
    );
  const skips = levels.flatMap((level, index) =>
    index > 0 && level > (levels[index - 1] ?? 1) + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
  );
  expect.soft(skips, route).toEqual([]);
}
/** The check itself must be able to fail: faint text and a button without a name are reported. */
test("axe reports low contrast and a nameless button as serious", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><main>
    <h1>Check</h1><p style="color:#bbb;background:#fff">Faint text a visitor cannot read</p>
    <button><svg width="10" height="10"></svg></button></main></html>`);
  const blocking = await seriousViolations(page);
  expect(blocking).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^color-contrast:/),
      expect.stringMatching(/^button-name:/),
    ]),
  );
});
