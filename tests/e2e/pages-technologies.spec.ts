import { getTechnology, technologiesPage } from "../../app/content/index.ts";
import { siteConfig } from "../../app/site.config.ts";
import { expect, test } from "./fixtures.ts";
import { breadcrumbNames, decodeHtml, expectHeadingsInOrder, hrefs } from "./pages-helpers.ts";

const specSlugs = [
  "python",
  "nodejs",
  "django",
  "langchain",
  "aws",
  "solidity",
  "reactjs",
  "angular",
  "vuejs",
  "flutter",
  "reactnative",
  "pwa",
  "kotlin",
  "openai",
  "aiconsole",
  "seachat",
];

test.describe("/technologies", () => {
  test('SPEC §2 Technologies: "a hero; benefits; a grid of 17 technology cards ...; selection criteria; integration; a timeline 2018, 2020, 2022, 2024; an FAQ", in that order', async ({
    page,
  }) => {
    await page.goto("/technologies");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(technologiesPage.hero.title);
    await expectHeadingsInOrder(page, [
      technologiesPage.benefits.header.title,
      technologiesPage.grid.header.title,
      technologiesPage.selectionCriteria.header.title,
      technologiesPage.integration.header.title,
      technologiesPage.timeline.header.title,
      technologiesPage.faq.header.title,
    ]);
  });

  test('SPEC §9 "technology cards: 17", each "linking to /technologies/{slug}" (PRODUCT-DECISIONS 4: the 16 slugs plus one more)', async ({
    page,
  }) => {
    await page.goto("/technologies");
    const grid = page.getByRole("region", { name: technologiesPage.grid.header.title });
    await expect(grid.getByRole("article")).toHaveCount(17);
    const links = await hrefs(grid.getByRole("link"));
    expect(links).toHaveLength(17);
    const slugs = links.map((href) => href?.replace(/^\/technologies\//, ""));
    for (const slug of specSlugs) expect(slugs).toContain(slug);
    expect(new Set(slugs).size).toBe(17);
  });

  test('SPEC §9 "Timeline years: 2018, 2020, 2022, 2024"', async ({ page }) => {
    await page.goto("/technologies");
    const timeline = page.getByRole("region", { name: technologiesPage.timeline.header.title });
    await expect(timeline.locator("time")).toHaveText(["2018", "2020", "2022", "2024"]);
  });

  test("the technologies FAQ is an accordion: first answer open, one open at a time", async ({ page }) => {
    await page.goto("/technologies");
    const faq = page.getByRole("region", { name: technologiesPage.faq.header.title });
    const [first, second] = technologiesPage.faq.items;
    const firstButton = faq.getByRole("button", { name: first!.question });
    const secondButton = faq.getByRole("button", { name: second!.question });
    await expect(firstButton).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(first!.answer)).toBeVisible();
    await expect(faq.getByText(second!.answer)).toBeHidden();
    await secondButton.click();
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(second!.answer)).toBeVisible();
    await expect(faq.getByText(first!.answer)).toBeHidden();
  });

  test("a card opens the technology's page", async ({ page }) => {
    await page.goto("/technologies");
    await page.getByRole("link", { name: "Flutter", exact: true }).click();
    await expect(page).toHaveURL(/\/technologies\/flutter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flutter");
  });
});

test.describe("/technologies/{slug}", () => {
  test('SPEC §2: every slug "python, nodejs, django, langchain, aws, solidity, reactjs, angular, vuejs, flutter, reactnative, pwa, kotlin, openai, aiconsole, seachat" has its page', async ({
    request,
  }) => {
    for (const slug of specSlugs) {
      const response = await request.get(`/technologies/${slug}`);
      expect(response.status(), slug).toBe(200);
      expect(decodeHtml(await response.text()), slug).toContain(getTechnology(slug)!.whatWeProvide);
    }
  });

  test('SPEC §2: "A hero with the name (first word plain, the rest highlighted ...)"', async ({ page }) => {
    await page.goto("/technologies/pwa");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Progressive Web Apps");
    await expect(heading.locator(".text-gradient")).toHaveText("Web Apps");
    // The subtitle is plain when the name itself carries the highlight.
    await expect(page.getByTestId("technology-subtitle")).not.toHaveClass(/text-gradient/);

    await page.goto("/technologies/reactnative");
    await expect(page.getByRole("heading", { level: 1 }).locator(".text-gradient")).toHaveText("Native");
  });

  test('SPEC §2: "if the name is one word, the subtitle is highlighted"; the detailed description follows', async ({
    page,
  }) => {
    const python = getTechnology("python")!;
    await page.goto("/technologies/python");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Python");
    await expect(heading.locator(".text-gradient")).toHaveCount(0);
    const subtitle = page.getByTestId("technology-subtitle");
    await expect(subtitle).toHaveText(python.subtitle);
    await expect(subtitle).toHaveClass(/text-gradient/);
    await expect(page.getByText(python.detailedDescription)).toBeVisible();
  });

  test('SPEC §2: "Sections: What We Provide, Our Services, Main Uses, Applications, Why Choose the provider" and "Case Studies" with image, title, description and Read More', async ({
    page,
  }) => {
    const python = getTechnology("python")!;
    await page.goto("/technologies/python");
    await expectHeadingsInOrder(page, [
      "What We Provide",
      "Our Services",
      "Main Uses",
      "Applications",
      `Why Choose ${siteConfig.brandName}`,
      "Case Studies",
    ]);
    await expect(page.getByText(python.whatWeProvide)).toBeVisible();
    const list = (title: string) =>
      page
        .locator("div.card")
        .filter({ has: page.getByRole("heading", { level: 2, name: title }) })
        .getByRole("listitem");
    await expect(list("Our Services")).toHaveText(python.services);
    await expect(list("Main Uses")).toHaveText(python.mainUses);
    await expect(list("Applications")).toHaveText(python.applications);
    await expect(list(`Why Choose ${siteConfig.brandName}`)).toHaveText(python.whyChoose);

    const studies = page.getByRole("region", { name: "Case Studies" }).getByRole("article");
    await expect(studies).toHaveCount(python.caseStudies.length);
    const [first] = python.caseStudies;
    const firstCard = studies.first();
    await expect(firstCard.getByRole("heading", { level: 3 })).toHaveText(first!.title);
    await expect(firstCard.getByText(first!.description)).toBeVisible();
    await expect(firstCard.locator("img")).toHaveCount(1);
    await expect(firstCard.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", first!.link!);
  });

  test('SPEC §2: "bullet lists shown only when non-empty" and "A Case Studies section shown only when case studies exist"', async ({
    page,
  }) => {
    const aiconsole = getTechnology("aiconsole")!;
    expect(aiconsole.applications).toEqual([]);
    expect(aiconsole.caseStudies).toEqual([]);
    await page.goto("/technologies/aiconsole");
    await expect(page.getByRole("heading", { level: 2, name: "Main Uses" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Applications" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Case Studies" })).toHaveCount(0);
  });

  test("a case study without image or link shows neither (SPEC: optional image, optional Read More)", async ({
    page,
  }) => {
    const langchain = getTechnology("langchain")!;
    const study = langchain.caseStudies[0]!;
    expect(study.image).toBeUndefined();
    await page.goto("/technologies/langchain");
    const card = page.getByRole("region", { name: "Case Studies" }).getByRole("article").first();
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(study.title);
    await expect(card.locator("img")).toHaveCount(0);
  });

  test('SPEC §2: "A back link to /technologies"', async ({ page }) => {
    await page.goto("/technologies/kotlin");
    await page.getByRole("link", { name: "Back to technologies" }).click();
    await expect(page).toHaveURL(/\/technologies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(technologiesPage.hero.title);
  });

  test("structured data: BreadcrumbList Home › Technologies › name", async ({ page }) => {
    await page.goto("/technologies/openai");
    expect(await breadcrumbNames(page)).toEqual(["Home", "Technologies", "OpenAI"]);
  });
});
