import { expect, test } from "./fixtures.ts";
import { clientNavigate, expectSameDocument, markDocument } from "./pages-helpers.ts";

type Case = {
  situation: string;
  path: string;
  /** The exact heading. */
  title: string;
  /** Exact further text, if SPEC names one. */
  text?: string;
  /** The link back, if SPEC names one. */
  link?: { name: string; href: string };
  /** A page of the same route to start client-side navigation from. */
  from: string;
};

/** SPEC §8 "The error catalogue" (and PRODUCT-DECISIONS 3 for technologies). */
const cases: Case[] = [
  {
    situation: 'Unknown blog slug: "Post not found!" with a Back to Blog link',
    path: "/blog/unknown-post",
    title: "Post not found!",
    link: { name: "Back to Blog", href: "/blog" },
    from: "/blog/ai-in-fintech-redefining-finance",
  },
  {
    situation:
      'Unknown job slug: "Job Not Found" with "Sorry, we couldn\'t find the opening you were looking for."',
    path: "/careers/astronaut",
    title: "Job Not Found",
    text: "Sorry, we couldn't find the opening you were looking for.",
    from: "/careers/ml-engineer",
  },
  {
    situation:
      'Unknown service slug: "AI Service Not Found" with "We couldn\'t find the requested artificial intelligence service. Please browse our comprehensive AI solutions." and a link to /services',
    path: "/services/quantum-teleportation",
    title: "AI Service Not Found",
    text: "We couldn't find the requested artificial intelligence service. Please browse our comprehensive AI solutions.",
    link: { name: "Browse AI services", href: "/services" },
    from: "/services/ai-consulting",
  },
  {
    situation:
      'Unknown technology slug — PRODUCT-DECISIONS 3: "heading "Technology Not Found", a short sentence and a link back to /technologies"',
    path: "/technologies/cobol",
    title: "Technology Not Found",
    text: "We couldn't find the technology you were looking for.",
    link: { name: "Back to technologies", href: "/technologies" },
    from: "/technologies/python",
  },
  {
    situation: 'Unknown portfolio slug: "Project not found"',
    path: "/portfolio/unknown-project",
    title: "Project not found",
    from: "/portfolio/aimail",
  },
  {
    situation: 'Unknown case study id: "Case study not found"',
    path: "/portfolio/case-study/3",
    title: "Case study not found",
    from: "/portfolio/case-study/0",
  },
  {
    situation: 'Non-numeric case study id: "Case study not found"',
    path: "/portfolio/case-study/first",
    title: "Case study not found",
    from: "/portfolio/case-study/1",
  },
  {
    situation: 'Case study id that is not a plain zero-based number ("01"): "Case study not found"',
    path: "/portfolio/case-study/01",
    title: "Case study not found",
    from: "/portfolio/case-study/2",
  },
];

for (const entry of cases) {
  test.describe(`SPEC §8 ${entry.situation}`, () => {
    test(`the server answers ${entry.path} with HTTP 404 and the message in the HTML`, async ({
      request,
    }) => {
      const response = await request.get(entry.path);
      expect(response.status()).toBe(404);
      const html = (await response.text()).replace(/&#x27;/g, "'");
      expect(html).toContain(`>${entry.title}</h1>`);
      if (entry.text) expect(html).toContain(entry.text);
    });

    test("the page shows exactly that message in place", async ({ page }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
      if (entry.text) await expect(page.getByText(entry.text, { exact: true })).toBeVisible();
      if (entry.link) {
        await expect(page.getByRole("link", { name: entry.link.name })).toHaveAttribute(
          "href",
          entry.link.href,
        );
      }
      // The URL stays what the visitor asked for.
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
    });

    test("client-side navigation to it shows the same message", async ({ page }) => {
      await page.goto(entry.from);
      await markDocument(page);
      await clientNavigate(page, entry.path);
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
      if (entry.text) await expect(page.getByText(entry.text, { exact: true })).toBeVisible();
      await expectSameDocument(page);
    });
  });
}

test("an unknown slug's page is not indexed (robots noindex)", async ({ page }) => {
  await page.goto("/blog/unknown-post");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("the link back from a not-found screen works", async ({ page }) => {
  await page.goto("/services/quantum-teleportation");
  await page.getByRole("link", { name: "Browse AI services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("AI Service Not Found");
});
