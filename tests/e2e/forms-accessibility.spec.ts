import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** WCAG 2.2 AA with the forms in their less common states: modals open, field errors and feedback shown. */
async function expectNoSeriousViolations(page: Page) {
  const blocking = await seriousViolations(page);
  expect(blocking).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

async function openQuoteDialog(page: Page) {
  await page.goto("/contact");
  await page.getByRole("main").getByRole("button", { name: "Get Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Get a Quote" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("axe: the quote dialog, open", async ({ page }) => {
  await openQuoteDialog(page);
  await expectNoSeriousViolations(page);
});

test("axe: the quote dialog showing field errors", async ({ page }) => {
  const dialog = await openQuoteDialog(page);
  await dialog.getByLabel("Name").fill("   ");
  await dialog.getByLabel("Email").fill("someone@example");
  await dialog.getByLabel("Requirements").fill("x");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousViolations(page);
});

test("axe: the consultation dialog, open", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("main").getByRole("button", { name: "Book a free consultation" }).click();
  await expect(page.getByRole("dialog", { name: "Book a free consultation" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("axe: /contact with a failure message shown", async ({ page }) => {
  await page.route(
    (url) => url.pathname === "/api/contact",
    (route) => route.fulfill({ status: 500, json: { error: "Something went wrong on our side." } }),
  );
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Grace Hopper");
  await form.getByLabel("Email").fill("grace@example.com");
  await form.getByLabel("Subject").fill("Hello");
  await form.getByLabel("Message").fill("Hello there");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).not.toBeEmpty();
  await expectNoSeriousViolations(page);
});

test("axe: /apply with a success message shown", async ({ page }) => {
  await page.goto("/apply?job=Frontend%20Developer");
  const form = page.getByRole("form", { name: "Application" });
  await form.getByLabel("Name").fill("Alan Turing");
  await form.getByLabel("Email").fill("alan@example.com");
  await form.getByLabel("Phone").fill("+92 300 1234567");
  await form
    .getByLabel("Resume")
    .setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("My CV") });
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(form.getByRole("status")).not.toBeEmpty();
  await expectNoSeriousViolations(page);
});
