/**
 * Issue 31: "Nothing is lost. Every control either works without the scripts or keeps what the
 * visitor did and applies it at hydration." The pages are drawn before their scripts run
 * (docs/decisions/701); on a phone that gap lasted 1.7–1.9 s. Each test here holds the scripts
 * back, acts on a control as a visitor would in that gap, releases the scripts and checks the
 * outcome once the page has hydrated.
 *
 * Playwright's own `test`, not ./fixtures.ts, whose `page.goto` waits for hydration.
 */
import { expect, type Page, test } from "@playwright/test";
import { filterJobs } from "../../app/components/sections/careers/filter-jobs.ts";
import { filterFaq } from "../../app/components/sections/faq/filter-faq.ts";
import { chatLauncherCopy } from "../../app/content/chat-launcher.ts";
import {
  careersPage,
  experts,
  faqCategories,
  faqItems,
  homePage,
  jobs,
  portfolioProjects,
  technologies,
} from "../../app/content/index.ts";
import { HYDRATED_ATTRIBUTE, HYDRATES_LATER_ATTRIBUTE } from "../../app/lib/hydration-marker.ts";
import { pdfFile } from "./forms-helpers.ts";
import { expectHitTestable } from "./paint-helpers.ts";

test.use({ viewport: { width: 412, height: 823 } });

