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
    expect(skips).toEqual([]);
  });
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
