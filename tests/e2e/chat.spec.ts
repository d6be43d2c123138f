import type { Page, Route } from "@playwright/test";
import { OPEN_CHAT_EVENT } from "../../app/components/layout/chat-events.ts";
import { blogPosts } from "../../app/content/blog.server.ts";
import { chatWidgetCopy } from "../../app/content/chat.ts";
import { chatLauncherCopy } from "../../app/content/chat-launcher.ts";
import { faqPage } from "../../app/content/faq.ts";
import { jobs } from "../../app/content/jobs.ts";
import { portfolioProjects } from "../../app/content/portfolio.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { expectHitTestable } from "./paint-helpers.ts";

/**
 * The support chat widget (SPEC §2 "Chatbot widget", §4 "Chatbot", §7 POST /api/chat,
 * §8 "Chat fails"), in Chromium against the production server and the real build.
 */

/** The content the real assistant is asked about, read when the test runs (issue 29: tests check invariants). */
const project = portfolioProjects[0] as (typeof portfolioProjects)[number];
const post = blogPosts[0] as (typeof blogPosts)[number];
const job = jobs[0] as (typeof jobs)[number];
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

const launcher = (page: Page) => page.getByRole("button", { name: chatLauncherCopy.launcherLabel });
const dialog = (page: Page) => page.getByRole("dialog", { name: chatWidgetCopy.title });
const input = (page: Page) => dialog(page).getByRole("textbox", { name: chatWidgetCopy.inputLabel });
const log = (page: Page) => dialog(page).getByRole("log");
const sendButton = (page: Page) => dialog(page).getByRole("button", { name: chatWidgetCopy.sendLabel });

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
}

type HeldRequest = { body: { message: string; history: { text: string; sender: string }[] }; route: Route };

/** Holds every POST /api/chat until the test answers it, so states in between can be checked. */
async function holdChatRequests(page: Page) {
  const held: HeldRequest[] = [];
  await page.route("**/api/chat", async (route) => {
    held.push({ body: route.request().postDataJSON(), route });
  });
  const next = async (index: number) => {
    await expect.poll(() => held.length).toBeGreaterThan(index);
    return held[index] as HeldRequest;
  };
  return { held, next };
}

const jsonReply = (reply: string) => ({
  status: 200,
  contentType: "application/json",
  body: JSON.stringify({ reply, conversationId: "00000000-0000-4000-8000-000000000000" }),
});