/** Holds every script of the site until `release()`; the page stays as prerendered meanwhile. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    // A request of a page the visitor has since left is gone; nothing to continue.
    await route.continue().catch(() => {});
  });
  return { release };
}

const isHydrated = (page: Page) =>
  page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);

async function hydration(page: Page) {
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

test.describe("search boxes and filters keep what was typed before hydration", () => {
  const openings = (page: Page) => page.getByRole("region", { name: careersPage.openings.header.title });
  const jobCards = (page: Page) => openings(page).getByRole("article");
  const [allDepartments = "", ...otherDepartments] = careersPage.openings.departments;

  test('careers: "search boxes and filters read their current value when they hydrate and filter"', async ({
    page,
  }) => {
    const query = jobs[0]?.title ?? "";
    const expected = filterJobs(jobs, query, allDepartments);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(jobs.length);

    const scripts = await holdScripts(page);
    await page.goto("/careers", { waitUntil: "domcontentloaded" });
    await openings(page).getByLabel("Search jobs").fill(query);
    expect(await isHydrated(page)).toBe(false);
    scripts.release();
    await hydration(page);

    await expect(jobCards(page)).toHaveCount(expected.length);
    await expect(openings(page).getByRole("status")).toContainText(`matching “${query}”`);
    await expect(openings(page).getByLabel("Search jobs")).toHaveValue(query);
  });

  test("careers: a department chosen before hydration filters once hydrated", async ({ page }) => {
    const department = otherDepartments.at(-1) ?? "";
    const expected = filterJobs(jobs, "", department);
    expect(expected.length).toBeLessThan(jobs.length);

    const scripts = await holdScripts(page);
    await page.goto("/careers", { waitUntil: "domcontentloaded" });
    await openings(page).getByLabel("Department").selectOption(department);
    scripts.release();
    await hydration(page);

    await expect(openings(page).getByRole("status")).toContainText(` in ${department}`);
    await expect(jobCards(page)).toHaveCount(expected.length);
    await expect(openings(page).getByLabel("Department")).toHaveValue(department);
  });

  test('careers: "the search also works as a plain GET form (?q=) that the page reads on load"', async ({
    page,
  }) => {
    const query = jobs[0]?.title ?? "";
    const expected = filterJobs(jobs, query, allDepartments);
    const scripts = await holdScripts(page);
    await page.goto("/careers", { waitUntil: "domcontentloaded" });
    const search = openings(page).getByLabel("Search jobs");
    await search.fill(query);
    await search.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/careers" && url.searchParams.get("q") === query);
    scripts.release();
    await hydration(page);

    await expect(openings(page).getByLabel("Search jobs")).toHaveValue(query);
    await expect(jobCards(page)).toHaveCount(expected.length);
  });

  test("FAQ: a search typed before hydration filters the questions once hydrated", async ({ page }) => {
    const category = faqCategories[0] ?? "";
    const inCategory = filterFaq(faqItems, category, "");
    const question = inCategory.at(-1)?.question ?? "";
    const expected = filterFaq(faqItems, category, question);
    expect(expected.length).toBeLessThan(inCategory.length);

    const scripts = await holdScripts(page);
    await page.goto("/faq", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Search questions").fill(question);
    scripts.release();
    await hydration(page);

    await expect(page.getByRole("status")).toContainText(`matching “${question}”`);
    const shown = page.getByRole("heading", { level: 2 }).getByRole("button");
    await expect(shown).toHaveCount(expected.length);
    // The first match is open, as after a search typed once hydrated.
    await expect(page.getByRole("button", { name: question })).toHaveAttribute("aria-expanded", "true");
  });

  test("FAQ: the search is a plain GET form that the page reads on load", async ({ page }) => {
    const category = faqCategories[0] ?? "";
    const question = filterFaq(faqItems, category, "").at(-1)?.question ?? "";
    const scripts = await holdScripts(page);
    await page.goto("/faq", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Search questions").fill(question);
    await page.getByLabel("Search questions").press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/faq" && url.searchParams.get("q") === question);
    scripts.release();
    await hydration(page);

    await expect(page.getByLabel("Search questions")).toHaveValue(question);
    await expect(page.getByRole("status")).toContainText(`matching “${question}”`);
  });
});

test('/apply: "forms adopt values and files entered before hydration: a file already chosen enables the submit button"', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/apply", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Application" });
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Resume").setInputFiles(pdfFile());
  await expect(form.getByRole("button", { name: "Submit Application" })).toBeDisabled();
  scripts.release();
  await hydration(page);

  await expect(form.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  await expect(form.getByText("Attach your resume to send the application.")).toHaveCount(0);
  await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
});

test("a page scrolled before hydration stays where the visitor scrolled it", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  // Let the wheel's smooth scroll end.
  await page.waitForTimeout(500);
  const scrolled = await page.evaluate(() => window.scrollY);
  scripts.release();
  await hydration(page);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
});

test.describe('"hover and focus pauses check :hover / :focus-within when they start"', () => {
  for (const { route, carousel } of [
    { route: "/about", carousel: "Our leadership team" },
    { route: "/", carousel: "Our experts" },
  ]) {
    test(`a pointer resting on the experts carousel of ${route} when it hydrates pauses it`, async ({
      page,
    }) => {
      const T0 = new Date("2026-03-02T09:00:00Z").getTime();
      await page.clock.install({ time: T0 });
      await page.clock.pauseAt(T0 + 1000);
      const scripts = await holdScripts(page);
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const region = page.getByRole("region", { name: carousel, exact: true });
      const slide = (name: string) => region.getByRole("group", { name, exact: true, includeHidden: true });
      await slide(`1 of ${experts.length}`).hover();
      scripts.release();
      await hydration(page);
      await expect(region).toHaveAttribute("data-ready", "true");

      await page.clock.runFor(12_000);
      await expect(slide(`1 of ${experts.length}`)).toBeVisible();

      // The pointer leaves: it rotates again (so the pause above was the hover's).
      await page.mouse.move(1, 1);
      await page.clock.runFor(5_500);
      await expect(slide(`2 of ${experts.length}`)).toBeVisible();
    });
  }
});

test.describe("buttons tapped before hydration show they are waiting, then act", () => {
  test("home: a tab tapped early is selected once the page has hydrated", async ({ page }) => {
    const second = homePage.tabs.items[1]?.label ?? "";
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const tab = page.getByRole("tab", { name: second });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-busy", "true");
    await expect(tab).toHaveCSS("cursor", "progress");
    await expect(tab).toHaveCSS("opacity", "0.7");
    scripts.release();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(tab).not.toHaveAttribute("aria-busy", /.*/);
  });

  test("careers: an accordion question tapped early opens once the page has hydrated", async ({ page }) => {
    const question = careersPage.faq.items[1]?.question ?? "";
    const scripts = await holdScripts(page);
    await page.goto("/careers", { waitUntil: "domcontentloaded" });
    const trigger = page.getByRole("button", { name: question });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-busy", "true");
    scripts.release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("the chat launcher tapped early opens the chat once the page has hydrated", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/services", { waitUntil: "domcontentloaded" });
    const launcher = page.getByRole("button", { name: chatLauncherCopy.launcherLabel });
    await launcher.click();
    await expect(launcher).toHaveAttribute("aria-busy", "true");
    scripts.release();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});

test.describe("cards are real links: they navigate before the router is ready", () => {
  test("a portfolio card", async ({ page }) => {
    const project = portfolioProjects[0];
    await holdScripts(page);
    await page.goto("/portfolio", { waitUntil: "domcontentloaded" });
    const link = page.getByRole("link", { name: `View project: ${project?.title}` });
    await expectHitTestable(link, "the first portfolio card's link");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${project?.slug}$`));
  });

  test("a technology card", async ({ page }) => {
    const technology = technologies[0];
    await holdScripts(page);
    await page.goto("/technologies", { waitUntil: "domcontentloaded" });
    const link = page.getByRole("link", { name: technology?.name, exact: true });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/technologies/${technology?.slug}$`));
  });
});

