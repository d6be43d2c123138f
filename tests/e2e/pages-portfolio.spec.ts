import { caseStudies, getProject, portfolioPage } from "../../app/content/index.ts";
import { expect, test } from "./fixtures.ts";
import { breadcrumbNames, expectHeadingsInOrder, hrefs } from "./pages-helpers.ts";

const specSlugs = ["texttoui", "aimail", "markaid", "deepfake-audio", "hr-automation", "linkedin-automation"];

test.describe("/portfolio", () => {
  test("SPEC §2 Portfolio: the sections in order, from the hero to Get in Touch", async ({ page }) => {
    await page.goto("/portfolio");
    // "a hero (Our AI Solutions Portfolio)"
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our AI Solutions Portfolio");
    await expectHeadingsInOrder(page, [
      "Trusted By Leading Brands",
      portfolioPage.projectsHeader.title,
      "Case Studies & Results",
      portfolioPage.howWeWork.header.title,
      portfolioPage.expertise.header.title,
      "Get in Touch",
    ]);
  });

  test('SPEC §2: "a Trusted By Leading Brands strip of 6 logos" (SPEC §9 "trusted-by logos: 6")', async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const logos = page.getByRole("region", { name: "Trusted By Leading Brands" }).getByRole("img");
    await expect(logos).toHaveCount(6);
    for (const logo of portfolioPage.trustedBy.logos) {
      await expect(page.getByRole("img", { name: logo.name, exact: true })).toBeVisible();
    }
  });

  test('SPEC §2: "a single active tab All Projects" and "a grid of 6 project cards, each linking to /portfolio/{slug}"', async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(1);
    await expect(tabs).toHaveText("All Projects");
    await expect(tabs).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "All Projects" });
    await expect(panel.getByRole("article")).toHaveCount(6);
    expect(await hrefs(panel.getByRole("link"))).toEqual(specSlugs.map((slug) => `/portfolio/${slug}`));
  });

  test('SPEC §2: "a Case Studies & Results grid of 3 cards, each linking to /portfolio/case-study/{id}"', async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const region = page.getByRole("region", { name: "Case Studies & Results" });
    await expect(region.getByRole("article")).toHaveCount(3);
    expect(await hrefs(region.getByRole("link"))).toEqual([
      "/portfolio/case-study/0",
      "/portfolio/case-study/1",
      "/portfolio/case-study/2",
    ]);
    for (const study of caseStudies) {
      await expect(region.getByText(study.result, { exact: true })).toBeVisible();
    }
  });

  test('SPEC §2: "How We Work ... (Discovery & Ideation, Design & Build, Deliver & Support)", "Our Expertise ... 5 cards", "Get in Touch ... linking to /contact"', async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await expect(
      page
        .getByRole("region", { name: portfolioPage.howWeWork.header.title })
        .getByRole("heading", { level: 3 }),
    ).toHaveText(["Discovery & Ideation", "Design & Build", "Deliver & Support"]);
    await expect(
      page
        .getByRole("region", { name: portfolioPage.expertise.header.title })
        .getByRole("heading", { level: 3 }),
    ).toHaveText([
      "Machine Learning",
      "Cloud AI",
      "Predictive Analytics",
      "NLP & Chatbots",
      "Data Engineering",
    ]);
    const cta = page.locator("section").filter({ has: page.getByRole("heading", { name: "Get in Touch" }) });
    await expect(cta.getByRole("link")).toHaveAttribute("href", "/contact");
  });

  test('SPEC §2: "Cards animate in 100 ms after the page opens, staggered 80 ms per card"', async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const delays = await page
      .getByTestId("portfolio-card")
      .evaluateAll((cards) =>
        cards.map((card) => card.getAnimations().map((animation) => animation.effect?.getTiming().delay)),
      );
    expect(delays).toEqual([[100], [180], [260], [340], [420], [500]]);
  });

  test("with prefers-reduced-motion the portfolio cards do not animate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/portfolio");
    const counts = await page
      .getByTestId("portfolio-card")
      .evaluateAll((cards) => cards.map((card) => card.getAnimations().length));
    expect(counts).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