test.describe("support chat widget", () => {
  test("issue 6: the widget's code is not in the page's first-load JavaScript; issue 31: it is fetched only when the visitor points at the launcher", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const initialAssets = [
      ...html.matchAll(/(?:src|href)="([^"]+\.js)"|import\(?\s*["']([^"']+\.js)["']/g),
    ].map((match) => match[1] ?? match[2]);
    expect(initialAssets.length).toBeGreaterThan(0);
    expect(initialAssets.filter((asset) => /ChatPanel/i.test(asset ?? ""))).toEqual([]);

    const chatChunkLoaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => /ChatPanel/.test(entry.name)),
      );
    // Loaded, hydrated and idle (the insights beacon, which also waits for idle, has sent the
    // page's view): the window's code has still not been asked for.
    const viewSent = page.waitForRequest(
      (sent) => sent.url().endsWith("/api/insights") && sent.postDataJSON()?.kind === "view",
    );
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await viewSent;
    expect(await chatChunkLoaded()).toBe(false);

    // A pointer over the launcher (or focus on it, or the press of a tap) fetches it.
    await launcher(page).hover();
    await expect.poll(chatChunkLoaded).toBe(true);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("SPEC §2: a floating widget titled as a support window on every page, toggled open and closed; §4: it starts with one greeting", async ({
    page,
  }) => {
    for (const path of ["/", "/services/ai-product-dev", "/privacy-policy"]) {
      await page.goto(path);
      await expect(launcher(page)).toBeVisible();
    }
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    await openChat(page);
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
    await expect(log(page).getByText(chatWidgetCopy.greeting)).toHaveCount(1);
    await expect(log(page).locator("> div")).toHaveCount(1);
    // Focus moves into the window when it opens.
    await expect(input(page)).toBeFocused();

    // The launcher toggles it closed again, and focus returns to the launcher.
    await launcher(page).click();
    await expect(dialog(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard: Enter on the launcher opens, Escape closes and returns focus, the close button closes", async ({
    page,
  }) => {
    await page.goto("/about");
    await launcher(page).focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(input(page)).toBeFocused();
    await dialog(page).getByRole("button", { name: chatWidgetCopy.closeLabel }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test("SPEC §4: sending appends the message, clears the input, shows a typing indicator and disables input until the reply is appended", async ({
    page,
  }) => {
    const chat = await holdChatRequests(page);
    await page.goto("/");
    await openChat(page);
    await input(page).fill("Do you build mobile apps?");
    await input(page).press("Enter");

    await expect(log(page).getByText("Do you build mobile apps?")).toBeVisible();
    await expect(input(page)).toHaveValue("");
    await expect(log(page).getByText(chatWidgetCopy.typingLabel)).toBeVisible();
    await expect(input(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    // Disabled without losing the keyboard's place: focus stays in the input.
    await expect(input(page)).toBeFocused();

    // SPEC §4: "input while waiting" is ignored (force: click the disabled button as a visitor might).
    await input(page).press("Enter");
    await sendButton(page).click({ force: true });
    expect(chat.held).toHaveLength(1);

    const first = await chat.next(0);
    // SPEC §7: body { message, history }, history without the first greeting.
    expect(first.body).toMatchObject({ message: "Do you build mobile apps?", history: [] });
    await first.route.fulfill(
      jsonReply(
        "Yes, we build apps with Flutter. Read more: [Web & Mobile Development](/services/web-mobile-dev)",
      ),
    );

    await expect(log(page).getByText("Yes, we build apps with Flutter.")).toBeVisible();
    await expect(log(page).getByText(chatWidgetCopy.typingLabel)).toHaveCount(0);
    await expect(input(page)).toBeEnabled();

    // The next request carries the earlier exchange as history, still without the greeting.
    await input(page).fill("and how long does that take?");
    await sendButton(page).click();
    const second = await chat.next(1);
    expect(second.body.history).toEqual([
      { text: "Do you build mobile apps?", sender: "user" },
      {
        text: "Yes, we build apps with Flutter. Read more: [Web & Mobile Development](/services/web-mobile-dev)",
        sender: "ai",
      },
    ]);
    await second.route.fulfill(jsonReply("A typical project takes 3 to 6 months."));
    await expect(log(page).getByText("A typical project takes 3 to 6 months.")).toBeVisible();

    // SPEC §4: "The view scrolls to the newest message."
    for (let index = 2; index < 6; index++) {
      await input(page).fill(`question ${index}`);
      await input(page).press("Enter");
      await (await chat.next(index)).route.fulfill(
        jsonReply(`Answer number ${index}.\n\nWith a second paragraph.`),
      );
    }
    await expect(log(page).getByText("Answer number 5.")).toBeInViewport();
    expect(await log(page).evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  });

  test("SPEC §4: empty or whitespace-only input is ignored", async ({ page }) => {
    const chat = await holdChatRequests(page);
    await page.goto("/");
    await openChat(page);
    await input(page).press("Enter");
    await input(page).fill("   ");
    await sendButton(page).click();
    await input(page).fill(" \n ");
    await input(page).press("Enter");
    await expect(log(page).locator("> div")).toHaveCount(1);
    expect(chat.held).toEqual([]);
  });

  test('SPEC §8: a non-OK answer shows "Sorry, I\'m having trouble connecting. Please try again later." as an assistant message', async ({
    page,
  }) => {
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":"Internal Server Error"}',
      }),
    );
    await page.goto("/");
    await openChat(page);
    await input(page).fill("hello");
    await input(page).press("Enter");
    await expect(
      log(page).getByText("Sorry, I'm having trouble connecting. Please try again later."),
    ).toBeVisible();
    await expect(input(page)).toBeEnabled();
  });

  test("SPEC §8: a network error shows the same assistant message", async ({ page }) => {
    await page.route("**/api/chat", (route) => route.abort("failed"));
    await page.goto("/");
    await openChat(page);
    await input(page).fill("hello");
    await sendButton(page).click();
    await expect(log(page).getByText(chatWidgetCopy.error)).toHaveCount(1);
  });

  test("the real assistant answers with real links; an internal link navigates on the client and the conversation survives navigation and a reload", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await openChat(page);
    await input(page).fill(`What is ${project.title}?`);
    await input(page).press("Enter");
    const link = log(page).getByRole("link", { name: project.title, exact: true }).first();
    await expect(link).toHaveAttribute("href", `/portfolio/${project.slug}`);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${project.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(project.title);
    // Client-side navigation: same document, widget still open with the conversation.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await expect(dialog(page)).toBeVisible();
    await expect(log(page).getByText(`What is ${project.title}?`)).toBeVisible();

    await page.reload();
    await expect(dialog(page)).toBeVisible();
    await expect(log(page).getByText(`What is ${project.title}?`)).toBeVisible();
    await expect(log(page).getByRole("link", { name: project.title, exact: true }).first()).toBeVisible();
    await expect(log(page).getByText(chatWidgetCopy.greeting)).toHaveCount(1);

    // The conversation the server issued (its id and secret) stays the same across the reload
    // and goes with the next message (issue 28).
    const sent: { conversationId?: string; conversationToken?: string }[] = [];
    await page.route("**/api/chat", async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill(jsonReply("ok"));
    });
    const stored = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("meridian:chat:v1") ?? "{}").conversation,
    );
    await input(page).fill("thanks");
    await input(page).press("Enter");
    await expect.poll(() => sent.length).toBe(1);
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent[0]).toMatchObject({ conversationId: stored.id, conversationToken: stored.token });
  });

  // Issue 28: "server-issued conversation ids with a secret the widget returns; unknown or
  // unproven ids refused"; the widget then starts a new conversation with the same message.
  test("issue 28: a conversation the server cannot prove is refused, and the same message starts a new one without the visitor noticing", async ({
    page,
  }) => {
    await page.goto("/");
    await openChat(page);
    await input(page).fill(`What is ${project.title}?`);
    await input(page).press("Enter");
    await expect(log(page).getByRole("link", { name: project.title, exact: true }).first()).toBeVisible();
    const first = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("meridian:chat:v1") ?? "{}").conversation,
    );
    // Someone else's secret (or a stale one): the server will not add to this conversation.
    await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem("meridian:chat:v1") ?? "{}");
      session.conversation.token = "A".repeat(43);
      sessionStorage.setItem("meridian:chat:v1", JSON.stringify(session));
    });
    await page.reload();
    await expect(dialog(page)).toBeVisible();

    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/chat")) answers.push(response.status());
    });
    await input(page).fill("Are you hiring?");
    await input(page).press("Enter");
    await expect(log(page).getByRole("link", { name: job.title, exact: true }).first()).toBeVisible();
    await expect.poll(() => answers).toEqual([404, 200]);
    await expect(log(page).getByText("Are you hiring?")).toHaveCount(1);
    await expect(log(page).getByText(chatWidgetCopy.error)).toHaveCount(0);
    const second = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("meridian:chat:v1") ?? "{}").conversation,
    );
    expect(second.id).not.toBe(first.id);
    expect(second.token).not.toBe("A".repeat(43));
  });

  test("issue 10 §2: a follow-up is answered about what was just discussed ('how long is that post?')", async ({
    page,
  }) => {
    await page.goto("/");
    await openChat(page);
    await input(page).fill(`who wrote the post "${post.title}"?`);
    await input(page).press("Enter");
    await expect(log(page).getByText(escaped(post.author)).first()).toBeVisible();
    await input(page).fill("how long is it to read?");
    await input(page).press("Enter");
    const answer = log(page).getByText(escaped(post.readTime));
    await expect(answer.first()).toBeVisible();
    for (const other of blogPosts.filter((entry) => entry.readTime !== post.readTime))
      await expect(log(page).getByText(escaped(other.readTime))).toHaveCount(0);
    // The post's link in the answer opens the post, and the conversation stays on top.
    await log(page).getByRole("link", { name: post.title, exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expectHitTestable(input(page), "the message box");
  });

  test("issue 10 §3: only the site's own addresses in a reply become links; an off-site URL or e-mail stays text", async ({
    page,
  }) => {
    await page.route("**/api/chat", (route) =>
      route.fulfill(
        jsonReply(
          "Log in at https://evil.example/login or write to billing@evil.example. Our address is hello@meridian-ai.example; book at https://calendly.com/meridian-ai/30min.",
        ),
      ),
    );
    await page.goto("/");
    await openChat(page);
    await input(page).fill("hello");
    await input(page).press("Enter");
    await expect(log(page).getByText(/billing@evil\.example/)).toBeVisible();
    await expect(log(page).getByRole("link", { name: /evil\.example/ })).toHaveCount(0);
    await expect(log(page).getByRole("link", { name: "hello@meridian-ai.example" })).toHaveAttribute(
      "href",
      "mailto:hello@meridian-ai.example",
    );
    await expect(
      log(page).getByRole("link", { name: "https://calendly.com/meridian-ai/30min" }),
    ).toBeVisible();
  });

  test("issue 6: a pricing question is steered to the quote form, which the reply opens", async ({
    page,
  }) => {
    await page.goto("/");
    await openChat(page);
    await input(page).fill("how much would an app cost?");
    await input(page).press("Enter");
    await expect(
      log(page)
        .getByRole("link", { name: "Get a quote" })
        .or(log(page).getByRole("button", { name: "Get a quote" }))
        .first(),
    ).toBeVisible();
    await expect(log(page).getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
    await log(page).getByRole("button", { name: "Get a quote" }).click();
    await expect(page.getByRole("dialog", { name: "Get a Quote" })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test("SPEC §2 FAQ: the FAQ's chat button opens the window, even before its code has loaded, and focus returns to it", async ({
    page,
  }) => {
    // Hold the widget's chunk so the click arrives before the code is there.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/ChatPanel-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const chunkRequested = page.waitForRequest(/ChatPanel-[^/]+\.js$/);
    await page.goto("/faq");
    const faqButton = page.getByRole("main").getByRole("button", { name: faqPage.chat.buttonLabel });
    // A pointer over the button asks for the chunk (issue 31), which has not arrived when it is clicked.
    await faqButton.hover();
    await chunkRequested;
    await faqButton.click();
    await expect(dialog(page)).toHaveCount(0);
    release();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(faqButton).toBeFocused();
  });

  test("openChat() from any page opens the window", async ({ page }) => {
    // openChat() is called by the page's own (hydrated) buttons; goto waits until the page is.
    await page.goto("/about");
    await page.evaluate((eventName) => window.dispatchEvent(new CustomEvent(eventName)), OPEN_CHAT_EVENT);
    await expect(dialog(page)).toBeVisible();
  });

  test("at 375 px the window is full width and its controls are at least 44 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const launcherBox = await launcher(page).boundingBox();
    expect(launcherBox?.width).toBeGreaterThanOrEqual(44);
    expect(launcherBox?.height).toBeGreaterThanOrEqual(44);
    await openChat(page);
    const panel = await dialog(page).boundingBox();
    expect(panel?.x).toBe(0);
    expect(panel?.width).toBe(375);
    for (const control of [
      dialog(page).getByRole("button", { name: chatWidgetCopy.closeLabel }),
      sendButton(page),
      input(page),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
  });

  test("prefers-reduced-motion: the typing indicator does not animate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const chat = await holdChatRequests(page);
    await page.goto("/");
    await openChat(page);
    await input(page).fill("hello");
    await input(page).press("Enter");
    await expect(log(page).getByText(chatWidgetCopy.typingLabel)).toBeVisible();
    const animations = await page
      .getByTestId("chat-typing")
      .locator("[aria-hidden=true]")
      .evaluateAll((dots) => dots.map((dot) => getComputedStyle(dot).animationName));
    expect(animations).toEqual(["none", "none", "none"]);
    await (await chat.next(0)).route.fulfill(jsonReply("Hello!"));
  });

  test("WCAG 2.2 AA: no serious or critical axe violation with the window open, a conversation and the typing indicator", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const chat = await holdChatRequests(page);
    await page.goto("/");
    await openChat(page);
    await input(page).fill("What is MarkAid?");
    await input(page).press("Enter");
    await (await chat.next(0)).route.fulfill(
      jsonReply(
        "MarkAid helps teachers mark faster:\n- rubric-based marks\n- feedback\n\nRead more: [MarkAid](/portfolio/markaid)",
      ),
    );
    await input(page).fill("hello");
    await input(page).press("Enter");
    await expect(log(page).getByText(chatWidgetCopy.typingLabel)).toBeVisible();
    const blocking = await seriousViolations(page, "aside");
    expect(blocking).toEqual([]);
  });
});
