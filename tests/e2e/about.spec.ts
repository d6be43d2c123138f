import type { Page } from "@playwright/test";
import { aboutPage } from "../../app/content/about.ts";
import { aboutConsultationModal } from "../../app/content/consultation.ts";
import { companyClaims } from "../../app/content/home.ts";
import { serviceCards } from "../../app/content/services.ts";
import { expect, scrollToHydrate, test } from "./fixtures.ts";

/** About (SPEC §2 About, §4 "CEO video", §9; PRODUCT-DECISIONS 6 and 9). */
const videoSection = (page: Page) => page.getByRole("region", { name: aboutPage.ceoVideo.title });
const inlineVideo = (page: Page) => videoSection(page).locator("figure video");
const playButton = (page: Page) => videoSection(page).getByRole("button", { name: "Play video" });
const posterArt = (page: Page) => videoSection(page).locator("figure svg[preserveAspectRatio]");
const modal = (page: Page) => page.getByRole("dialog", { name: aboutPage.ceoVideo.title });

const isPaused = (page: Page, selector: string) =>
  page.evaluate((query) => (document.querySelector(query) as HTMLVideoElement).paused, selector);

/** `page.goto` of the fixtures waits until the page has hydrated, so clicks reach React. */
async function openAbout(page: Page) {
  await page.goto("/about");
}

test.describe("sections", () => {
  test("SPEC §2 About: hero, CEO video, split, 6 services, 4 core values, 6 Why Choose, experts slider, consultation — in order", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutPage.hero.title);
    const headings = await page.locator("main > section h2").evaluateAll((elements) =>
      // The video modal's own title sits in a closed <dialog>.
      elements.filter((element) => !element.closest("dialog")).map((element) => element.textContent),
    );
    expect(headings).toEqual([
      aboutPage.ceoVideo.title,
      aboutPage.split.header.title,
      aboutPage.services.header.title,
      aboutPage.coreValues.header.title,
      aboutPage.whyChoose.header.title,
      aboutPage.experts.header.title,
      aboutConsultationModal.heading,
    ]);
  });

  test('SPEC §2 About: "Split section with a Talk to us button"', async ({ page }) => {
    await page.goto("/about");
    const split = page.getByRole("region", { name: aboutPage.split.header.title });
    await expect(split.getByRole("definition")).toHaveText(companyClaims.map((claim) => claim.value));
    await split.getByRole("link", { name: "Talk to us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('SPEC §2 About: "A list of 6 services", each linking to its page', async ({ page }) => {
    await page.goto("/about");
    const services = page.getByRole("region", { name: aboutPage.services.header.title });
    await expect(services.getByRole("listitem")).toHaveCount(serviceCards.length);
    const links = services.getByRole("link");
    await expect(links).toHaveText(serviceCards.map((card) => card.title));
    const hrefs = await links.evaluateAll((elements) => elements.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(serviceCards.map((card) => `/services/${card.slug}`));
  });

  test('SPEC §2 About: "4 core values: Innovation, Collaboration, Integrity, Excellence" and "6 Why Choose cards"', async ({
    page,
  }) => {
    await page.goto("/about");
    const values = page.getByRole("region", { name: aboutPage.coreValues.header.title });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Innovation",
      "Collaboration",
      "Integrity",
      "Excellence",
    ]);
    const why = page.getByRole("region", { name: aboutPage.whyChoose.header.title });
    await expect(why.getByRole("listitem")).toHaveCount(6);
    await expect(why.getByRole("heading", { level: 3 })).toHaveText(
      aboutPage.whyChoose.items.map((item) => item.title),
    );
  });

  test('SPEC §2 About: "An experts slider" (5 slides, every 5 s, paused while hovered)', async ({ page }) => {
    const T0 = new Date("2026-03-02T09:00:00Z").getTime();
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(T0 + 1000);
    await openAbout(page);
    const slider = page.getByRole("region", { name: "Our leadership team", exact: true });
    const slide = (name: string) => slider.getByRole("group", { name, exact: true, includeHidden: true });
    // Below the fold, the slider hydrates as it is scrolled to (issue 31).
    await scrollToHydrate(slider);
    await expect(slider).toHaveAttribute("data-ready", "true");
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    await page.clock.runFor(5000);
    await expect(slide("2 of 5")).toBeVisible();
    await slide("2 of 5").hover();
    await page.clock.runFor(10_000);
    await expect(slide("2 of 5")).toBeVisible();
  });

  test('SPEC §2 About: "A consultation modal"', async ({ page }) => {
    await openAbout(page);
    await page.getByRole("button", { name: aboutConsultationModal.buttonText }).click();
    await expect(page.getByRole("dialog", { name: aboutConsultationModal.heading })).toBeVisible();
  });
});

