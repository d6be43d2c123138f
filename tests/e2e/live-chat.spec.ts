import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { liveChatCopy } from "../../app/content/live-chat.ts";
import { type RunningServer, startServer } from "../../scripts/durability-server.ts";
import { type SmtpSink, startSmtpSink } from "../integration/helpers/smtp-sink.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test, waitForHydrationOnNavigation } from "./fixtures.ts";
import { expectHitTestable } from "./paint-helpers.ts";

/**
 * Issue 30 acceptance, "Playwright with two browser contexts (a visitor on the site, a team
 * member in /admin): request, join, messages both ways, typing, close, the assistant silent
 * in between; the offline path with the reply delivered to the SMTP peer on loopback".
 * Its own server: the real build, a fresh data directory, live chat always staffed, and
 * SMTP_URL pointing at a loopback SMTP server this file runs.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "e2e-live-chat-password";
const TEAM = "team@meridian-ai.example";

let sink: SmtpSink;
let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  // The server builds the chat's index at start: on a busy machine that takes a while.
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "meridian-live-e2e-"));
  sink = await startSmtpSink();
  server = await startServer({
    dataDir,
    startTimeoutMs: 80_000,
    env: {
      BUILD_DIR: path.resolve("build/client"),
      SMTP_URL: sink.url,
      MAIL_POLL_MS: "50",
      ADMIN_PASSWORD: PASSWORD,
      NOTIFY_TO: TEAM,
      LIVE_CHAT_HOURS: "always",
      LIVE_CHAT_JOIN_TIMEOUT_MS: "60000",
      RATE_LIMIT_FORMS_PER_MINUTE: "100",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function teamMember(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = waitForHydrationOnNavigation(await context.newPage());
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // "The inbox gets a Live chat screen in its top navigation."
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Live chat" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Live chat" })).toBeVisible();
  await page.getByLabel("Your name (visitors see it)").fill(name);
  await page.getByRole("button", { name: "Save name" }).click();
  return page;
}

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Support chat" }).click();
  return page.getByRole("dialog", { name: /Support/ });
}

async function assistantReplies(chat: Locator): Promise<number> {
  return chat
    .getByRole("log")
    .locator("span.sr-only", { hasText: /^Meridian Support:/ })
    .count();
}

test("issue 30: a team member joins the visitor's chat, both write live with typing shown, the assistant is silent until it is closed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await teamMember(browser, "Sam");
  const available = team.getByRole("switch", { name: "Available" });
  await available.check();
  await expect(available).toBeChecked();

  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = waitForHydrationOnNavigation(await visitorContext.newPage());
  await visitor.goto(`${server.url}/services`);
  const chat = await openChat(visitor);
  const input = chat.getByRole("textbox", { name: "Your message" });
  // The greeting is an assistant message too: the reply is one more.
  const greeted = await assistantReplies(chat);
  await input.fill("What services do you offer?");
  await input.press("Enter");
  await expect.poll(() => assistantReplies(chat)).toBe(greeted + 1);

  // "a 'Talk to a person' button (always there)".
  const talk = chat.getByRole("button", { name: liveChatCopy.talkToPerson });
  await expectHitTestable(talk);
  await talk.click();
  await expect(chat.getByText(liveChatCopy.asking).first()).toBeVisible();
  await input.fill("Hello, is anyone there?");
  await input.press("Enter");

  // The queue: the visitor's latest message, the count in the tab title.
  const item = team.getByRole("list", { name: "Live conversations" }).getByRole("button").first();
  await expect(item).toContainText("Hello, is anyone there?");
  await expect(item).toContainText("Waiting");
  await expect(team).toHaveTitle(/^\(1\) Live chat/);
  await item.click();
  const transcript = team.getByRole("list", { name: "Transcript" });
  await expect(transcript).toContainText("What services do you offer?");
  await expect(transcript.getByText("Assistant")).toBeVisible();
  await expect(team.getByText("The visitor is on")).toContainText("/services");
  const join = team.getByRole("button", { name: "Join conversation" });
  await expectHitTestable(join);
  await join.click();

  await expect(chat.getByText(liveChatCopy.joined("Sam")).first()).toBeVisible();

  // Typing both ways.
  await input.pressSequentially("Quick question", { delay: 20 });
  await expect(team.getByText("The visitor is typing…")).toBeVisible();
  const reply = team.getByRole("textbox", { name: "Reply to visitor" });
  await reply.pressSequentially("Hi, I'm Sam", { delay: 20 });
  await expect(chat.getByTestId("chat-team-typing")).toBeVisible();
  const send = team.getByRole("button", { name: "Send" });
  await expectHitTestable(send);
  await send.click();
  await expect(chat.getByRole("log")).toContainText("Hi, I'm Sam");
  // WCAG 2.2 AA on both new screens, in the middle of a live conversation.
  expect(await seriousViolations(visitor, "[role=dialog]")).toEqual([]);
  expect(await seriousViolations(team, "main")).toEqual([]);

  // The visitor's messages reach Sam, not the assistant.
  const before = await assistantReplies(chat);
  await input.fill("Can you build it by March?");
  await input.press("Enter");
  await expect(transcript).toContainText("Can you build it by March?");
  await team.waitForTimeout(500);
  expect(await assistantReplies(chat)).toBe(before);

  // A saved reply, inserted by typing its shortcut.
  await team.getByLabel("Shortcut").fill("/hours");
  await team.getByLabel("Reply text").fill("We are here Monday to Saturday, 9:00 to 18:00.");
  await team.getByRole("button", { name: "Save reply" }).click();
  await expect(team.getByRole("list", { name: "Saved replies" })).toContainText("/hours");
  await reply.pressSequentially("/hours ", { delay: 10 });
  await expect(reply).toHaveValue("We are here Monday to Saturday, 9:00 to 18:00. ");
  await send.click();
  await expect(chat.getByRole("log")).toContainText("Monday to Saturday");

  // Close: the assistant answers again.
  await team.getByRole("button", { name: "Close conversation" }).click();
  await expect(chat.getByText(liveChatCopy.closed("Sam"))).toBeVisible();
  await input.fill("Do you work with startups?");
  await input.press("Enter");
  await expect.poll(() => assistantReplies(chat)).toBe(before + 1);

  // Reloading keeps the conversation, the team's replies included.
  await visitor.reload();
  await expect(visitor.getByRole("dialog", { name: /Support/ }).getByRole("log")).toContainText(
    "Hi, I'm Sam",
  );

  await available.uncheck();
  await expect(available).not.toBeChecked();
  await visitorContext.close();
  await team.context().close();
});

test("issue 30: with nobody available the window asks for an e-mail address, and the team's later reply is e-mailed and shown in the window", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const visitor = waitForHydrationOnNavigation(await visitorContext.newPage());
  await visitor.goto(`${server.url}/contact`);
  const chat = await openChat(visitor);
  await chat.getByRole("button", { name: liveChatCopy.talkToPerson }).click();
  await expect(chat.getByText(liveChatCopy.offlineLead)).toBeVisible();
  await expect(chat.getByText(/You can expect an answer/)).toBeVisible();
  const form = chat.getByRole("form", { name: "Pass this conversation to our team" });
  await form.getByLabel("Name").fill("Grace Hopper");
  const address = `grace.${Date.now().toString(36)}@example.com`;
  await form.getByLabel("Email").fill(address);
  await form.getByRole("button", { name: "Send to the team" }).click();
  await expect(form).toBeHidden();

  const team = await teamMember(browser, "Noor");
  const item = team
    .getByRole("list", { name: "Live conversations" })
    .getByRole("button")
    .filter({ hasText: "Waiting for an e-mail reply" })
    .first();
  await item.click();
  await expect(team.getByText(address)).toBeVisible();
  const reply = team.getByRole("textbox", { name: "Reply to visitor" });
  await reply.fill("Thanks Grace, we can talk tomorrow at 10:00.");
  await team.getByRole("button", { name: "Send" }).click();
  await expect(team.getByText("Sent, and e-mailed to the visitor.")).toBeVisible();

  await expect(chat.getByRole("log")).toContainText("we can talk tomorrow at 10:00");
  await expect
    .poll(
      () =>
        sink.messages.some(
          (mail) => mail.envelope.to.includes(address) && mail.text.includes("tomorrow at 10:00"),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  await visitorContext.close();
  await team.context().close();
});
