import { privacyPolicyMeta, privacySections } from "../../app/content/index.ts";
import { siteConfig } from "../../app/site.config.ts";
import { expect, test } from "./fixtures.ts";
import { hrefs } from "./pages-helpers.ts";

test.describe("/privacy-policy", () => {
  test('SPEC §2 Privacy policy: "18 numbered sections with a table of contents and anchor links" (SPEC §9 "privacy sections: 18")', async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    const links = toc.getByRole("link");
    await expect(links).toHaveCount(18);
    const targets = await hrefs(links);
    expect(targets).toEqual(privacySections.map((section) => `#${section.id}`));

    const headings = page.locator("main section[id] > h2");
    await expect(headings).toHaveCount(18);
    const texts = (await headings.allInnerTexts()).map((text) => text.trim());
    texts.forEach((text, index) => {
      expect(text).toBe(`${index + 1}. ${privacySections[index]!.title}`);
    });
    // Every anchor points at an existing section.
    for (const target of targets) await expect(page.locator(target!)).toHaveCount(1);
  });

  test("a table of contents link jumps to its section", async ({ page }) => {
    await page.goto("/privacy-policy");
    const section = privacySections.find((entry) => entry.id === "do-not-track")!;
    await page
      .getByRole("navigation", { name: "Table of contents" })
      .getByRole("link", { name: new RegExp(section.title) })
      .click();
    await expect(page).toHaveURL(/#do-not-track$/);
    await expect(
      page.getByRole("heading", { level: 2, name: `${section.number}. ${section.title}` }),
    ).toBeInViewport();
  });

  test('SPEC §2: effective and last-updated dates (PRODUCT-DECISIONS 5: fixed dates kept with the text) and "Version 1.0"', async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const facts = page.locator("main dl").first();
    await expect(facts.locator("dt")).toHaveText(["Effective date", "Last updated", "Version"]);
    const times = facts.locator("time");
    await expect(times.nth(0)).toHaveAttribute("datetime", privacyPolicyMeta.effectiveDate);
    await expect(times.nth(1)).toHaveAttribute("datetime", privacyPolicyMeta.lastUpdated);
    const long = (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
    await expect(times.nth(0)).toHaveText(long(privacyPolicyMeta.effectiveDate));
    await expect(times.nth(1)).toHaveText(long(privacyPolicyMeta.lastUpdated));
    await expect(facts.locator("dd").nth(2)).toHaveText("1.0");
  });

  test('SPEC §2 topics: "minors (under 18 not knowingly collected)", "Do-Not-Track (not honoured)" and "a link to an external data request form"', async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.locator("#minors")).toContainText("18");
    await expect(page.locator("#do-not-track")).toContainText(/Do-Not-Track/);
    const request = page.getByRole("link", { name: /^Submit a data request/ });
    await expect(request).toHaveAttribute("href", siteConfig.dataRequestUrl);
    await expect(request).toHaveAttribute("target", "_blank");
    await expect(request).toHaveAttribute("rel", /noopener/);
  });
});
