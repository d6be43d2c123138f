import { services } from "../../app/content/index.ts";
import { expect, test } from "./fixtures.ts";
import {
  breadcrumbNames,
  decodeHtml,
  expectHeadingsInOrder,
  expectSameDocument,
  hrefs,
  markDocument,
} from "./pages-helpers.ts";

const detailSlugs = [
  "ai-product-dev",
  "ml-models",
  "ai-integration",
  "ai-consulting",
  "blockchain-product-dev",
  "web-mobile-dev",
  "ai-automation",
  "white-label-ai",
  "custom-gpt",
];

test.describe("/services", () => {
  test('SPEC §2 Services: "/services shows 6 service cards linking to /services/{slug}, a How We Work section (3 steps) and a Why Choose section (4 cards)"', async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectHeadingsInOrder(page, [
      "What we can do for you",
      "A clear path from idea to impact",
      "Why choose us",
    ]);

    // SPEC §9 "service cards: 6"
    const cards = page.getByRole("region", { name: "What we can do for you" }).getByRole("article");
    await expect(cards).toHaveCount(6);
    const links = await hrefs(cards.getByRole("link"));
    expect(links).toHaveLength(6);
    for (const href of links) expect(href).toMatch(/^\/services\/[a-z-]+$/);
    for (const href of links) expect(detailSlugs).toContain(href!.replace("/services/", ""));

    // SPEC §9 "How We Work steps: 3 (services ...)"
    await expect(
      page.getByRole("region", { name: "A clear path from idea to impact" }).getByRole("listitem"),
    ).toHaveCount(3);
    // SPEC §9 "Why Choose cards: 4 (services)"
    await expect(page.getByRole("region", { name: "Why choose us" }).getByRole("article")).toHaveCount(4);
  });

  test("a service card opens its detail page on the client", async ({ page }) => {
    await page.goto("/services");
    await markDocument(page);
    await page.getByRole("link", { name: "Explore service" }).first().click();
    await expect(page).toHaveURL(/\/services\/ai-product-dev$/);
    await expect(page.getByRole("heading", { level: 1, name: "AI Product Development" })).toBeVisible();
    await expectSameDocument(page);
  });
});

test.describe("/services/{slug}", () => {
  test('SPEC §2: "Slugs in the detail data: ai-product-dev, ml-models, ai-integration, ai-consulting, blockchain-product-dev, web-mobile-dev, ai-automation, white-label-ai, custom-gpt" all have a page', async ({
    request,
  }) => {
    for (const slug of detailSlugs) {
      const response = await request.get(`/services/${slug}`);
      expect(response.status(), slug).toBe(200);
      const service = services.find((entry) => entry.slug === slug)!;
      const html = decodeHtml(await response.text());
      expect(html, slug).toContain(`>${service.title}</h1>`);
      for (const paragraph of service.details) expect(html, slug).toContain(paragraph);
    }
  });

  test('SPEC §2: "/services/{slug} shows title, description, details and a feature list", with breadcrumbs', async ({
    page,
  }) => {
    const service = services.find((entry) => entry.slug === "ml-models")!;
    await page.goto("/services/ml-models");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
    await expect(page.getByText(service.description)).toBeVisible();
    for (const paragraph of service.details) await expect(page.getByText(paragraph)).toBeVisible();
    const features = page.getByRole("complementary").getByRole("listitem");
    await expect(features).toHaveText(service.features);

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Services"]);
    expect(await breadcrumbNames(page)).toEqual(["Home", "Services", service.title]);
  });

  test("the Get a Quote button asks the quote form to open", async ({ page }) => {
    await page.goto("/services/ai-integration");
    await page.evaluate(() => {
      window.addEventListener("meridian:open-quote-form", () => {
        (window as unknown as { quoteOpened: boolean }).quoteOpened = true;
      });
    });
    await page.getByRole("button", { name: "Get a Quote" }).click();
    expect(await page.evaluate(() => (window as unknown as { quoteOpened?: boolean }).quoteOpened)).toBe(
      true,
    );
  });
});
