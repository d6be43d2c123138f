/**
 * The prerendered pages load their scripts after the first paint (docs/decisions/701): what a
 * visitor sees and can do before the page has hydrated. A phone visitor can tap a button before
 * it is wired. Issue 11: "The mobile menu opens, its
 * links are hit-testable and navigate" — also when the tap came that early: the bootstrap
 * holds the tap and replays it once the page has hydrated.
 *
 * This spec uses Playwright's own `test`, not ./fixtures.ts, because it must act before
 * hydration, which the fixture waits for.
 */
import { expect, test } from "@playwright/test";
import { homePage } from "../../app/content/index.ts";
import { HYDRATED_ATTRIBUTE } from "../../app/lib/hydration-marker.ts";
import { expectHitTestable } from "./paint-helpers.ts";

test.use({ viewport: { width: 375, height: 740 } });

test("a tap on the menu button before the scripts have run opens the menu once they have", async ({
  page,
}) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Open menu" }).click();
  const hydrated = () =>
    page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
  expect(await hydrated()).toBe(false);

  releaseScripts();
  const closeButton = page.getByRole("button", { name: "Close menu" });
  await expect(closeButton).toHaveAttribute("aria-expanded", "true");
  expect(await hydrated()).toBe(true);
  const services = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
  await expectHitTestable(services, "About in the open menu", { scroll: false });
  await services.click();
  await expect(page).toHaveURL(/\/about$/);
});

test("links work before the scripts have run: they are plain links", async ({ page }) => {
  await page.route("**/assets/*.js", () => {
    // Never answered: the page stays as prerendered.
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('SPEC §9 "Subtitle delay: 1000 ms": the home hero subtitle appears without waiting for the scripts', async ({
  page,
}) => {
  await page.route("**/assets/*.js", () => {
    // Never answered.
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const subtitle = page.getByText(homePage.hero.subtitle);
  await expect(subtitle).toHaveCSS("opacity", "1", { timeout: 5_000 });
});
