import type { Locator, Page } from "@playwright/test";
import { DELETE_MS } from "../../app/components/sections/home/typewriter.ts";
import { companyClaims, homePage } from "../../app/content/home.ts";
import { portfolioProjects } from "../../app/content/portfolio.ts";
import { siteConfig } from "../../app/site.config.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Home (SPEC §2 Home, §4 states, §9 constants; PRODUCT-DECISIONS 9). Timers run on the
 * browser clock controlled by the test: installed and paused before the page loads, so
 * every timer the page sets is fired only by clock.runFor, at exact times.
 */
const T0 = new Date("2026-03-02T09:00:00Z").getTime();

async function openPaused(page: Page, path = "/") {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
  await page.goto(path);
}

/**
 * Timers start when the page has hydrated; the component marks that moment. The region is
 * brought on screen, where a visitor watches it: a section far below is not drawn
 * (content-visibility, app/app.css), and its slides' transitions do not run until it is.
 */
async function hydrated(region: Locator) {
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute("data-ready", "true");
}

const HEADLINE = "Transform your business with Artificial Intelligence, Machine Learning and AI Solutions";
const hero = (page: Page) => page.getByRole("region", { name: HEADLINE });
const typedWord = (page: Page) => page.getByTestId("hero-typed-word");
const testimonials = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
const expertsCarousel = (page: Page) => page.getByRole("region", { name: "Our experts" });
const slide = (carousel: Locator, name: string) =>
  carousel.getByRole("group", { name, exact: true, includeHidden: true });

test.describe("section order and content", () => {
  test('SPEC §2 Home "Sections, in order": hero, process, tools, testimonials, tabs, portfolio, experts, contact, about', async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const sections = page.locator("main > section");
    const names = await sections.evaluateAll((elements) =>
      elements.map((section) => {
        const id = section.getAttribute("aria-labelledby");
        const heading = id ? document.getElementById(id)?.cloneNode(true) : null;
        if (!(heading instanceof Element)) return "";
        // What is read out: the h1's typing line is aria-hidden.
        for (const hidden of heading.querySelectorAll("[aria-hidden]")) hidden.remove();
        return heading.textContent ?? "";
      }),
    );
    expect(names.map((name) => name.replace(/\s+/g, " ").trim())).toEqual([
      HEADLINE,
      homePage.process.header.title,
      homePage.techStrip.header.title,
      homePage.testimonials.header.title,
      homePage.tabs.header.title,
      homePage.portfolio.header.title,
      homePage.experts.header.title,
      homePage.contact.header.title,
      homePage.about.header.title,
    ]);
  });

  test("the hero headline (the LCP element) is complete in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const h1 = html.match(/<h1[\s\S]*?<\/h1>/)?.[0] ?? "";
    // Its text starts the element (no script or styling needed to see it).
    expect(h1).toMatch(/^<h1[^>]*>Transform your business with/);
    const text = h1
      .replace(/<span aria-hidden="true"[\s\S]*<\/span>/, "")
      .replace(/<!--.*?-->|<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim();
    expect(text).toBe(HEADLINE);
  });

  test('SPEC §1 "Claims shown on the site: since 2020, 150+ clients, 500+ projects, 95% retention"', async ({
    page,
  }) => {
    await page.goto("/");
    const stats = hero(page).getByRole("definition");
    await expect(stats).toHaveText(companyClaims.map((claim) => claim.value));
    await expect(hero(page).getByRole("term")).toHaveText(companyClaims.map((claim) => claim.label));
  });

  test('SPEC §2 Home 2: "A six-step development process: … It has a link to /about."', async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: homePage.process.header.title });
    await expect(section.getByRole("listitem")).toHaveCount(6);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: AI Strategy & Discovery",
      "Step 2: Machine Learning Prototyping",
      "Step 3: Agile AI Development",
      "Step 4: AI Integration & Deployment",
      "Step 5: AI Performance Optimization",
      "Step 6: AI Training & Support",
    ]);
    await section.getByRole("link", { name: /Learn more about us/ }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('SPEC §2 Home 8: "A Contact Us form with a topic selector"', async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: homePage.contact.header.title });
    await expect(section.getByRole("form", { name: "Contact us" })).toBeVisible();
    await expect(section.getByLabel("Topic")).toBeVisible();
  });
});