test.describe("CEO video", () => {
  test("PRODUCT-DECISIONS 6: a small self-hosted video with a poster and a captions track", async ({
    page,
    request,
  }) => {
    await page.goto("/about");
    const video = inlineVideo(page);
    // The poster artwork is inline SVG over the video until it first plays (no request, not the LCP image);
    // the modal player (mounted at its first opening, at 375 px below) uses the same file as its poster.
    await expect(posterArt(page)).toBeVisible();
    const sources = await video
      .locator("source")
      .evaluateAll((elements) => elements.map((source) => source.getAttribute("src")));
    expect(sources).toEqual(["/media/ceo-message.webm", "/media/ceo-message.mp4"]);
    for (const src of sources) {
      const response = await request.get(src ?? "");
      expect(response.status()).toBe(200);
      expect((await response.body()).byteLength).toBeLessThanOrEqual(400 * 1024);
    }
    const track = video.locator('track[kind="captions"]');
    await expect(track).toHaveAttribute("srclang", "en");
    const vtt = await request.get((await track.getAttribute("src")) ?? "");
    expect(vtt.headers()["content-type"]).toContain("text/vtt");
    expect(await vtt.text()).toMatch(/^WEBVTT/);
  });

  test('SPEC §4 "CEO video: play and pause toggle; it resets to paused on end"', async ({ page }) => {
    await openAbout(page);
    await playButton(page).click();
    await expect.poll(() => isPaused(page, "figure video")).toBe(false);
    await expect(posterArt(page)).toBeHidden();
    const pause = videoSection(page).getByRole("button", { name: "Pause video" });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect.poll(() => isPaused(page, "figure video")).toBe(true);
    await expect(playButton(page)).toBeVisible();

    // Near the end: it plays out, then is back at the start, paused, with Play offered again.
    await inlineVideo(page).evaluate((video: HTMLVideoElement) => {
      video.currentTime = Math.max(0, video.duration - 1);
    });
    await playButton(page).click();
    // Playing first (the Play button is still there for a moment after the click), then back at the start.
    await expect(pause).toBeVisible();
    await expect(playButton(page)).toBeVisible({ timeout: 10_000 });
    await expect
      .poll(() => inlineVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBe(0);
    expect(await isPaused(page, "figure video")).toBe(true);
    await expect(posterArt(page)).toBeVisible();
  });

  test("at 1280 px a click on the video plays it in place (no modal)", async ({ page }) => {
    await openAbout(page);
    await inlineVideo(page).click();
    await expect.poll(() => isPaused(page, "figure video")).toBe(false);
    await expect(modal(page)).toBeHidden();
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('SPEC §2 About "On widths of 768 px or less, clicking the video opens the modal"; SPEC §4 "closes by … the backdrop, which also pauses the video"', async ({
      page,
    }) => {
      await openAbout(page);
      await inlineVideo(page).click();
      await expect(modal(page)).toBeVisible();
      await expect(modal(page).locator("video")).toHaveAttribute("poster", aboutPage.ceoVideo.poster.src);
      await expect.poll(() => isPaused(page, "dialog video")).toBe(false);
      expect(await isPaused(page, "figure video")).toBe(true);

      // A click on the backdrop, outside the player.
      const box = await modal(page).boundingBox();
      expect(box).not.toBeNull();
      await page.mouse.click(8, Math.max(8, (box?.y ?? 100) - 20));
      await expect(modal(page)).toBeHidden();
      expect(await isPaused(page, "dialog video")).toBe(true);
      await expect(playButton(page)).toBeFocused();
    });

    test('SPEC §4 "closes by the close button", and Escape closes it too; both pause the video', async ({
      page,
    }) => {
      await openAbout(page);
      await playButton(page).click();
      await expect(modal(page)).toBeVisible();
      await expect.poll(() => isPaused(page, "dialog video")).toBe(false);
      await modal(page).getByRole("button", { name: "Close video" }).click();
      await expect(modal(page)).toBeHidden();
      expect(await isPaused(page, "dialog video")).toBe(true);
      await expect(playButton(page)).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(modal(page)).toBeVisible();
      await expect(modal(page).getByRole("button", { name: "Close video" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(modal(page)).toBeHidden();
      expect(await isPaused(page, "dialog video")).toBe(true);
      await expect(playButton(page)).toBeFocused();
    });

    test('SPEC §4 "If autoplay is blocked, nothing is shown to the user"', async ({ page }) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(String(error)));
      await page.addInitScript(() => {
        HTMLMediaElement.prototype.play = () =>
          Promise.reject(new DOMException("blocked", "NotAllowedError"));
      });
      await openAbout(page);
      await inlineVideo(page).click();
      await expect(modal(page)).toBeVisible();
      await expect(modal(page).getByRole("alert")).toHaveCount(0);
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(await isPaused(page, "dialog video")).toBe(true);
      expect(problems).toEqual([]);
    });
  });
});
