import { publicPaths, SITE_NOT_FOUND_PATH } from "../../app/prerender-paths.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** WCAG 2.2 AA: no serious or critical axe violation on any route. */
for (const path of [...publicPaths(), "/does-not-exist"]) {
  test(`axe: no serious or critical violations on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path === SITE_NOT_FOUND_PATH ? "/does-not-exist" : path);
    await expect(page.locator("h1").first()).toBeVisible();
    const blocking = await seriousViolations(page);
    expect(blocking).toEqual([]);
  });
}