test.describe("hero", () => {
  test('SPEC §2 Home 1: "Each is typed at 50 ms per letter and held about 2 seconds", rotating AI → ML → AI Solutions → wrap', async ({
    page,
  }) => {
    await openPaused(page);
    await hydrated(hero(page));
    const word = typedWord(page);
    // The prerendered first word is held for 2000 ms (SPEC §9 "Hero word hold: 2000 ms").
    await expect(word).toHaveText("Artificial Intelligence");
    await page.clock.runFor(1999);
    await expect(word).toHaveText("Artificial Intelligence");
    await page.clock.runFor(1);
    await expect(word).toHaveText("Artificial Intelligenc");
    // Deleted letter by letter, then the next word is typed.
    await page.clock.runFor(("Artificial Intelligence".length - 1) * DELETE_MS);
    await expect(word).toHaveText("");
    // SPEC §9 "Typing delay: 50 ms per letter": after N×50 ms, N letters.
    const next = "Machine Learning";
    for (let letters = 1; letters <= next.length; letters += 1) {
      await page.clock.runFor(49);
      await expect(word).toHaveText(next.slice(0, letters - 1));
      await page.clock.runFor(1);
      await expect(word).toHaveText(next.slice(0, letters));
    }
    // "held about 2 seconds"
    await page.clock.runFor(1999);
    await expect(word).toHaveText(next);
    await page.clock.runFor(1);
    await expect(word).toHaveText("Machine Learnin");
    // Third word, then wrap around to the first.
    await page.clock.runFor((next.length - 1) * DELETE_MS + "AI Solutions".length * 50);
    await expect(word).toHaveText("AI Solutions");
    await page.clock.runFor(2000 + "AI Solutions".length * DELETE_MS - DELETE_MS + 50 * 10);
    await expect(word).toHaveText("Artificial");
  });

  test("typing never moves the layout: the line reserves the longest word's width", async ({ page }) => {
    await openPaused(page);
    await hydrated(hero(page));
    const subtitle = hero(page).getByText(homePage.hero.subtitle);
    const before = await subtitle.boundingBox();
    const h1Before = await page.getByRole("heading", { level: 1 }).boundingBox();
    await page.clock.runFor(2000 + 22 * DELETE_MS + 5 * 50);
    await expect(typedWord(page)).toHaveText("Machi");
    expect(await subtitle.boundingBox()).toEqual(before);
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(h1Before);
  });

  test('SPEC §9 "Subtitle delay: 1000 ms" (a fade from the first frame; its space is reserved)', async ({
    page,
  }) => {
    await page.goto("/");
    const subtitle = hero(page).getByText(homePage.hero.subtitle);
    // A CSS animation: seek it rather than wait, so the check does not depend on the machine's speed.
    const seek = (milliseconds: number) =>
      subtitle.evaluate((element, time) => {
        const [fade] = element.getAnimations();
        if (!fade) throw new Error("the subtitle has no animation");
        fade.pause();
        fade.currentTime = time;
        return fade.effect?.getTiming().delay;
      }, milliseconds);
    expect(await seek(0)).toBe(1000);
    // Invisible (1% opacity: painted with the first frame, so the delay does not postpone LCP).
    await expect(subtitle).toHaveCSS("opacity", "0.01");
    await seek(999);
    await expect(subtitle).toHaveCSS("opacity", "0.01");
    await seek(1000 + 500);
    await expect(subtitle).toHaveCSS("opacity", "1");
  });

  test("PRODUCT-DECISIONS 9: under prefers-reduced-motion one static word, subtitle shown, no typing", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPaused(page);
    await hydrated(hero(page));
    const subtitle = hero(page).getByText(homePage.hero.subtitle);
    await expect(subtitle).toHaveCSS("opacity", "1");
    await page.clock.runFor(20_000);
    await expect(typedWord(page)).toHaveText("Artificial Intelligence");
  });

  test('SPEC §2 Home 1: "A Get Quote button opens the quote form"', async ({ page }) => {
    await page.goto("/");
    await hydrated(hero(page));
    await hero(page).getByRole("button", { name: "Get Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Get a Quote" })).toBeVisible();
  });

  test('SPEC §2 Home 1: "A Schedule AI Strategy Meeting link goes to the external scheduling service"', async ({
    page,
  }) => {
    await page.goto("/");
    const link = hero(page).getByRole("link", { name: /Schedule AI Strategy Meeting/ });
    await expect(link).toHaveAttribute("href", siteConfig.schedulingUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });
});

