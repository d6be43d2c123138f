import type { Page } from "@playwright/test";
import { contentCollections } from "../../app/content/content-collections.ts";
import { headerMenusOf } from "../../app/content/header-menu.ts";
import { expect, test } from "./fixtures.ts";
import { expectAllHitTestable, expectHitTestable } from "./paint-helpers";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** The dropdowns as the content defines them (each item's menuGroup; the SPEC's are pinned in spec-conformance). */
const menus = headerMenusOf(contentCollections);
const linksOf = (groups: typeof menus.services) => groups.flatMap((group) => group.links);
const firstServiceLink = linksOf(menus.services)[0]!;
const lastServiceLink = linksOf(menus.services).at(-1)!;
const firstTechnologyLink = linksOf(menus.technologies)[0]!;

test.describe("header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('SPEC §2 Header: "Links, in order: /about, /services, /technologies, /portfolio, /blog (labelled Blog/TechTalks), /careers, /contact"', async ({
    page,
  }) => {
    await page.goto("/");
    const topLinks = mainNav(page).locator(":scope > ul > li > a, :scope > ul > li > div > a");
    await expect(topLinks).toHaveText([
      "About",
      "Services",
      "Technologies",
      "Portfolio",
      "Blog/TechTalks",
      "Careers",
      "Contact",
    ]);
    const hrefs = await topLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/about",
      "/services",
      "/technologies",
      "/portfolio",
      "/blog",
      "/careers",
      "/contact",
    ]);
    // "/contact (styled as a button)"
    await expect(mainNav(page).getByRole("link", { name: "Contact" })).toHaveClass(/btn/);
  });

  test("SPEC §2: the Services dropdown shows the content's service groups and opens on hover", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Services menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await mainNav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    for (const group of menus.services) {
      await expect(panel.getByText(group.title, { exact: true })).toBeVisible();
    }
    const hrefs = await panel
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(linksOf(menus.services).map((link) => link.path));
    // Moving the pointer away closes it again.
    await page.mouse.move(640, 700);
    await expect(panel).toBeHidden();
  });

  test("SPEC §2: the Technologies dropdown lists the content's technology groups with their links", async ({
    page,
  }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Technologies", exact: true }).hover();
    const toggle = page.getByRole("button", { name: "Technologies menu" });
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    for (const group of menus.technologies) {
      await expect(panel.getByText(group.title, { exact: true })).toBeVisible();
    }
    const hrefs = await panel
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(linksOf(menus.technologies).map((link) => link.path));
  });

  test("dropdowns are operable by keyboard: Enter opens, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Technologies menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      mainNav(page).getByRole("link", { name: firstTechnologyLink.name, exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("a dropdown link navigates on the client and closes the dropdown", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.getByRole("button", { name: "Services menu" }).click();
    await mainNav(page).getByRole("link", { name: firstServiceLink.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${firstServiceLink.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await expect(page.getByRole("button", { name: "Services menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("header just above the menu breakpoint", () => {
  test.use({ viewport: { width: 800, height: 800 } });
  test("SPEC §2: hover opens dropdowns when the window is wider than 768 px", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await mainNav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(page.getByRole("button", { name: "Services menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});

test.describe("header at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('SPEC §2: "a menu button toggles the menu, and the page body cannot scroll while the menu is open"', async ({
    page,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(mainNav(page)).toBeHidden();
    await menuButton.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(mainNav(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("SPEC §2: at 768 px and below hovering does not open a dropdown", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await mainNav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(page.getByRole("button", { name: "Services menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await page.getByRole("button", { name: "Services menu" }).click();
    await expect(mainNav(page).getByRole("link", { name: lastServiceLink.name, exact: true })).toBeVisible();
  });

  test("issue 11: the open menu is painted over the page — every link and dropdown item can be hit at its centre", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = mainNav(page);
    const box = await nav.boundingBox();
    // The panel fills the viewport below the 64 px bar, not a strip inside the bar.
    expect(box?.height ?? 0).toBeGreaterThan(600);
    // All eight top-level entries fit on a 740 px screen: reachable without scrolling.
    for (const link of await nav.locator(":scope > ul > li > a, :scope > ul > li > div > a").all()) {
      await expectHitTestable(link, undefined, { scroll: false });
    }
    for (const name of ["Services menu", "Technologies menu"]) {
      const toggle = page.getByRole("button", { name });
      await expectHitTestable(toggle, name);
      await toggle.click();
      const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
      // One round trip for all of a dropdown's items (slow machines timed out item by item).
      const items = await expectAllHitTestable(panel.getByRole("link"), `${name} items`);
      expect(items).toBe(await panel.getByRole("link").count());
      await toggle.click();
    }
  });

  test("issue 11: a link of the open menu navigates, and the page cannot scroll behind the menu", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const portfolio = mainNav(page).getByRole("link", { name: "Portfolio" });
    await expectHitTestable(portfolio);
    const box = await portfolio.boundingBox();
    if (!box) throw new Error("Portfolio link has no box");
    // A real tap at the link's centre, not a synthetic click on the element.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the menu closes on navigation and the body scrolls again", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await mainNav(page).getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });
});
