// @vitest-environment node
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { addDays, dayOf } from "../../server/insights/days.ts";
import { maintainInsights } from "../../server/insights/retention.ts";
import {
  createInsightsStore,
  type InsightsEventRow,
  type InsightsStore,
} from "../../server/insights/store.ts";
import type { SiteIndex } from "../../server/site/site-index.ts";
import type { Database } from "../../server/store/database.ts";
import { withInsightsTables } from "../../server/store/insights-database.ts";
import { scratchDataDir } from "./helpers/databases.ts";
import { createTestStore, STORE_KINDS, type TestStore } from "./helpers/stores.ts";

/**
 * Issue 14's beacon and report on both stores: "The beacon endpoint is rate-limited per
 * address and validates everything (unknown paths, oversized or malformed payloads → 4xx,
 * nothing stored)"; "not for prefetches, not for known bots and crawlers, not for /admin";
 * "Honour Sec-GPC: 1 by not counting that visitor as unique"; "Raw events are kept 30 days
 * (setting), then only daily aggregates".
 */

const ORIGIN = "https://meridian-ai.example";
const TOKEN = "insights-admin-token-0123456789abcdef";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

function fakeSite(): SiteIndex {
  const page = { file: "", contentSecurityPolicy: "default-src 'self'" };
  return {
    root: "/nonexistent",
    files: new Set(),
    pages: new Map(
      ["index.html", "contact/index.html", "services/index.html"].map((file) => [file, { ...page, file }]),
    ),
  };
}

function storeDb(testStore: TestStore) {
  return withInsightsTables((testStore.store as TestStore["store"] & { db: Kysely<Database> }).db);
}

async function startApp(testStore: TestStore, env: Record<string, string> = {}) {
  const build = scratchDataDir();
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: ORIGIN,
    DATA_DIR: build.dataDir,
    BUILD_DIR: build.dataDir,
    LOG_LEVEL: "silent",
    ADMIN_TOKEN: TOKEN,
    RATE_LIMIT_INSIGHTS_PER_MINUTE: "0",
    ...env,
  });
  const store = testStore.store as TestStore["store"] & { db: Kysely<Database> };
  const insights = createInsightsStore(store.db, store.dialect);
  const app = await buildApp({ config, store, site: fakeSite(), insightsStore: insights });
  await app.ready();
  return {
    app,
    insights,
    close: async () => {
      await app.close();
      await build.dispose();
    },
  };
}