test.describe("technology strip", () => {
  const strip = (page: Page) => page.getByRole("region", { name: homePage.techStrip.header.title });

  test('SPEC §2 Home 3: "A scrolling technology strip of ten tools" (the repeated copy is hidden from assistive tech)', async ({
    page,
  }) => {
    await page.goto("/");
    const list = strip(page).getByRole("list", { name: homePage.techStrip.header.title });
    await expect(list.getByRole("listitem")).toHaveText([
      "Python",
      "TensorFlow",
      "PyTorch",
      "Scikit-learn",
      "React",
      "Node.js",
      "AWS",
      "GCP",
      "Docker",
      "Kubernetes",
    ]);
    await expect(strip(page).getByRole("listitem")).toHaveCount(10);
  });

  test("the marquee pauses on hover and with the pause button; reduced motion makes it static", async ({
    page,
  }) => {
    await page.goto("/");
    const track = strip(page).locator("ul").first().locator("..");
    await expect(track).toHaveCSS("animation-play-state", "running");
    // The moving track is never "stable" for Playwright; point at the still frame around it.
    await track.locator("..").hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS("animation-play-state", "running");
    await strip(page).getByRole("button", { name: "Pause scrolling" }).click();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await expect(strip(page).getByRole("button", { name: "Pause scrolling" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track).toHaveCSS("animation-name", "none");
    await expect(strip(page).locator("ul[aria-hidden]")).toBeHidden();
  });
});

test.describe("testimonials carousel", () => {
  test('SPEC §2 Home 4 "A testimonials carousel of four"; WAI-ARIA carousel: labelled slides "n of 4"', async ({
    page,
  }) => {
    await openPaused(page);
    const carousel = testimonials(page);
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.getByRole("group", { includeHidden: true, name: /^\d of 4$/ })).toHaveCount(4);
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await expect(slide(carousel, "1 of 4")).toBeVisible();
    await expect(slide(carousel, "1 of 4")).toContainText("James Whitfield");
    await expect(carousel.getByRole("button", { name: /^Slide \d of 4$/ })).toHaveCount(4);
  });

  test('SPEC §4 "advances every 5 seconds and wraps around"', async ({ page }) => {
    await openPaused(page);
    const carousel = testimonials(page);
    await hydrated(carousel);
    await page.clock.runFor(4999);
    await expect(slide(carousel, "1 of 4")).toBeVisible();
    await page.clock.runFor(1);
    await expect(slide(carousel, "2 of 4")).toBeVisible();
    await expect(slide(carousel, "1 of 4")).toBeHidden();
    await expect(slide(carousel, "2 of 4")).toContainText("Priya Nair");
    await page.clock.runFor(5000);
    await expect(slide(carousel, "3 of 4")).toBeVisible();
    await page.clock.runFor(5000);
    await expect(slide(carousel, "4 of 4")).toBeVisible();
    await page.clock.runFor(5000);
    await expect(slide(carousel, "1 of 4")).toBeVisible();
  });

  test('SPEC §4 "During a 300 ms transition all controls are disabled" (arrows and dots)', async ({
    page,
  }) => {
    await openPaused(page);
    const carousel = testimonials(page);
    await hydrated(carousel);
    const next = carousel.getByRole("button", { name: "Next slide" });
    const prev = carousel.getByRole("button", { name: "Previous slide" });
    const dots = carousel.getByRole("button", { name: /^Slide \d of 4$/ });

    await next.click();
    await expect(slide(carousel, "2 of 4")).toBeVisible();
    for (const control of [next, prev, dots.nth(0), dots.nth(3)]) await expect(control).toBeDisabled();
    // A click during the transition changes nothing.
    await next.click({ force: true });
    await expect(slide(carousel, "2 of 4")).toBeVisible();
    await page.clock.runFor(299);
    await expect(next).toBeDisabled();
    await page.clock.runFor(1);
    for (const control of [next, prev, dots.nth(0), dots.nth(3)]) await expect(control).toBeEnabled();

    // The same lock follows an automatic advance.
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(slide(carousel, "3 of 4")).toBeVisible();
    await expect(prev).toBeDisabled();
    await page.clock.runFor(300);
    await expect(prev).toBeEnabled();

    // Previous wraps around from the first slide; a dot picks its slide.
    await dots.nth(0).click();
    await expect(slide(carousel, "1 of 4")).toBeVisible();
    await page.clock.runFor(300);
    await prev.click();
    await expect(slide(carousel, "4 of 4")).toBeVisible();
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
  });

  test("PRODUCT-DECISIONS 9: rotation pauses on hover and keyboard focus, and stops with the visible pause control", async ({
    page,
  }) => {
    await openPaused(page);
    const carousel = testimonials(page);
    await hydrated(carousel);
    const slides = carousel.locator("[aria-live]");
    await expect(slides).toHaveAttribute("aria-live", "off");

    await slide(carousel, "1 of 4").hover();
    await page.clock.runFor(15_000);
    await expect(slide(carousel, "1 of 4")).toBeVisible();
    await expect(slides).toHaveAttribute("aria-live", "polite");
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(slide(carousel, "2 of 4")).toBeVisible();

    await carousel.getByRole("button", { name: "Stop automatic slide show" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.clock.runFor(20_000);
    await expect(slide(carousel, "2 of 4")).toBeVisible();
    await carousel.getByRole("button", { name: "Start automatic slide show" }).click();
    await page.mouse.move(0, 0);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.clock.runFor(5000);
    await expect(slide(carousel, "3 of 4")).toBeVisible();
  });

  test("PRODUCT-DECISIONS 9: no auto-advance under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPaused(page);
    const carousel = testimonials(page);
    await hydrated(carousel);
    await expect(carousel.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(slide(carousel, "1 of 4")).toBeVisible();
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });
});

test.describe("three-tab section", () => {
  test('SPEC §2 Home 5: "Engagement Models, Solutions, Advisory & Digital Transformation. Four cards each; the first tab is selected initially"', async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: homePage.tabs.header.title });
    const tablist = section.getByRole("tablist", { name: "Ways to work with us" });
    await expect(tablist.getByRole("tab")).toHaveText([
      "Engagement Models",
      "Solutions",
      "Advisory & Digital Transformation",
    ]);
    await expect(tablist.getByRole("tab", { name: "Engagement Models" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = section.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    for (const [index, tab] of homePage.tabs.items.entries()) {
      if (index > 0) await tablist.getByRole("tab", { name: tab.label }).click();
      await expect(tablist.getByRole("tab", { name: tab.label })).toHaveAttribute("aria-selected", "true");
      await expect(section.getByRole("tabpanel", { name: tab.label })).toBeVisible();
      await expect(section.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(
        tab.cards.map((card) => card.title),
      );
    }
  });

  test("WAI-ARIA tabs: arrow keys, Home and End move the selection and the focus", async ({ page }) => {
    await page.goto("/");
    const tablist = page.getByRole("tablist", { name: "Ways to work with us" });
    const tab = (name: string) => tablist.getByRole("tab", { name });
    await tab("Engagement Models").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Solutions")).toBeFocused();
    await expect(tab("Solutions")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Solutions" })).toContainText("Custom Company GPT");
    await page.keyboard.press("End");
    await expect(tab("Advisory & Digital Transformation")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tab("Engagement Models")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Advisory & Digital Transformation")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab("Engagement Models")).toHaveAttribute("aria-selected", "true");
    // One tab stop: Tab leaves the tablist for the panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Engagement Models" })).toBeFocused();
  });
});

test.describe("portfolio section", () => {
  test('SPEC §2 Home 6: "tabs All, Web & Mobile, AI Automation. Each card has a Read More link to /portfolio/{slug}"', async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: homePage.portfolio.header.title });
    const tablist = section.getByRole("tablist");
    await expect(tablist.getByRole("tab")).toHaveText(["All", "Web & Mobile", "AI Automation"]);
    await expect(tablist.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");

    const readMore = section.getByRole("tabpanel").getByRole("link", { name: /^Read More/ });
    for (const tab of ["All", "Web & Mobile", "AI Automation"] as const) {
      await tablist.getByRole("tab", { name: tab }).click();
      const expected = portfolioProjects.filter((project) => tab === "All" || project.category === tab);
      await expect(readMore).toHaveCount(expected.length);
      const hrefs = await readMore.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(expected.map((project) => `/portfolio/${project.slug}`));
    }
    expect(portfolioProjects.filter((project) => project.category === "Web & Mobile")).toHaveLength(3);
    expect(portfolioProjects.filter((project) => project.category === "AI Automation")).toHaveLength(3);

    await tablist.getByRole("tab", { name: "AI Automation" }).click();
    await readMore.first().click();
    await expect(page).toHaveURL(/\/portfolio\/deepfake-audio$/);
  });
});

test.describe("experts carousel", () => {
  test('SPEC §2 Home 7 "An experts carousel of five leaders"; SPEC §9 "Expert slider height: 480"', async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = expertsCarousel(page);
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    const titles = await carousel
      .locator('[aria-roledescription="slide"] h3 + p')
      .evaluateAll((elements) => elements.map((element) => element.textContent));
    expect(titles).toEqual(["CEO", "CTO", "COO and Co-Founder", "Head of FinTech", "Head of Sustainability"]);
    const box = await carousel.locator("[aria-live]").boundingBox();
    expect(box?.height).toBe(480);
  });

  test('SPEC §4 "advance every 5 seconds, are paused while the pointer hovers, and wrap around"', async ({
    page,
  }) => {
    await openPaused(page);
    const carousel = expertsCarousel(page);
    await hydrated(carousel);
    await page.clock.runFor(5000);
    await expect(slide(carousel, "2 of 5")).toBeVisible();
    await slide(carousel, "2 of 5").hover();
    await page.clock.runFor(25_000);
    await expect(slide(carousel, "2 of 5")).toBeVisible();
    await page.mouse.move(0, 0);
    for (const expected of ["3 of 5", "4 of 5", "5 of 5", "1 of 5"]) {
      await page.clock.runFor(5000);
      await expect(slide(carousel, expected)).toBeVisible();
    }
  });

  for (const [width, shown] of [
    [1100, false],
    [1101, true],
    [1280, true],
  ] as const) {
    test(`SPEC §9 "arrows hidden at or below 1100 px": at ${width} px the arrows are ${shown ? "shown" : "hidden"}, the dots always`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const carousel = expertsCarousel(page);
      for (const name of ["Previous slide", "Next slide"]) {
        const arrow = carousel.getByRole("button", { name });
        if (shown) await expect(arrow).toBeVisible();
        else await expect(arrow).toBeHidden();
      }
      await expect(carousel.getByRole("button", { name: /^Slide \d of 5$/ })).toHaveCount(5);
      await expect(carousel.getByRole("button", { name: "Slide 1 of 5" })).toBeVisible();
    });
  }

  test('SPEC §2 Home 7: "a Get free consultation button that opens the quote form"', async ({ page }) => {
    await page.goto("/");
    await hydrated(expertsCarousel(page));
    const section = page.getByRole("region", { name: homePage.experts.header.title });
    await section.getByRole("button", { name: "Get free consultation" }).click();
    await expect(page.getByRole("dialog", { name: "Get a Quote" })).toBeVisible();
  });
});

test('SPEC §2 Home 9: "An about-style block with experts and a consultation modal"', async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: homePage.about.header.title });
  await expect(section.getByRole("listitem")).toHaveCount(5);
  await section.getByRole("button", { name: homePage.about.buttonLabel }).click();
  await expect(page.getByRole("dialog", { name: "Book a free consultation" })).toBeVisible();
});
