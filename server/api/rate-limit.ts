import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";

/**
 * Per-client limit on lead submissions (by IP; behind a proxy set TRUST_PROXY so the
 * IP is the visitor's). With REDIS_URL the counters live in Redis and are shared by
 * every instance; otherwise each process counts on its own. If Redis is unreachable
 * the limit is skipped rather than refusing leads: losing a lead costs more than
 * letting a few extra submissions through for a while.
 */
export async function registerFormRateLimit(api: FastifyInstance, config: Config) {
  if (config.rateLimitFormsPerMinute <= 0) return;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on("error", (error) => api.log.warn({ err: error }, "rate-limit Redis unavailable"));
    api.addHook("onClose", async () => {
      redis.disconnect();
    });
  }
  await api.register(rateLimit, {
    global: true,
    max: config.rateLimitFormsPerMinute,
    timeWindow: 60_000,
    nameSpace: "meridian-forms-rl:",
    skipOnError: true,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Too many submissions. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