function beacon(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress = "203.0.113.7",
) {
  return app.inject({
    method: "POST",
    url: "/api/insights",
    remoteAddress,
    headers: { "content-type": "text/plain;charset=UTF-8", origin: ORIGIN, "user-agent": CHROME, ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const report = async (app: FastifyInstance, query = "days=7") =>
  (
    await app.inject({
      method: "GET",
      url: `/admin/api/insights?${query}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    })
  ).json();

describe.each(STORE_KINDS)("insights beacon and report on %s", (kind) => {
  let testStore: TestStore;
  let app: FastifyInstance;
  let close: () => Promise<unknown>;

  beforeAll(async () => {
    testStore = await createTestStore(kind);
    ({ app, close } = await startApp(testStore));
  });
  afterAll(async () => {
    await close();
    await testStore.dispose();
  });
  beforeEach(async () => {
    await storeDb(testStore).deleteFrom("insights_events").execute();
  });

  const events = () => storeDb(testStore).selectFrom("insights_events").selectAll().orderBy("id").execute();

  it("stores a view with its path, referrer host, UTM, device class and a visitor hash — never the address", async () => {
    const response = await beacon(
      app,
      {
        kind: "view",
        url: "/services/?utm_source=Newsletter&utm_medium=email&utm_campaign=autumn&email=x@y.z",
        referrer: "www.News.example",
      },
      { "user-agent": IPHONE },
    );
    expect(response.statusCode).toBe(204);
    const [row] = await events();
    expect(row).toMatchObject({
      kind: "view",
      path: "/services",
      referrer_host: "news.example",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autumn",
      device: "mobile",
      entry: 1,
      form: null,
      day: dayOf(new Date()),
    });
    expect(row?.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
    expect(JSON.stringify(row)).not.toContain("x@y.z");
  });

  it("a client-side navigation is not a visit's first view and keeps no referrer; our own host is no referrer", async () => {
    await beacon(app, { kind: "view", url: "/contact", nav: true, referrer: "elsewhere.example" });
    await beacon(app, { kind: "view", url: "/", referrer: "meridian-ai.example" });
    const rows = await events();
    expect(rows.map((row) => [row.entry, row.referrer_host])).toEqual([
      [0, null],
      [1, null],
    ]);
  });

  it.each([
    ["malformed JSON", "{kind: view", 400],
    ["an unknown kind", { kind: "purchase", url: "/" }, 400],
    ["an unknown key", { kind: "view", url: "/", email: "a@b.c" }, 400],
    ["a page the site does not have", { kind: "view", url: "/wp-login.php" }, 400],
    ["an absolute URL", { kind: "view", url: "https://evil.example/" }, 400],
    ["a form event without its form", { kind: "form_started", url: "/contact" }, 400],
    ["a form that does not exist", { kind: "form_started", url: "/contact", form: "newsletter" }, 400],
    [
      "a referrer that is not a host name",
      { kind: "view", url: "/", referrer: "https://a.example/path" },
      400,
    ],
    ["an oversized body", { kind: "view", url: `/?utm_campaign=${"x".repeat(3000)}` }, 413],
  ])("refuses %s with a 4xx and stores nothing", async (_name, body, status) => {
    const response = await beacon(app, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toEqual(expect.any(String));
    expect(await events()).toEqual([]);
  });

  it("answers other paths under /api/insights with 404, and a beacon from another site with 403", async () => {
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/insights/view",
          headers: { "content-type": "text/plain" },
          payload: "{}",
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/insights" })).statusCode).toBe(404);
    expect(
      (await beacon(app, { kind: "view", url: "/" }, { origin: "https://evil.example" })).statusCode,
    ).toBe(403);
    expect(await events()).toEqual([]);
  });

  it("does not count bots, prefetches or /admin (answered 204, nothing stored)", async () => {
    const bot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect((await beacon(app, { kind: "view", url: "/" }, { "user-agent": bot })).statusCode).toBe(204);
    expect((await beacon(app, { kind: "view", url: "/" }, { "sec-purpose": "prefetch" })).statusCode).toBe(
      204,
    );
    expect((await beacon(app, { kind: "view", url: "/" }, { purpose: "prefetch" })).statusCode).toBe(204);
    expect((await beacon(app, { kind: "view", url: "/admin/leads/1" })).statusCode).toBe(204);
    expect(await events()).toEqual([]);
  });

  it("counts a Sec-GPC: 1 visitor's view but not as a unique visitor", async () => {
    await beacon(app, { kind: "view", url: "/" }, { "sec-gpc": "1" }, "198.51.100.20");
    await beacon(app, { kind: "view", url: "/" }, {}, "198.51.100.21");
    await beacon(app, { kind: "view", url: "/contact", nav: true }, {}, "198.51.100.21");
    const rows = await events();
    expect(rows.map((row) => row.visitor === null)).toEqual([true, false, false]);
    const answer = await report(app);
    expect(answer.totals).toMatchObject({ views: 3, visits: 2, visitors: 1, viewsPerVisit: 1.5 });
  });

  it("reports the funnel, bounces, sources and devices, and exports each table as CSV", async () => {
    await beacon(app, {
      kind: "view",
      url: "/?utm_source=news&utm_medium=email&utm_campaign=launch",
      referrer: "news.example",
    });
    await beacon(app, { kind: "view", url: "/contact", nav: true });
    await beacon(app, { kind: "form_viewed", url: "/contact", form: "pageContact" });
    await beacon(app, { kind: "form_started", url: "/contact", form: "pageContact" });
    await beacon(app, { kind: "form_submitted", url: "/contact", form: "pageContact" });
    await beacon(app, { kind: "chat_opened", url: "/contact" });
    await beacon(app, { kind: "view", url: "/services" }, {}, "198.51.100.30");
    await beacon(app, { kind: "bounce", url: "/services" }, {}, "198.51.100.30");
    const answer = await report(app);
    expect(answer.totals).toMatchObject({ views: 3, visits: 2, visitors: 2, bounceRate: 0.5 });
    expect(answer.pages).toEqual(
      expect.arrayContaining([
        { path: "/contact", count: 1, visitors: 1 },
        { path: "/services", count: 1, visitors: 1 },
      ]),
    );
    expect(answer.referrers).toEqual(
      expect.arrayContaining([
        { host: "news.example", count: 1, visitors: 1 },
        { host: "(direct)", count: 1, visitors: 1 },
      ]),
    );
    expect(answer.campaigns).toEqual([
      { source: "news", medium: "email", campaign: "launch", count: 1, visitors: 1 },
    ]);
    expect(answer.devices).toEqual([{ device: "desktop", count: 3, visitors: 2 }]);
    expect(answer.funnels).toEqual([{ form: "pageContact", viewed: 1, started: 1, submitted: 1, failed: 0 }]);
    expect(answer.chat).toEqual({ opened: 1, question: 0, lead: 0 });

    const csv = await app.inject({
      method: "GET",
      url: "/admin/api/insights/funnels.csv?days=7",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body).toContain("form,viewed,started,submitted,failed,started_rate,submitted_rate\r\n");
    expect(csv.body).toContain("Contact (contact page),1,1,1,0,1.0000,1.0000\r\n");
    const missing = await app.inject({
      method: "GET",
      url: "/admin/api/insights/secrets.csv",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("joins leads with their attribution: leads per source and per landing page", async () => {
    // Issue 14: "leads per source and per landing page (joined with the lead attribution fields)".
    const lead = (name: string, attribution: Record<string, string>) =>
      testStore.store.insertLead({
        type: "contact",
        name,
        email: `${name.toLowerCase()}@example.com`,
        payload: { name },
        attribution,
      });
    await lead("Ada", { landingPage: "/services", utmSource: "Newsletter", referrerHost: "news.example" });
    await lead("Grace", { landingPage: "/services", referrerHost: "www.search.example" });
    await lead("Alan", { landingPage: "/", sourcePage: "/contact" });
    await lead("Edsger", {});
    const answer = await report(app);
    expect(answer.leadsBySource).toEqual(
      expect.arrayContaining([
        { source: "newsletter", leads: 1 },
        { source: "search.example", leads: 1 },
        { source: "(direct)", leads: 2 },
      ]),
    );
    expect(answer.leadsByLandingPage).toEqual(
      expect.arrayContaining([
        { page: "/services", leads: 2 },
        { page: "/", leads: 1 },
        { page: "(not recorded)", leads: 1 },
      ]),
    );
    const csv = await app.inject({
      method: "GET",
      url: "/admin/api/insights/leads-by-landing-page.csv?days=7",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(csv.body).toContain("landing_page,leads\r\n/services,2\r\n");
  });

  it("the report needs the team's credentials and a sane range", async () => {
    expect((await app.inject({ method: "GET", url: "/admin/api/insights" })).statusCode).toBe(401);
    const bad = await app.inject({
      method: "GET",
      url: "/admin/api/insights?from=2026-11-24&to=2026-01-01",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe.each(STORE_KINDS)("insights rate limit on %s", (kind) => {
  it("limits beacons per address", async () => {
    const testStore = await createTestStore(kind);
    const { app, close } = await startApp(testStore, { RATE_LIMIT_INSIGHTS_PER_MINUTE: "3" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await beacon(app, { kind: "view", url: "/" })).statusCode);
      expect(codes).toEqual([204, 204, 204, 429]);
      expect((await beacon(app, { kind: "view", url: "/" }, {}, "203.0.113.99")).statusCode).toBe(204);
    } finally {
      await close();
      await testStore.dispose();
    }
  });
});

// Issue 28, finding 11: "raw events are bounded only per address" — wanted: "a site-wide daily
// cap on raw events, … configurable".
describe.each(STORE_KINDS)("insights daily cap on %s", (kind) => {
  it("stores at most INSIGHTS_MAX_EVENTS_PER_DAY events a day from all addresses together, answering the rest 204", async () => {
    const testStore = await createTestStore(kind);
    const { app, insights, close } = await startApp(testStore, { INSIGHTS_MAX_EVENTS_PER_DAY: "5" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) {
        codes.push((await beacon(app, { kind: "view", url: "/" }, {}, `198.51.100.${i + 1}`)).statusCode);
      }
      expect(codes).toEqual(Array(8).fill(204));
      expect(await insights.countEvents()).toBe(5);
    } finally {
      await close();
      await testStore.dispose();
    }
  });
});

describe.each(STORE_KINDS)("insights roll-up and retention on %s (controlled clock)", (kind) => {
  let testStore: TestStore;
  let insights: InsightsStore;

  beforeEach(async () => {
    testStore = await createTestStore(kind);
    const store = testStore.store as TestStore["store"] & { db: Kysely<Database> };
    insights = createInsightsStore(store.db, store.dialect);
  });
  afterEach(async () => {
    await testStore.dispose();
  });

  const event = (day: string, overrides: Partial<InsightsEventRow> = {}): InsightsEventRow => ({
    day,
    at: `${day}T12:00:00.000Z`,
    kind: "view",
    path: "/",
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: "desktop",
    visitor: "visitor-a",
    entry: true,
    form: null,
    ...overrides,
  });

  it("rolls finished days up, keeps today's raw, and deletes raw events only after INSIGHTS_RETENTION_DAYS", async () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const today = dayOf(now);
    const old = addDays(today, -31);
    const recent = addDays(today, -1);
    await Promise.all([
      insights.record(event(old)),
      insights.record(event(old, { visitor: "visitor-b", path: "/contact", entry: false })),
      insights.record(
        event(old, { visitor: "visitor-b", kind: "form_viewed", form: "pageContact", entry: false }),
      ),
      insights.record(event(recent)),
      insights.record(event(today)),
    ]);
    const before = await buildReportCounts(insights, old, today);

    const result = await maintainInsights(insights, now, 30);
    expect(result.rolledUp).toEqual([old, recent]);
    expect(result.deletedEvents).toBe(3);
    expect(await insights.countEvents()).toBe(2);
    // "then only daily aggregates": the old day still counts, from its aggregates.
    expect(await buildReportCounts(insights, old, today)).toEqual(before);

    // A second run (or a second instance) changes nothing.
    expect(await maintainInsights(insights, now, 30)).toEqual({
      rolledUp: [],
      deletedEvents: 0,
      deletedDailyRows: 0,
    });
    expect(await buildReportCounts(insights, old, today)).toEqual(before);
  });

  // Issue 28, finding 11: "one daily row per distinct referrer or campaign is kept for ever
  // (3,000 spam beacons left 3,002 permanent rows per table)". Wanted: "keep the top keys per
  // day and fold the rest into '(other)'".
  it("keeps a day's 100 most counted referrers and campaigns and folds the rest into (other), counts intact", async () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const day = addDays(dayOf(now), -1);
    const spam = Array.from({ length: 3000 }, (_, index) =>
      insights.record(
        event(day, {
          visitor: `spam-${index % 7}`,
          referrerHost: `spam-${index}.example`,
          utmSource: "spam",
          utmCampaign: `campaign-${index}`,
        }),
      ),
    );
    const real = Array.from({ length: 12 }, (_, index) =>
      insights.record(event(day, { visitor: `reader-${index}`, referrerHost: "news.example" })),
    );
    await Promise.all([...spam, ...real]);
    const before = await buildReportCounts(insights, day, day);

    await maintainInsights(insights, now, 30);

    const daily = await storeDb(testStore)
      .selectFrom("insights_daily")
      .selectAll()
      .where("day", "=", day)
      .execute();
    const kept = (metric: string) => daily.filter((row) => row.metric === metric);
    const total = (metric: string) => kept(metric).reduce((sum, row) => sum + Number(row.count), 0);
    expect(kept("referrers").length).toBe(101);
    expect(total("referrers")).toBe(3012);
    expect(kept("campaigns").length).toBe(101);
    expect(total("campaigns")).toBe(3000);

    const { buildReport } = await import("../../server/insights/report.ts");
    const report = await buildReport(insights, { from: day, to: day }, async () => ({
      leadsBySource: [],
      leadsByLandingPage: [],
    }));
    // news.example and 99 spam hosts are kept; the other 2,901 spam views are one row.
    const other = report.referrers.find((row) => row.host === "(other)");
    expect(other?.count).toBe(2901);
    // Its visitors: those behind the folded hosts, at most the day's (7 spam, 12 readers).
    expect(other?.visitors).toBeGreaterThanOrEqual(7);
    expect(other?.visitors).toBeLessThanOrEqual(19);
    expect(report.referrers).toContainEqual({ host: "news.example", count: 12, visitors: 12 });
    expect(report.campaigns[0]).toEqual({
      source: "(other)",
      medium: "",
      campaign: "",
      count: 2900,
      visitors: 7,
    });
    expect(await buildReportCounts(insights, day, day)).toEqual(before);
  });

  it("deletes daily totals older than INSIGHTS_DAILY_RETENTION_DAYS and keeps the younger ones", async () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const today = dayOf(now);
    const ancient = addDays(today, -731);
    const kept = addDays(today, -729);
    await Promise.all([insights.record(event(ancient)), insights.record(event(kept))]);
    await maintainInsights(insights, now, 30, 730);
    const days = await storeDb(testStore).selectFrom("insights_daily").select("day").distinct().execute();
    expect(days.map((row) => row.day)).toEqual([kept]);
    expect((await buildReportCounts(insights, kept, kept)).totals.views).toBe(1);
  });

  it("waits a few minutes past midnight before rolling a day up", async () => {
    await insights.record(event("2026-11-23"));
    expect((await maintainInsights(insights, new Date("2026-11-24T00:01:00Z"), 30)).rolledUp).toEqual([]);
    expect((await maintainInsights(insights, new Date("2026-11-24T00:06:00Z"), 30)).rolledUp).toEqual([
      "2026-11-23",
    ]);
  });

  it("keeps one salt, today's, shared by every instance", async () => {
    const db = storeDb(testStore);
    expect(await insights.saltFor("2026-11-23", "first")).toBe("first");
    expect(await insights.saltFor("2026-11-23", "second")).toBe("first");
    expect(await insights.saltFor("2026-11-24", "third")).toBe("third");
    expect(await db.selectFrom("insights_salts").selectAll().execute()).toEqual([
      { day: "2026-11-24", salt: "third" },
    ]);
  });
});

async function buildReportCounts(insights: InsightsStore, from: string, to: string) {
  const { buildReport } = await import("../../server/insights/report.ts");
  const answer = await buildReport(insights, { from, to }, async () => ({
    leadsBySource: [],
    leadsByLandingPage: [],
  }));
  return { totals: answer.totals, daily: answer.daily, pages: answer.pages, funnels: answer.funnels };
}
