import type { Page } from "@playwright/test";
import { faqCategories, faqItems, faqPage } from "../../app/content/index.ts";
import { expect, test } from "./fixtures.ts";
import { decodeHtml, jsonLd } from "./pages-helpers.ts";

/** The content's categories (the SPEC's five are pinned in spec-conformance). */
const categories = faqCategories;
const [firstCategory = "", secondCategory = ""] = categories;
const inCategory = (category: string) => faqItems.filter((item) => item.category === category);
const questions = (page: Page) => page.locator("main").getByRole("heading", { level: 2 }).getByRole("button");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search questions" });

test.describe("/faq", () => {
  test('SPEC §2 FAQ: "5 category buttons: General, Billing, Technical, Careers, Services" — SPEC §4 "category (default General)"', async ({
    page,
  }) => {
    await page.goto("/faq");
    const group = page.getByRole("group", { name: "Categories" });
    await expect(group.getByRole("button")).toHaveText(categories);
    await expect(group.getByRole("button", { name: "General" })).toHaveAttribute("aria-pressed", "true");
    for (const other of categories.slice(1)) {
      await expect(group.getByRole("button", { name: other })).toHaveAttribute("aria-pressed", "false");
    }
    await expect(questions(page)).toHaveText(
      faqItems.filter((item) => item.category === "General").map((item) => item.question),
    );
  });

  test("the categories hold every FAQ item between them, all in the prerendered HTML", async ({
    page,
    request,
  }) => {
    const html = decodeHtml(await (await request.get("/faq")).text());
    for (const item of faqItems) {
      expect(html).toContain(item.question);
      expect(html).toContain(item.answer);
    }
    await page.goto("/faq");
    let total = 0;
    for (const category of categories) {
      await page.getByRole("button", { name: category, exact: true }).click();
      await expect(page.getByRole("button", { name: category, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const expected = faqItems.filter((item) => item.category === category).map((item) => item.question);
      await expect(questions(page)).toHaveText(expected);
      total += await questions(page).count();
    }
    expect(total).toBe(faqItems.length);
  });

  test('SPEC §2: "An accordion with one item open at a time (the first is open by default)"', async ({
    page,
  }) => {
    await page.goto("/faq");
    const general = faqItems.filter((item) => item.category === "General");
    // Any two questions of the default category show it, however many the content holds.
    const [first, second] = general.map((item) => page.getByRole("button", { name: item.question }));
    await expect(first!).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(general[0]!.answer)).toBeVisible();
    await expect(second!).toHaveAttribute("aria-expanded", "false");

    await second!.click();
    await expect(second!).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(general[1]!.answer)).toBeVisible();
    await expect(first!).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(general[0]!.answer)).toBeHidden();
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(1);

    // Clicking the open item closes it.
    await second!.click();
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
  });

  test("changing the category opens the first question of the new category", async ({ page }) => {
    await page.goto("/faq");
    const general = faqItems.filter((item) => item.category === "General");
    await page.getByRole("button", { name: general.at(-1)!.question }).click();
    await page.getByRole("button", { name: "Billing", exact: true }).click();
    const billing = faqItems.filter((item) => item.category === "Billing");
    await expect(page.getByRole("button", { name: billing[0]!.question })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByText(billing[0]!.answer)).toBeVisible();
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(1);
  });

  test('SPEC §5: "FAQ search is a case-insensitive substring match on the question within the selected category"', async ({
    page,
  }) => {
    await page.goto("/faq");
    const matching = (category: string, text: string) =>
      inCategory(category)
        .filter((item) => item.question.toLowerCase().includes(text.toLowerCase()))
        .map((item) => item.question);
    // Two words from the middle of the first question, in capitals.
    const target = inCategory(firstCategory)[0]!;
    const words = target.question.split(" ").slice(-3, -1).join(" ");
    await search(page).fill(words.toUpperCase());
    await expect(questions(page)).toHaveText(matching(firstCategory, words));
    // The match is opened.
    await expect(page.getByRole("button", { name: target.question })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    // Only questions are searched, not answers.
    const answerWords = target.answer.split(" ").slice(0, 3).join(" ");
    expect(matching(firstCategory, answerWords)).toEqual([]);
    await search(page).fill(answerWords);
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByText(faqPage.emptyText)).toBeVisible();

    // Within the selected category: a question of the second category is not found in the first.
    const other = inCategory(secondCategory)[0]!;
    const otherWords = other.question.split(" ").slice(-3).join(" ").replace(/\?$/, "");
    await search(page).fill(otherWords);
    await expect(questions(page)).toHaveText(matching(firstCategory, otherWords));
    await page.getByRole("button", { name: secondCategory, exact: true }).click();
    await expect(questions(page)).toHaveText(matching(secondCategory, otherWords));

    await search(page).fill("");
    await expect(questions(page)).toHaveCount(inCategory(secondCategory).length);
  });

  test('SPEC §2 FAQ: "A chat button" that opens the chat widget', async ({ page }) => {
    await page.goto("/faq");
    await page.evaluate(() => {
      window.addEventListener("meridian:open-chat", () => {
        (window as unknown as { chatOpened: boolean }).chatOpened = true;
      });
    });
    await page.getByRole("button", { name: faqPage.chat.buttonLabel }).click();
    expect(await page.evaluate(() => (window as unknown as { chatOpened?: boolean }).chatOpened)).toBe(true);
  });

  test("structured data: FAQPage with all 13 questions and answers", async ({ page }) => {
    await page.goto("/faq");
    const [data] = await jsonLd(page, "FAQPage");
    const entities = data?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(13);
    expect(entities.map((entity) => entity.name)).toEqual(faqItems.map((item) => item.question));
    expect(entities.map((entity) => entity.acceptedAnswer.text)).toEqual(faqItems.map((item) => item.answer));
  });
});
