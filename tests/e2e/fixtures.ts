/**
 * The `test` of every browser spec: Playwright's, with `page.goto` and `page.reload` that also
 * wait until the prerendered page has hydrated. The pages load their scripts after the first
 * paint (docs/decisions/701), so "loaded" no longer means "interactive"; a person sees the page
 * first and uses it a moment later, and the specs check what they then do. A tap made before
 * hydration is covered on its own in before-hydration.spec.ts.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE, HYDRATES_LATER_ATTRIBUTE } from "../../app/lib/hydration-marker.ts";

/** React Router pages hydrate and then carry the marker; the admin screens and API answers do not. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !("__reactRouterContext" in window) || document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

export function waitForHydrationOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/**
 * A part below the fold that hydrates later (app/components/ui/HydrateLater.tsx) does so as the
 * visitor scrolls to it: scrolled into view, then waited for.
 */
export async function scrollToHydrate(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      part.evaluate(
        (element, attribute) => element.closest(`[${attribute}]`) === null,
        HYDRATES_LATER_ATTRIBUTE,
      ),
    )
    .toBe(true);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForHydrationOnNavigation(page));
  },
});

export { expect };
