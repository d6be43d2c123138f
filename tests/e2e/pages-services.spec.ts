import { serviceCards, services, servicesPage } from "../../app/content/index.ts";
import { expect, test } from "./fixtures.ts";
import {
  breadcrumbNames,
  decodeHtml,
  expectHeadingsInOrder,
  expectSameDocument,
  hrefs,
  markDocument,
} from "./pages-helpers.ts";

/** Every service has a detail page (the SPEC's nine slugs are pinned in spec-conformance). */
const detailSlugs = services.map((service) => service.slug);
const { cardsHeader, howWeWork, whyChoose } = servicesPage;

test.describe("/services", () => {
  test('SPEC §2 Services: "/services shows 6 service cards linking to /services/{slug}, a How We Work section (3 steps) and a Why Choose section (4 cards)"', async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectHeadingsInOrder(page, [cardsHeader.title, howWeWork.header.title, whyChoose.header.title]);

    // Every service card of the content, each linking to an existing service page.
    const cards = page.getByRole("region", { name: cardsHeader.title }).getByRole("article");
    await expect(cards).toHaveCount(serviceCards.length);
    const links = await hrefs(cards.getByRole("link"));
    expect(links).toEqual(serviceCards.map((card) => card.href));
    for (const href of links) expect(detailSlugs).toContain(href!.replace("/services/", ""));

    await expect(
      page.getByRole("region", { name: howWeWork.header.title }).getByRole("listitem"),
    ).toHaveCount(howWeWork.steps.length);
    await expect(page.getByRole("region", { name: whyChoose.header.title }).getByRole("article")).toHaveCount(
      whyChoose.items.length,
    );
  });

  test("a service card opens its detail page on the client", async ({ page }) => {
    await page.goto("/services");
    await markDocument(page);
    await page.getByRole("link", { name: "Explore service" }).first().click();
    const [firstCard] = serviceCards;
    await expect(page).toHaveURL(new RegExp(`${firstCard!.href}$`));
    await expect(page.getByRole("heading", { level: 1, name: firstCard!.title })).toBeVisible();
    await expectSameDocument(page);
  });
});

test.describe("/services/{slug}", () => {
  test('SPEC §2: "/services/{slug}": every service of the content has its page', async ({ request }) => {
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