test.describe("/portfolio/{slug}", () => {
  test('SPEC §2: "Slugs: texttoui, aimail, markaid, deepfake-audio, hr-automation, linkedin-automation" all have a page', async ({
    request,
  }) => {
    for (const slug of specSlugs) {
      const response = await request.get(`/portfolio/${slug}`);
      expect(response.status(), slug).toBe(200);
    }
  });

  test('SPEC §2: "icon, title, overview, short and long description; a Key Features list; Tech Stack and Impact; Project Details as rich HTML"', async ({
    page,
  }) => {
    const project = getProject("aimail")!;
    await page.goto("/portfolio/aimail");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    await expect(page.locator("main header svg, main section svg").first()).toBeVisible();
    await expect(page.getByText(project.overview)).toBeVisible();
    await expect(page.getByText(project.desc)).toBeVisible();
    await expect(page.getByText(project.longDesc)).toBeVisible();
    await expectHeadingsInOrder(page, [
      "Overview",
      "Key Features",
      "Project Details",
      "Tech Stack",
      "Impact",
    ]);
    await expect(
      page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: "Key Features" }) })
        .getByRole("listitem"),
    ).toHaveText(project.features);
    const facts = page.getByRole("complementary", { name: "Project facts" });
    await expect(facts.getByRole("listitem")).toHaveText(project.tech);
    await expect(facts.getByText(project.impact)).toBeVisible();
    // Rich HTML: real h3 headings and list items.
    const details = page.getByRole("region", { name: "Project Details" });
    await expect(details.getByRole("heading", { level: 3 })).toHaveText([
      "The challenge",
      "Our approach",
      "The outcome",
    ]);
    await expect(details.getByRole("listitem")).toHaveCount(4);
  });

  test('SPEC §2: "a back button that goes one step back in history" — back to wherever the visitor came from', async ({
    page,
  }) => {
    await page.goto("/technologies/python");
    await page.getByRole("link", { name: /^Read More about MarkAid/ }).click();
    await expect(page).toHaveURL(/\/portfolio\/markaid$/);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/technologies\/python$/);

    // And from the portfolio list, back to the list.
    await page.goto("/portfolio");
    await page.getByRole("link", { name: "View project: HR Automation" }).click();
    await expect(page).toHaveURL(/\/portfolio\/hr-automation$/);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    // It went back in history: going forward returns to the project.
    await page.goForward();
    await expect(page).toHaveURL(/\/portfolio\/hr-automation$/);
  });

  test("opened directly (no history on this site), the back button goes to /portfolio", async ({ page }) => {
    await page.goto("/portfolio/deepfake-audio");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our AI Solutions Portfolio");
  });

  test("structured data: BreadcrumbList", async ({ page }) => {
    await page.goto("/portfolio/markaid");
    expect(await breadcrumbNames(page)).toEqual(["Home", "Portfolio", "MarkAid"]);
  });
});

test.describe("/portfolio/case-study/{id}", () => {
  test('SPEC §2: "takes the zero-based position of the case study. It shows logo, title, result, description and detail HTML"', async ({
    page,
  }) => {
    for (const [id, { title, result }] of caseStudies.entries()) {
      await page.goto(`/portfolio/case-study/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText(result, { exact: true })).toBeVisible();
      await expect(page.getByText(caseStudies[id]!.desc)).toBeVisible();
      await expect(page.locator(`main img[src="${caseStudies[id]!.logo.src}"]`)).toBeVisible();
      await expect(page.locator("main article h3").first()).toBeVisible();
    }
  });

  test('SPEC §2: "with a back button" (history back; /portfolio when opened directly)', async ({ page }) => {
    await page.goto("/portfolio");
    await page.getByRole("link", { name: "Read case study: Enterprise NLP Platform" }).click();
    await expect(page).toHaveURL(/\/portfolio\/case-study\/1$/);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);

    await page.goto("/portfolio/case-study/2");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });
});
