import type { Browser, Page } from "@playwright/test";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { expectHitTestable } from "./paint-helpers";

/**
 * Issue 14 acceptance, in Chromium against the production server and the real build:
 * "visit pages (with a UTM link and a referrer), navigate client-side, submit a form → the
 * Insights screen shows the views, the source, the funnel step and the lead joined to its
 * source; a prefetch or a bot user agent is not counted; no cookie or storage identifier
 * is set (checked in the test)."
 *
 * Named to run before admin.spec.ts: that suite ends by locking this client address out
 * of sign-in, so this one signs in first thing and keeps its session.
 */

const PASSWORD = process.env.ADMIN_PASSWORD ?? "e2e-admin-password";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function signedInTeam(browser: Browser): Promise<Page> {
  // A context of its own (axe needs one), apart from the visitor's.
  const team = await (await browser.newContext()).newPage();
  await team.goto("/admin");
  await team.getByLabel("Password").fill(PASSWORD);
  await team.getByRole("button", { name: "Sign in" }).click();
  await expect(team.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  return team;
}

/** Resolves with the next view beacon the page sends (the beacon starts once the page is idle). */
function nextBeacon(page: Page, kind: string) {
  return page.waitForRequest(
    (request) => request.url().endsWith("/api/insights") && request.postDataJSON()?.kind === kind,
  );
}

test("issue 14: a visit from a campaign link is counted, joined with its form's funnel, and leaves no identifier", async ({
  browser,
  page,
  context,
  request,
}) => {
  const team = await signedInTeam(browser);
  const run = Date.now().toString(36);
  const campaign = `e2e-${run}`;
  const source = `letter-${run}`;

  // A visitor arrives from another site on a campaign link…
  const landed = nextBeacon(page, "view");
  await page.goto(`/about?utm_source=${source}&utm_medium=email&utm_campaign=${campaign}`, {
    referer: "https://news.example/weekly",
  });
  expect((await landed).postDataJSON()).toMatchObject({ referrer: "news.example" });

  // …moves on client-side (one view per page), and sends the contact form.
  const navigated = nextBeacon(page, "view");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect((await navigated).postDataJSON()).toEqual({ kind: "view", url: "/contact", nav: true });
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill(`Ada ${run}`);
  await form.getByLabel("Email").fill(`ada.${run}@example.com`);
  await form.getByLabel("Subject").fill("Counting visits");
  await form.getByLabel("Message").fill("Which of your pages bring leads?");
  const submittedBeacon = nextBeacon(page, "form_submitted");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).not.toBeEmpty();
  await submittedBeacon;

  // "no cookie, no localStorage identifier": nothing in cookies or storage names or counts the visitor.
  expect(await context.cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage.cookie).toBe("");
  expect(storage.local).toEqual([]);
  expect(storage.session.filter((key) => /insight|visitor|analytic|track|uid/i.test(key))).toEqual([]);

  // A crawler and a prefetch are not counted.
  const bot = await browser.newPage({ userAgent: BOT });
  const botBeacon = bot.waitForResponse((response) => response.url().endsWith("/api/insights"));
  await bot.goto(`/faq?utm_source=crawler&utm_campaign=bot-${run}`);
  expect((await botBeacon).status()).toBe(204);
  await bot.close();
  const prefetch = await request.post("/api/insights", {
    headers: { "content-type": "text/plain", "sec-purpose": "prefetch" },
    data: JSON.stringify({ kind: "view", url: `/faq?utm_campaign=prefetch-${run}` }),
  });
  expect(prefetch.status()).toBe(204);

  // The team's Insights screen shows the visit, its source, the funnel and the lead.
  await team.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Insights" }).click();
  await expect(team.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await team.getByRole("link", { name: "Last 7 days" }).click();
  const campaigns = team.getByRole("table", { name: "UTM campaigns" });
  await expect(campaigns.getByRole("row", { name: new RegExp(`${campaign} ${source} email`) })).toBeVisible();
  await expect(
    team.getByRole("table", { name: "Top referrers" }).getByRole("rowheader", { name: "news.example" }),
  ).toBeVisible();
  await expect(
    team.getByRole("table", { name: "Top pages" }).getByRole("rowheader", { name: "/contact", exact: true }),
  ).toBeVisible();
  const funnel = team
    .getByRole("table", { name: "Form funnels" })
    .getByRole("row", { name: /Contact \(contact page\)/ });
  await expect(funnel).toBeVisible();
  const submitted = Number(await funnel.getByRole("cell").nth(3).textContent());
  expect(submitted).toBeGreaterThanOrEqual(1);
  // The lead joined to its source and landing page (issue 13's attribution).
  await expect(
    team.getByRole("table", { name: "Leads per source" }).getByRole("row", { name: `${source} 1` }),
  ).toBeVisible();
  await expect(
    team
      .getByRole("table", { name: "Leads per landing page" })
      .getByRole("rowheader", { name: "/about", exact: true }),
  ).toBeVisible();
  await expect(team.getByText(`bot-${run}`)).toHaveCount(0);
  await expect(team.getByText(`prefetch-${run}`)).toHaveCount(0);
  await expectHitTestable(team.getByRole("link", { name: "Last 30 days" }), "a range preset");

  // The chart is also a table, and every table has its CSV.
  await team.getByText("Show the numbers as a table").click();
  await expect(team.getByRole("table", { name: /per day/ })).toBeVisible();
  const csv = await team.request.get(
    (await team.getByRole("link", { name: "CSV of utm campaigns" }).getAttribute("href")) ?? "",
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${source},email,${campaign},`);

  // WCAG 2.2 AA: no serious or critical violation on the Insights screen.
  await team.emulateMedia({ reducedMotion: "reduce" });
  const blocking = await seriousViolations(team);
  expect(blocking).toEqual([]);
  await team.context().close();
});
