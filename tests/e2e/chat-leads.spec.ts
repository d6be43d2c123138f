import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type RunningServer, startServer } from "../../scripts/durability-server.ts";
import { type SmtpSink, startSmtpSink } from "../integration/helpers/smtp-sink.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { expectHitTestable } from "./paint-helpers.ts";

/**
 * Issue 13 acceptance, in Chromium against the production server and the real build:
 * "ask the assistant about a project → accept → fill the inline form → the lead appears in
 * the inbox with its transcript and attribution; the team e-mail (real SMTP peer on
 * loopback) contains the transcript; the conversation view shows every message;
 * erase-by-e-mail removes lead and conversation." And "axe: no serious violation on the
 * new screens and the inline form".
 *
 * Its own server (the shared e2e server has no SMTP peer): the real build, a fresh data
 * directory and SMTP_URL pointing at a loopback SMTP server this file runs.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "e2e-chat-leads-password";
const TEAM = "team@meridian-ai.example";
const QUESTION = "We want to start a project: an AI assistant for our shop. Can I get a quote?";

let sink: SmtpSink;
let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "meridian-chat-leads-e2e-"));
  sink = await startSmtpSink();
  server = await startServer({
    dataDir,
    env: {
      BUILD_DIR: path.resolve("build/client"),
      SMTP_URL: sink.url,
      MAIL_POLL_MS: "50",
      ADMIN_PASSWORD: PASSWORD,
      NOTIFY_TO: TEAM,
      RATE_LIMIT_FORMS_PER_MINUTE: "100",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("issue 13: a chat becomes a lead with its transcript and attribution, the team e-mail carries the transcript, and erasure removes both", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const email = `ada.${run}@example.com`;

  // Landing: a campaign link from another site, then a second page in the same tab.
  await page.goto(`${server.url}/blog?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-${run}`, {
    referer: "https://news.example.org/item?id=42",
  });
  await page.waitForLoadState("networkidle");
  await page.goto(`${server.url}/services`);

  // Ask the assistant about a project.
  await page.getByRole("button", { name: "Support chat" }).click();
  const chat = page.getByRole("dialog", { name: /Support/ });
  const input = chat.getByRole("textbox", { name: "Your message" });
  await input.fill(QUESTION);
  await input.press("Enter");
  const accept = chat.getByRole("button", { name: "Yes, pass it on" });
  await expect(accept).toBeVisible();
  await expectHitTestable(accept);

  // Accept by keyboard: focus moves into the inline form.
  await accept.focus();
  await page.keyboard.press("Enter");
  const form = chat.getByRole("form", { name: "Pass this conversation to our team" });
  await expect(form.getByLabel("Name")).toBeFocused();
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);

  // Errors are announced: the field is marked invalid, described by the shared schema's
  // message, and takes the focus (an address the browser's own check lets through).
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill("ada@example");
  await form.getByRole("button", { name: "Send to the team" }).click();
  const emailField = form.getByLabel("Email");
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(emailField).toHaveAccessibleDescription("Email must be a valid e-mail address");
  await expect(emailField).toBeFocused();

  await emailField.fill(email);
  await form.getByLabel(/Company/).fill("Analytical Engines");
  await form.getByLabel(/Note for the team/).fill("Mornings suit us best.");
  await expect(form.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
  const send = form.getByRole("button", { name: "Send to the team" });
  await expectHitTestable(send);
  await send.click();

  // The chat confirms in plain words and continues: focus is back in the message input.
  await expect(chat.getByText("I've passed our conversation to the team.")).toBeVisible();
  await expect(input).toBeFocused();
  await expect(form).toHaveCount(0);

  // The team e-mail, on the real SMTP peer, carries the transcript.
  const mails = await sink.waitForMessages(2, 20_000);
  const teamMail = mails.find((mail) => mail.envelope.to.includes(TEAM));
  expect(teamMail?.subject).toBe("New chat from Ada Lovelace");
  expect(teamMail?.text).toContain("Conversation so far:");
  expect(teamMail?.text).toContain(QUESTION);
  expect(teamMail?.text).toContain("Visitor");
  expect(teamMail?.text).toContain("Assistant");
  expect(teamMail?.html).toContain("Conversation so far");
  expect(mails.some((mail) => mail.envelope.to.includes(email))).toBe(true);

  // The lead in the inbox with its transcript and attribution.
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Chat" });
  await expect(page.getByRole("heading", { name: "Conversations" })).toBeVisible();
  const conversationRow = page.getByRole("row", { name: new RegExp(QUESTION.slice(0, 30)) });
  await expect(conversationRow).toContainText("Produced a lead");
  expect(await seriousViolations(page, "main")).toEqual([]);

  await page.getByRole("link", { name: "Ada Lovelace" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
  const transcript = page.getByRole("region", { name: "Conversation so far" });
  await expect(transcript).toContainText(QUESTION);
  await expect(transcript).toContainText("on /services");
  const origin = page.getByRole("region", { name: "Where it came from" });
  await expect(origin).toContainText("/services");
  await expect(origin).toContainText("/blog");
  await expect(origin).toContainText("news.example.org");
  await expect(origin).toContainText("newsletter");
  await expect(origin).toContainText(`autumn-${run}`);
  expect(await seriousViolations(page, "main")).toEqual([]);

  // The conversation view shows every message.
  await transcript.getByRole("link", { name: "Open the whole conversation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Conversation" })).toBeVisible();
  const conversationUrl = page.url();
  const conversationId = decodeURIComponent(conversationUrl.split("/").pop() ?? "");
  const stored = await page.request.get(`${server.url}/admin/api/conversations/${conversationId}`);
  const { messages } = (await stored.json()) as { messages: { text: string }[] };
  expect(messages.length).toBeGreaterThanOrEqual(2);
  const items = page.getByRole("list", { name: "Every message, oldest first" }).getByRole("listitem");
  await expect(items).toHaveCount(messages.length);
  await expect(items.first()).toContainText(QUESTION);
  await expect(page.getByRole("link", { name: "Open the lead it produced" })).toBeVisible();
  expect(await seriousViolations(page, "main")).toEqual([]);

  // Erase by e-mail removes the lead and the conversation.
  await page.getByRole("link", { name: "Data protection" }).click();
  await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await page.getByRole("button", { name: "Erase…" }).click();
  await page.getByRole("button", { name: "Erase permanently" }).click();
  await expect(
    page.getByText(/^Erased 1 lead, 0 attachments, \d+ queued e-mails? and 1 chat conversation\.$/),
  ).toBeVisible();
  await page.goto(conversationUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Conversation not found" })).toBeVisible();
  const leads = await page.request.get(
    `${server.url}/admin/api/leads?type=chat&q=${encodeURIComponent(email)}`,
  );
  expect((await leads.json()).total).toBe(0);
});

test("issue 13: at 375 px the offer and every part of the inline form are reachable and on top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${server.url}/services`);
  await page.getByRole("button", { name: "Support chat" }).click();
  const chat = page.getByRole("dialog", { name: /Support/ });
  const input = chat.getByRole("textbox", { name: "Your message" });
  await input.fill("Can we book a call with your team about a project?");
  await input.press("Enter");
  const accept = chat.getByRole("button", { name: "Yes, pass it on" });
  await expectHitTestable(accept);
  await accept.click();
  const form = chat.getByRole("form", { name: "Pass this conversation to our team" });
  await expect(form.getByLabel("Name")).toBeFocused();
  for (const label of ["Name", "Email", /Phone/, /Company/, /Note for the team/]) {
    await expectHitTestable(form.getByLabel(label), String(label));
  }
  await expectHitTestable(form.getByRole("link", { name: "privacy policy" }));
  await expectHitTestable(form.getByRole("button", { name: "Send to the team" }));
  // Keyboard: Escape leaves the form, focus goes back to the message box.
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(input).toBeFocused();
  const box = await chat.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
});
