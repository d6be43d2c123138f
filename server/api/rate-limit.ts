import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";

/**
 * Per-client request limits (by IP; behind a proxy set TRUST_PROXY so the IP is the
 * visitor's), for every route of the plugin they are registered in. With REDIS_URL the
 * counters live in Redis and are shared by every instance; otherwise each process counts
 * on its own. If Redis is unreachable the limit is skipped rather than refusing
 * requests: losing a lead costs more than letting a few extra through for a while.
 */
export async function registerRateLimit(
  api: FastifyInstance,
  config: Pick<Config, "redisUrl">,
  options: { perMinute: number; nameSpace: string; tooMany: (seconds: number) => string },
) {
  if (options.perMinute <= 0) return;
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
    max: options.perMinute,
    timeWindow: 60_000,
    nameSpace: options.nameSpace,
    skipOnError: true,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: options.tooMany(Math.ceil(context.ttl / 1000)),
    }),
  });
}

/** Lead submissions on the /api form endpoints. */
export async function registerFormRateLimit(api: FastifyInstance, config: Config) {
  await registerRateLimit(api, config, {
    perMinute: config.rateLimitFormsPerMinute,
    nameSpace: "meridian-forms-rl:",
    tooMany: (seconds) => `Too many submissions. Please try again in ${seconds} seconds.`,
  });
}
