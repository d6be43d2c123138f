import type { FastifyPluginAsync } from "fastify";
import { INSIGHTS_MAX_BODY_BYTES } from "../../app/insights/events.ts";
import { zodFieldErrors } from "../../app/schemas/field-errors.ts";
import { beaconEventSchema } from "../../app/schemas/insights.ts";
import { ApiError, apiErrorHandler } from "../api/errors.ts";
import { originGuard } from "../api/origin-guard.ts";
import { registerRateLimit } from "../api/rate-limit.ts";
import type { Config } from "../config.ts";
import { isBotUserAgent, isPrefetch } from "./bots.ts";
import { dailyEventCap } from "./daily-cap.ts";
import { dayOf } from "./days.ts";
import { eventRow, pagePath } from "./event-row.ts";
import type { InsightsStore } from "./store.ts";
import { type Clock, createVisitorHasher } from "./visitor-hash.ts";

export type InsightsPluginOptions = {
  config: Config;
  store: InsightsStore;
  /** Whether a path is a page of the built site (only those are counted). */
  isPage: (path: string) => boolean;
  clock?: Clock;
};

/**
 * POST /api/insights, the beacon (issue 14): one event per request, sent by
 * navigator.sendBeacon as text/plain JSON. A malformed, oversized or unknown-page
 * beacon is refused with a 4xx and nothing is stored; a bot, a prefetch or /admin is
 * answered 204 and not counted. Rate-limited per address like the other endpoints, and
 * capped site-wide per day (daily-cap.ts).
 */
export const insightsPlugin: FastifyPluginAsync<InsightsPluginOptions> = async (api, options) => {
  const { config, store, isPage } = options;
  const clock = options.clock ?? { now: () => new Date() };
  const hasher = createVisitorHasher(store, clock);
  const cap = dailyEventCap({
    max: config.insightsMaxEventsPerDay,
    countEventsOn: (day) => store.countEventsOn(day),
    log: api.log,
  });
  const ownHosts = [new URL(config.siteOrigin).hostname.replace(/^www\./, "")];

  api.setErrorHandler(apiErrorHandler);
  api.addHook("onRequest", originGuard(config.corsOrigins));
  if (config.rateLimitInsightsPerMinute > 0) {
    await registerRateLimit(api, config, {
      name: "insights",
      max: config.rateLimitInsightsPerMinute,
      windowMs: 60_000,
      tooMany: (seconds) => `Too many events. Please try again in ${seconds} seconds.`,
    });
  }
  // sendBeacon sends a string as text/plain, which needs no CORS preflight; JSON is read either way.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser(
    ["text/plain", "application/json"],
    { parseAs: "string", bodyLimit: INSIGHTS_MAX_BODY_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new ApiError(400, "The event is not valid JSON."), undefined);
      }
    },
  );

  api.post("/insights", async (request, reply) => {
    const parsed = beaconEventSchema.safeParse(request.body);
    if (!parsed.success) {
      throw new ApiError(400, "The event is malformed.", zodFieldErrors(parsed.error, "_"));
    }
    const event = parsed.data;
    const path = pagePath(new URL(event.url, "http://site.invalid").pathname);
    if (path === "/admin" || path.startsWith("/admin/")) return reply.code(204).send();
    if (!isPage(path))
      throw new ApiError(400, "The event is not about a page of this site.", { url: "Unknown page" });

    const userAgent = request.headers["user-agent"];
    if (isBotUserAgent(userAgent) || isPrefetch(request.headers)) return reply.code(204).send();

    const now = clock.now();
    if (!(await cap.admit(dayOf(now)))) return reply.code(204).send();
    const visitor = await hasher.hash(request.ip, userAgent ?? "", request.headers["sec-gpc"] === "1");
    const requestHost = request.hostname.replace(/:\d+$/, "").replace(/^www\./, "");
    await store.record(
      eventRow(event, { now, userAgent: userAgent ?? "", visitor, ownHosts: [...ownHosts, requestHost] }),
    );
    return reply.code(204).send();
  });
};
