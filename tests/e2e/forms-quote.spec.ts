import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { consoleErrors, failNextPost, holdPosts, multipartField, recordPosts } from "./forms-helpers";

const FAILURE = "Failed to send your request. Please try again later.";

const quoteDialog = (page: Page) => page.getByRole("dialog", { name: "Get a Quote" });
const getQuoteButton = (page: Page) => page.getByRole("main").getByRole("button", { name: "Get Quote" });

async function openQuoteForm(page: Page) {
  await getQuoteButton(page).click();
  await expect(quoteDialog(page)).toBeVisible();
}

async function fillQuote(page: Page) {
  const dialog = quoteDialog(page);
  await dialog.getByLabel("Name").fill("Katherine Johnson");
  await dialog.getByLabel("Email").fill("katherine@example.com");
  await dialog.getByLabel("Requirements").fill("A demand forecasting model for 300 stores, live by Q3.");
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("quote form modal", () => {
  test('SPEC §2 "Quote form: A modal opened from Get Quote"; its code loads on first open only', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/contact");
    await expect(getQuoteButton(page)).toBeEnabled();
    expect(scripts.filter((url) => url.includes("QuoteModal"))).toEqual([]);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await openQuoteForm(page);
    expect(scripts.filter((url) => url.includes("QuoteModal")).length).toBeGreaterThan(0);
    const dialog = quoteDialog(page);
    await expect(dialog.getByLabel("Name")).toBeFocused();
    // SPEC §5 "Quote | name required (text); email required (email type); requirements required (multi-line, 5 rows); document optional, single file"
    await expect(dialog.getByLabel("Name")).toHaveAttribute("required", "");
    await expect(dialog.getByLabel("Name")).toHaveAttribute("type", "text");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Requirements")).toHaveAttribute("required", "");
    await expect(dialog.getByLabel("Requirements")).toHaveAttribute("rows", "5");
    const document = dialog.getByLabel("Document");
    await expect(document).toHaveAttribute("type", "file");
    await expect(document).not.toHaveAttribute("required");
    await expect(document).not.toHaveAttribute("multiple");
    await expect(document).toHaveAttribute("accept", /\.pdf.*\.png.*\.xlsx.*\.zip/);
  });

  test("the dialog: Escape and the close button close it, focus returns to Get Quote, typed data survives, the page does not scroll behind it", async ({
    page,
  }) => {
    test.slow(); // Many steps; on a busy 2-core machine they can take longer than the default.
    await page.goto("/contact");
    await openQuoteForm(page);
    const dialog = quoteDialog(page);
    await dialog.getByLabel("Name").fill("Katherine Johnson");

    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(getQuoteButton(page)).toBeFocused();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");

    await openQuoteForm(page);
    await expect(dialog.getByLabel("Name")).toHaveValue("Katherine Johnson");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(getQuoteButton(page)).toBeFocused();

    // A click on the backdrop closes it too.
    await openQuoteForm(page);
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
  });

  test('SPEC §4 "submitting (button disabled, label "Submitting...")"; "On success it shows the server message, clears the fields and closes automatically after 3 seconds" (SPEC §9: 3000 ms)', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/contact");
    await openQuoteForm(page);
    await fillQuote(page);
    const dialog = quoteDialog(page);
    await dialog
      .getByLabel("Document")
      .setInputFiles({ name: "brief.png", mimeType: "image/png", buffer: PNG });
    // From here on, page time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);

    const release = await holdPosts(page, "/api/quote");
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/quote"));
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    const response = await answered;
    expect(response.status()).toBe(201);
    // SPEC §7 "POST /api/quote | multipart form data: name, email, requirements, optional document | field data.message is shown on success"
    const answer = (await response.json()) as { data: { message: string }; id: string };
    expect(answer.id).toMatch(/\S/);
    const sent = response.request();
    expect(multipartField(sent, "name")).toBe("Katherine Johnson");
    expect(multipartField(sent, "email")).toBe("katherine@example.com");
    expect(multipartField(sent, "requirements")).toBe(
      "A demand forecasting model for 300 stores, live by Q3.",
    );
    expect(sent.postDataBuffer()?.toString("latin1")).toContain('name="document"; filename="brief.png"');

    await expect(dialog.getByRole("status")).toHaveText(answer.data.message);
    await expect(dialog.getByLabel("Name")).toHaveValue("");
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await expect(dialog.getByLabel("Requirements")).toHaveValue("");
    await expect(dialog.getByLabel("Document")).toHaveJSProperty("files.length", 0);

    await page.clock.runFor(2_999);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog).toBeHidden();
    await expect(getQuoteButton(page)).toBeFocused();

    // Reopened, it is a fresh form again.
    await openQuoteForm(page);
    await expect(dialog.getByRole("status")).toBeEmpty();
    await expect(dialog.getByRole("button", { name: "Send Request" })).toBeEnabled();
  });

  test('SPEC §8 "Quote submission fails (any error) | "Failed to send your request. Please try again later." in the form; the error is logged to the console"; SPEC §4 "stays open"', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.clock.install();
    await page.goto("/contact");
    await openQuoteForm(page);
    await fillQuote(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await failNextPost(page, "/api/quote");
    const dialog = quoteDialog(page);
    await dialog.getByRole("button", { name: "Send Request" }).click();

    await expect(dialog.getByRole("alert")).toHaveText(FAILURE);
    expect(errors.some((text) => text.includes("/api/quote"))).toBe(true);
    await page.clock.runFor(10_000);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Katherine Johnson");
    await expect(dialog.getByLabel("Email")).toHaveValue("katherine@example.com");
    await expect(dialog.getByLabel("Requirements")).toHaveValue(
      "A demand forecasting model for 300 stores, live by Q3.",
    );
  });

  test('SPEC §4 "A repeat submit while submitting is ignored": a double-click sends one request', async ({
    page,
  }) => {
    const posts = await recordPosts(page, "/api/quote");
    await page.goto("/contact");
    await openQuoteForm(page);
    await fillQuote(page);
    await quoteDialog(page).getByRole("button", { name: "Send Request" }).dblclick();
    await expect(quoteDialog(page).getByRole("status")).not.toBeEmpty();
    expect(posts).toHaveLength(1);
  });
});
