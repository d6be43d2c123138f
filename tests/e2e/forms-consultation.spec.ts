import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { consoleErrors, failNextPost, holdPosts, recordPosts } from "./forms-helpers";

/** The /contact page's consultation button (config: homeConsultationModal in app/content/consultation.ts). */
const OPENER = "Book a free consultation";
const FAILURE = "Failed to send your request. Please try again later.";

const opener = (page: Page) => page.getByRole("main").getByRole("button", { name: OPENER });
const consultationDialog = (page: Page) => page.getByRole("dialog", { name: "Book a free consultation" });

async function openConsultation(page: Page) {
  await page.goto("/contact");
  await opener(page).click();
  await expect(consultationDialog(page)).toBeVisible();
}

async function fillConsultation(page: Page) {
  const dialog = consultationDialog(page);
  await dialog.getByLabel("Name").fill("Ada Lovelace");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByLabel("Company").fill("Analytical Engines Ltd");
  await dialog.getByLabel("Preferred date and time").fill("2026-09-01T10:30");
  await dialog
    .getByLabel("Requirements")
    .fill("We want to understand where AI could cut our month-end close.");
}

test.describe("consultation booking modal", () => {
  test('SPEC §5 "Consultation modal | name, email, requirements required; company and datetime optional"; configured heading and description (SPEC §3)', async ({
    page,
  }) => {
    await openConsultation(page);
    const dialog = consultationDialog(page);
    await expect(dialog).toHaveAccessibleDescription(
      /Tell us about your goals and pick a time that suits you/,
    );
    await expect(dialog.getByLabel("Name")).toBeFocused();
    for (const label of ["Name", "Email", "Requirements"]) {
      await expect(dialog.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Company")).not.toHaveAttribute("required");
    await expect(dialog.getByLabel("Preferred date and time")).toHaveAttribute("type", "datetime-local");
    await expect(dialog.getByLabel("Preferred date and time")).not.toHaveAttribute("required");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener(page)).toBeFocused();
  });

  test('PRODUCT-DECISIONS 7: "submits to POST /api/consultation (JSON: name, email, company, datetime, requirements, plus the modal\'s emailTo)"; success shows the message and resets', async ({
    page,
  }) => {
    await openConsultation(page);
    await fillConsultation(page);
    const dialog = consultationDialog(page);
    const release = await holdPosts(page, "/api/consultation");
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/consultation"));
    await dialog.getByRole("button", { name: "Request Consultation" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    const response = await answered;
    expect(response.status()).toBe(201);
    const answer = (await response.json()) as { message: string; id: string };
    expect(answer.id).toMatch(/\S/);
    expect(response.request().postDataJSON()).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines Ltd",
      datetime: "2026-09-01T10:30",
      requirements: "We want to understand where AI could cut our month-end close.",
      emailTo: "hello@meridian-ai.example",
    });
    await expect(dialog.getByRole("status")).toHaveText(answer.message);
    for (const label of ["Name", "Email", "Company", "Preferred date and time", "Requirements"]) {
      await expect(dialog.getByLabel(label)).toHaveValue("");
    }
  });

  test("a failed booking shows the failure message, logs the error and keeps the data", async ({ page }) => {
    const errors = consoleErrors(page);
    await openConsultation(page);
    await fillConsultation(page);
    await failNextPost(page, "/api/consultation");
    const dialog = consultationDialog(page);
    await dialog.getByRole("button", { name: "Request Consultation" }).click();

    await expect(dialog.getByRole("alert")).toHaveText(FAILURE);
    expect(errors.length).toBeGreaterThan(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(dialog.getByLabel("Preferred date and time")).toHaveValue("2026-09-01T10:30");
  });

  test("a double-click sends one booking", async ({ page }) => {
    const posts = await recordPosts(page, "/api/consultation");
    await openConsultation(page);
    await fillConsultation(page);
    await consultationDialog(page).getByRole("button", { name: "Request Consultation" }).dblclick();
    await expect(consultationDialog(page).getByRole("status")).not.toBeEmpty();
    expect(posts).toHaveLength(1);
  });
});
