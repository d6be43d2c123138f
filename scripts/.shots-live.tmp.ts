// Temporary (not committed): screenshots of the live chat at 375 and 1440 px.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { startServer } from "./durability-server.ts";

const OUT = "/tmp/shots-30";
const PASSWORD = "shots-password";
const server = await startServer({
  dataDir: mkdtempSync(path.join(tmpdir(), "shots-live-")),
  startTimeoutMs: 90_000,
  env: { BUILD_DIR: path.resolve("build/client"), ADMIN_PASSWORD: PASSWORD, LIVE_CHAT_HOURS: "always", LIVE_CHAT_JOIN_TIMEOUT_MS: "600000" },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const settle = (page: Page) => page.waitForTimeout(600);
try {
  const teamCtx = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const team = await teamCtx.newPage();
  await team.goto(`${server.url}/admin/live`);
  await team.getByLabel("Password").fill(PASSWORD);
  await team.getByRole("button", { name: "Sign in" }).click();
  await team.getByLabel("Your name (visitors see it)").fill("Sam");
  await team.getByRole("button", { name: "Save name" }).click();
  await team.getByRole("switch", { name: "Available" }).check();
  await team.getByLabel("Shortcut").fill("/hours");
  await team.getByLabel("Reply text").fill("We are here Monday to Saturday, 9:00 to 18:00 (London).");
  await team.getByRole("button", { name: "Save reply" }).click();

  for (const width of [375, 1440]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 740 : 900 } });
    const visitor = await ctx.newPage();
    await visitor.goto(`${server.url}/services`);
    await visitor.waitForLoadState("networkidle");
    await visitor.getByRole("button", { name: "Support chat" }).click();
    const chat = visitor.getByRole("dialog", { name: /Support/ });
    const input = chat.getByRole("textbox", { name: "Your message" });
    await input.fill("Do you build AI assistants?");
    await input.press("Enter");
    await visitor.waitForTimeout(2500);
    await chat.getByRole("button", { name: "Talk to a person" }).click();
    await input.fill("I'd like to talk about a project.");
    await input.press("Enter");
    await settle(visitor);
    await visitor.screenshot({ path: `${OUT}/visitor-waiting-${width}.png` });
    if (width === 1440) {
      await team.waitForTimeout(800);
      await team.screenshot({ path: `${OUT}/inbox-queue-1440.png`, fullPage: true });
    }
    await team.getByRole("list", { name: "Live conversations" }).getByRole("button").filter({ hasText: "Waiting" }).first().click();
    await team.getByRole("button", { name: "Join conversation" }).click();
    const reply = team.getByRole("textbox", { name: "Reply to visitor" });
    await reply.fill("Hi, I'm Sam from the team. Happy to help. What are you building?");
    await team.getByRole("button", { name: "Send" }).click();
    await visitor.waitForTimeout(800);
    await input.pressSequentially("A support bot", { delay: 30 });
    await reply.pressSequentially("Great", { delay: 30 });
    await settle(visitor);
    await visitor.screenshot({ path: `${OUT}/visitor-joined-${width}.png` });
    if (width === 1440) await team.screenshot({ path: `${OUT}/inbox-conversation-1440.png`, fullPage: true });
    await reply.fill("");
    await team.getByRole("button", { name: "Close conversation" }).click();
    await ctx.close();
  }
  await team.getByRole("switch", { name: "Available" }).uncheck();
  await team.waitForTimeout(500);
  for (const width of [375, 1440]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 740 : 900 } });
    const visitor = await ctx.newPage();
    await visitor.goto(`${server.url}/contact`);
    await visitor.waitForLoadState("networkidle");
    await visitor.getByRole("button", { name: "Support chat" }).click();
    const chat = visitor.getByRole("dialog", { name: /Support/ });
    await chat.getByRole("button", { name: "Talk to a person" }).click();
    await visitor.waitForTimeout(1500);
    await visitor.screenshot({ path: `${OUT}/visitor-offline-${width}.png` });
    await ctx.close();
  }
  const mobileTeam = await browser.newContext({ viewport: { width: 375, height: 900 }, storageState: await teamCtx.storageState() });
  const teamPhone = await mobileTeam.newPage();
  await teamPhone.goto(`${server.url}/admin/live`);
  await teamPhone.waitForTimeout(1500);
  await teamPhone.screenshot({ path: `${OUT}/inbox-queue-375.png`, fullPage: true });
  await teamPhone.getByRole("list", { name: "Live conversations" }).getByRole("button").first().click();
  await teamPhone.waitForTimeout(1200);
  await teamPhone.screenshot({ path: `${OUT}/inbox-conversation-375.png`, fullPage: true });
} finally {
  await browser.close();
  await server.stop();
}
