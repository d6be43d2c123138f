import { expect, scrollToHydrate, test } from "./fixtures.ts";

test('SPEC §2 Footer: "Internal links: /about, /services, /blog, /faq, /contact, /privacy-policy" and "Four external social links"', async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const internal = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
  const hrefs = await internal.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["/about", "/services", "/blog", "/faq", "/contact", "/privacy-policy"]);

  const social = footer.getByRole("link", { name: /opens in a new tab/ });
  await expect(social).toHaveCount(4);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test('SPEC §2 Footer: "A copyright line showing the current year" — even though the HTML was prerendered earlier', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2031-05-04T10:00:00Z"));
  await page.goto("/");
  // The footer hydrates as the visitor scrolls to it (issue 31), and then shows this year.
  const footer = page.getByRole("contentinfo");
  await scrollToHydrate(footer);
  await expect(footer.getByText(/© 2031 Meridian AI Studio/)).toBeVisible();
});

test('SPEC §2: "Every route change scrolls the page to the top"', async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("every page has a skip link to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test("the floating chat widget has its mount point on every page", async ({ page }) => {
  for (const path of ["/", "/faq", "/does-not-exist"]) {
    await page.goto(path);
    await expect(page.locator("#chat-widget-root")).toHaveCount(1);
  }
});
