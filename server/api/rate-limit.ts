import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";

/**
 * The one way the server limits requests per client. With REDIS_URL the counters
 * live in Redis and are shared by every instance (one client per Redis URL in the
 * process, whoever asks for it); otherwise each process counts on its own. If Redis
 * is unreachable the limit is skipped rather than refusing visitors: losing a lead
 * costs more than letting a few extra requests through for a while.
 *
 * The client is `request.ip`: the socket's peer, or the address the trusted proxy
 * saw when TRUST_PROXY names the proxies (see docs/OPERATIONS.md).
 */
export type RateLimitRule = {
  /** Keeps each limit's counters apart in Redis. */
  name: string;
  max: number;
  windowMs: number;
  /** The 429 message, given the seconds until the window resets. */
  tooMany: (seconds: number) => string;
  keyGenerator?: ((request: FastifyRequest) => string) | undefined;
};

const sharedClients = new Map<string, { redis: Redis; users: number }>();

/** The process's Redis client for this URL; released when the scope closes. */
function sharedRedis(scope: FastifyInstance, url: string): Redis {
  let entry = sharedClients.get(url);
  if (!entry) {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
    redis.on("error", (error) => scope.log.warn({ err: error }, "rate-limit Redis unavailable"));
    entry = { redis, users: 0 };
    sharedClients.set(url, entry);
  }
  entry.users += 1;
  const held = entry;
  scope.addHook("onClose", async () => {
    held.users -= 1;
    if (held.users === 0 && sharedClients.get(url) === held) {
      sharedClients.delete(url);
      held.redis.disconnect();
    }
  });
  return held.redis;
}

/** Limits every route of `scope` (an encapsulated plugin) by the rule. */
export async function registerRateLimit(
  scope: FastifyInstance,
  config: Pick<Config, "redisUrl">,
  rule: RateLimitRule,
): Promise<void> {
  const redis = config.redisUrl ? sharedRedis(scope, config.redisUrl) : undefined;
  await scope.register(rateLimit, {
    global: true,
    max: rule.max,
    timeWindow: rule.windowMs,
    nameSpace: `meridian-${rule.name}-rl:`,
    skipOnError: true,
    ...(redis ? { redis } : {}),
    ...(rule.keyGenerator ? { keyGenerator: rule.keyGenerator } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: rule.tooMany(Math.ceil(context.ttl / 1000)),
    }),
  });
}

/** Per-client limit on lead submissions (RATE_LIMIT_FORMS_PER_MINUTE; 0 turns it off). */
export async function registerFormRateLimit(
  api: FastifyInstance,
  config: Pick<Config, "redisUrl" | "rateLimitFormsPerMinute">,
) {
  if (config.rateLimitFormsPerMinute <= 0) return;
  await registerRateLimit(api, config, {
    name: "forms",
    max: config.rateLimitFormsPerMinute,
    windowMs: 60_000,
    tooMany: (seconds) => `Too many submissions. Please try again in ${seconds} seconds.`,
  });
}

/**
 * Counts failures (not requests) per client, for limits that must not slow the
 * well-behaved: a wrong bearer token counts, a right one does not. Once a client has
 * `max` failures in the window it is held off until the window ends. Shares the rate
 * limits' Redis client when REDIS_URL is set (and, like them, lets everything through
 * while Redis is unreachable); otherwise counts in the process.
 */
export type FailureLimit = {
  /** Seconds until the client may try again, or 0 when it may now. */
  heldOffSeconds(client: string): Promise<number>;
  recordFailure(client: string): Promise<void>;
};

/** Most clients the in-process counter remembers; the oldest window is forgotten first. */
const MAX_REMEMBERED_CLIENTS = 10_000;

export function createFailureLimit(
  scope: FastifyInstance,
  config: Pick<Config, "redisUrl">,
  { name, max, windowMs }: { name: string; max: number; windowMs: number },
): FailureLimit {
  if (config.redisUrl) {
    const redis = sharedRedis(scope, config.redisUrl);
    const keyOf = (client: string) => `meridian-${name}-failures:${client}`;
    return {
      async heldOffSeconds(client) {
        try {
          const [count, ttl] = await Promise.all([redis.get(keyOf(client)), redis.pttl(keyOf(client))]);
          return Number(count ?? 0) >= max && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
        } catch {
          return 0;
        }
      },
      async recordFailure(client) {
        try {
          const count = await redis.incr(keyOf(client));
          if (count === 1) await redis.pexpire(keyOf(client), windowMs);
        } catch (error) {
          scope.log.warn({ err: error }, "failure limit: Redis unavailable");
        }
      },
    };
  }
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (client: string) => {
    const window = windows.get(client);
    if (window && window.endsAt <= Date.now()) {
      windows.delete(client);
      return undefined;
    }
    return window;
  };
  return {
    async heldOffSeconds(client) {
      const window = current(client);
      return window && window.count >= max ? Math.ceil((window.endsAt - Date.now()) / 1000) : 0;
    },
    async recordFailure(client) {
      const window = current(client);
      if (window) {
        window.count += 1;
        return;
      }
      if (windows.size >= MAX_REMEMBERED_CLIENTS) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(client, { count: 1, endsAt: Date.now() + windowMs });
    },
  };
}