test.describe("a part that hydrates later keeps a tap made before its code arrived", () => {
  test("home: the experts carousel's code is not among the first scripts; a dot tapped before it arrives is chosen once it has", async ({
    page,
  }) => {
    const T0 = new Date("2026-03-02T09:00:00Z").getTime();
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(T0 + 1000);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await hydration(page);
    // Every script asked for from now on is held: the page has hydrated without the carousel's.
    const laterScripts = await holdScripts(page);
    const region = page.getByRole("region", { name: "Our experts", exact: true });
    const isPending = () =>
      region.evaluate(
        (element, attribute) => element.closest(`[${attribute}]`) !== null,
        HYDRATES_LATER_ATTRIBUTE,
      );
    expect(await isPending()).toBe(true);

    await region.scrollIntoViewIfNeeded();
    const dot = region.getByRole("button", { name: `Slide 3 of ${experts.length}` });
    await expectHitTestable(dot);
    await dot.click();
    await expect(dot).toHaveAttribute("aria-busy", "true");
    expect(await isPending()).toBe(true);

    laterScripts.release();
    await expect.poll(isPending).toBe(false);
    await expect(
      region.getByRole("group", { name: `3 of ${experts.length}`, exact: true, includeHidden: true }),
    ).toBeVisible();
    await expect(dot).not.toHaveAttribute("aria-busy", /.*/);
  });

  test("home: a contact form filled before its code arrived is sent with everything typed and chosen", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await hydration(page);
    const laterScripts = await holdScripts(page);
    const form = page.getByRole("form", { name: "Contact us" });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Topic").selectOption({ label: "Partnership" });
    await form.getByLabel("Name").fill("Grace Hopper");
    await form.getByLabel("Email").fill("grace@example.com");
    await form.getByLabel("Message").fill("We would like a compiler for our chatbot.");
    await form.getByRole("checkbox", { name: "Please sign an NDA first" }).check();
    expect(
      await form.evaluate(
        (element, attribute) => element.closest(`[${attribute}]`) !== null,
        HYDRATES_LATER_ATTRIBUTE,
      ),
    ).toBe(true);

    laterScripts.release();
    const sent = page.waitForRequest(
      (request) => request.url().endsWith("/api/contact") && request.method() === "POST",
    );
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      message: "We would like a compiler for our chatbot.",
      topic: "partnership",
      nda: true,
    });
  });

  test("home: a part whose code fails to arrive stays as prerendered, and the page stays", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await hydration(page);
    await page.route("**/assets/*.js", (route) => route.abort());
    const region = page.getByRole("region", { name: "Our experts", exact: true });
    const failed = page.waitForEvent("requestfailed");
    await region.scrollIntoViewIfNeeded();
    await failed;
    await expect(region.getByRole("group", { name: `1 of ${experts.length}`, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });
});
