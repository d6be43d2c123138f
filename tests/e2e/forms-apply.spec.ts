import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  consoleErrors,
  failNextPost,
  holdPosts,
  multipartField,
  pdfFile,
  recordPosts,
} from "./forms-helpers";

const FAILURE = "Failed to submit your application. Please try again later.";

const applicationForm = (page: Page) => page.getByRole("form", { name: "Application" });
const submitButton = (page: Page) =>
  applicationForm(page).getByRole("button", { name: "Submit Application" });

async function fillApplication(page: Page, withFile = true) {
  const form = applicationForm(page);
  await form.getByLabel("Name").fill("Alan Turing");
  await form.getByLabel("Email").fill("alan@example.com");
  await form.getByLabel("Phone").fill("+92 300 1234567");
  if (withFile) await form.getByLabel("Resume").setInputFiles(pdfFile());
}

test.describe("/apply", () => {
  test('SPEC §5 "Apply | name, email (email format), phone (tel) and resume file all required; submit is blocked without a file"', async ({
    page,
  }) => {
    await page.goto("/apply");
    const form = applicationForm(page);
    for (const label of ["Name", "Email", "Phone", "Resume"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("Resume")).toHaveAttribute("type", "file");
    await expect(form.getByLabel("Resume")).not.toHaveAttribute("multiple");
    await expect(form.getByLabel("Resume")).toHaveAttribute("accept", ".pdf,.doc,.docx,.odt,.rtf,.txt");
  });

  test('SPEC §4 "The submit control is disabled until a file is chosen"', async ({ page }) => {
    await page.goto("/apply");
    await fillApplication(page, false);
    await expect(submitButton(page)).toBeDisabled();
    await expect(submitButton(page)).toHaveAccessibleDescription(
      "Attach your resume to send the application.",
    );
    await applicationForm(page).getByLabel("Resume").setInputFiles(pdfFile());
    await expect(submitButton(page)).toBeEnabled();
    await applicationForm(page).getByLabel("Resume").setInputFiles([]);
    await expect(submitButton(page)).toBeDisabled();
  });

  test('SPEC §3 "jobTitle (default "a position" if none is passed)": taken from the Apply Now link\'s ?job=', async ({
    page,
  }) => {
    const posts = await recordPosts(page, "/api/apply");
    await page.goto(`/apply?job=${encodeURIComponent("Machine Learning Engineer")}`);
    await expect(page.getByText("You are applying for Machine Learning Engineer.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Read the job description" })).toHaveAttribute(
      "href",
      "/careers/ml-engineer",
    );
    await fillApplication(page);
    await submitButton(page).click();
    await expect(applicationForm(page).getByRole("status")).not.toBeEmpty();
    expect(multipartField(posts[0]!, "jobTitle")).toBe("Machine Learning Engineer");

    await page.goto("/apply");
    await expect(page.getByText("You are applying for a position.")).toBeVisible();
    await fillApplication(page);
    await submitButton(page).click();
    await expect(applicationForm(page).getByRole("status")).not.toBeEmpty();
    expect(multipartField(posts[1]!, "jobTitle")).toBe("a position");
  });

  test('SPEC §4 Apply: "submitting … On success it shows the server message and clears the fields and the file"', async ({
    page,
  }) => {
    await page.goto("/apply");
    await fillApplication(page);
    const release = await holdPosts(page, "/api/apply");
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/apply"));
    await submitButton(page).click();
    await expect(applicationForm(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    const response = await answered;
    expect(response.status()).toBe(201);
    const answer = (await response.json()) as { message: string; id: string };
    expect(answer.id).toMatch(/\S/);
    // SPEC §7 "POST /api/apply | multipart form data: name, email, phone, jobTitle, resume (file)"
    const sent = response.request();
    expect(sent.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipartField(sent, "name")).toBe("Alan Turing");
    expect(multipartField(sent, "email")).toBe("alan@example.com");
    expect(multipartField(sent, "phone")).toBe("+92 300 1234567");
    expect(sent.postDataBuffer()?.toString("latin1")).toContain('name="resume"; filename="resume.pdf"');

    const form = applicationForm(page);
    await expect(form.getByRole("status")).toHaveText(answer.message);
    for (const label of ["Name", "Email", "Phone"]) await expect(form.getByLabel(label)).toHaveValue("");
    await expect(form.getByLabel("Resume")).toHaveJSProperty("files.length", 0);
    await expect(submitButton(page)).toBeDisabled();
  });

  test("upload progress is visible while the resume is being sent", async ({ page }) => {
    await page.goto("/apply");
    await fillApplication(page, false);
    await applicationForm(page)
      .getByLabel("Resume")
      .setInputFiles({
        name: "resume.txt",
        mimeType: "text/plain",
        buffer: Buffer.alloc(600_000, "resume "),
      });
    // A slow uplink (Chromium's network emulation), so the upload takes a few seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await submitButton(page).click();

    const progress = applicationForm(page).getByRole("progressbar", { name: /Uploading your resume/ });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("max", "100");
    await expect.poll(async () => Number(await progress.getAttribute("value"))).toBeGreaterThan(0);
    await expect(applicationForm(page).getByRole("status")).toContainText("Thank you", { timeout: 20_000 });
    await expect(progress).toHaveCount(0);
  });

  test('SPEC §8 "Application fails | "Failed to submit your application. Please try again later."" — the data and the file are kept', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto("/apply");
    await fillApplication(page);
    await failNextPost(page, "/api/apply");
    await submitButton(page).click();

    const form = applicationForm(page);
    await expect(form.getByRole("alert")).toHaveText(FAILURE);
    expect(errors.length).toBeGreaterThan(0);
    await expect(form.getByLabel("Name")).toHaveValue("Alan Turing");
    await expect(form.getByLabel("Email")).toHaveValue("alan@example.com");
    await expect(form.getByLabel("Phone")).toHaveValue("+92 300 1234567");
    await expect(form.getByLabel("Resume")).toHaveJSProperty("files.length", 1);
    await expect(submitButton(page)).toBeEnabled();
  });

  test('SPEC §4 "same as the contact forms": a double-click sends one application', async ({ page }) => {
    const posts = await recordPosts(page, "/api/apply");
    await page.goto("/apply");
    await fillApplication(page);
    await submitButton(page).dblclick();
    await expect(applicationForm(page).getByRole("status")).not.toBeEmpty();
    expect(posts).toHaveLength(1);
  });
});
