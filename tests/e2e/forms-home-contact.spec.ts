import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { consoleErrors, failNextPost, holdPosts, recordPosts } from "./forms-helpers";

const FAILURE = "Failed to send your message. Please try again later.";

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact us" });
const submitButton = (page: Page) => contactForm(page).getByRole("button", { name: "Send Message" });

/** The form sits in section 8 of the home page (SPEC §2 Home: "A Contact Us form with a topic selector"). */
test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

async function fillContact(page: Page) {
  const form = contactForm(page);
  await form.getByLabel("Topic").selectOption({ label: "Partnership" });
  await form.getByLabel("Name").fill("Margaret Hamilton");
  await form.getByLabel("Email").fill("margaret@example.com");
  await form.getByLabel("Phone").fill("+44 20 7946 0999");
  await form.getByLabel("Company").fill("Apollo Guidance Ltd");
  await form
    .getByLabel("Message")
    .fill("We resell analytics software and would like to add your AI services.");
  await form.getByRole("checkbox", { name: "Please sign an NDA first" }).check();
}

test('SPEC §5 "Home contact | topic required (select with a disabled placeholder "How can we help you?")…"; SPEC §9 topic options', async ({
  page,
}) => {
  const topic = contactForm(page).getByLabel("Topic");
  await expect(topic).toHaveAttribute("required", "");
  await expect(topic).toHaveValue("");
  const options = await topic
    .locator("option")
    .evaluateAll((elements) =>
      elements.map((option) => [
        (option as HTMLOptionElement).value,
        option.textContent,
        (option as HTMLOptionElement).disabled,
      ]),
    );
  expect(options).toEqual([
    ["", "How can we help you?", true],
    ["project", "Start a Project", false],
    ["consult", "AI Consultation", false],
    ["partnership", "Partnership", false],
    ["other", "Other", false],
  ]);
  await expect(
    contactForm(page).getByRole("checkbox", { name: "Please sign an NDA first" }),
  ).not.toBeChecked();
});

test('SPEC §4 "label "Submitting..." on the home form"; SPEC §7 "JSON: name, email, phone, company, message, topic, nda"; success shows the message and resets', async ({
  page,
}) => {
  await fillContact(page);
  const release = await holdPosts(page, "/api/contact");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await submitButton(page).click();
  await expect(contactForm(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();

  const response = await answered;
  expect(response.status()).toBe(201);
  const answer = (await response.json()) as { message: string; id: string };
  expect(answer.id).toMatch(/\S/);
  expect(response.request().postDataJSON()).toMatchObject({
    name: "Margaret Hamilton",
    email: "margaret@example.com",
    phone: "+44 20 7946 0999",
    company: "Apollo Guidance Ltd",
    message: "We resell analytics software and would like to add your AI services.",
    topic: "partnership",
    nda: true,
  });
  const form = contactForm(page);
  await expect(form.getByRole("status")).toHaveText(answer.message);
  await expect(form.getByLabel("Topic")).toHaveValue("");
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(form.getByRole("checkbox", { name: "Please sign an NDA first" })).not.toBeChecked();
});

test('SPEC §8 "Contact form fails (both forms) | "Failed to send your message. Please try again later.""; the data is kept', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await fillContact(page);
  await failNextPost(page, "/api/contact");
  await submitButton(page).click();
  const form = contactForm(page);
  await expect(form.getByRole("alert")).toHaveText(FAILURE);
  expect(errors.length).toBeGreaterThan(0);
  await expect(form.getByLabel("Topic")).toHaveValue("partnership");
  await expect(form.getByLabel("Name")).toHaveValue("Margaret Hamilton");
  await expect(form.getByRole("checkbox", { name: "Please sign an NDA first" })).toBeChecked();
});

test('SPEC §4 "A second submit during submission is ignored": a double-click sends one message', async ({
  page,
}) => {
  const posts = await recordPosts(page, "/api/contact");
  await fillContact(page);
  await submitButton(page).dblclick();
  await expect(contactForm(page).getByRole("status")).not.toBeEmpty();
  expect(posts).toHaveLength(1);
});
