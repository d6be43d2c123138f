import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
} from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { type SharedRedis, sharedRedis } from "./redis-client.ts";
import { WindowCounters } from "./window-counters.ts";

/**
 * The one way the server limits requests per client. With REDIS_URL the counters
 * live in Redis and are shared by every instance (through the process's one client,
 * redis-client.ts); otherwise each process counts on its own. While Redis is
 * unreachable or not answering, each instance counts in its own memory instead, so
 * the limit still holds per instance and no visitor waits on Redis for more than a
 * quarter of a second.
 *
 * The client is `request.ip`: the socket's peer, or the address the trusted proxy
 * saw when TRUST_PROXY names the proxies (see docs/OPERATIONS.md); IPv6 addresses
 * count per /64, as one home or phone gets a whole /64 (clientKey).
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

/**
 * INCR with the window set on the first hit, and the time left: one round trip, and a
 * counter can never be left without an expiry.
 */
const INCREMENT_WINDOW = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

async function incrementInRedis(redis: SharedRedis, key: string, windowMs: number) {
  const [count, ttl] = (await redis.run((client) => client.eval(INCREMENT_WINDOW, 1, key, windowMs))) as [
    number,
    number,
  ];
  return { count, ttlMs: ttl > 0 ? ttl : windowMs };
}

/** A @fastify/rate-limit store: Redis while it answers, this process's counters while it does not. */
function redisFirstStore(redis: SharedRedis, nameSpace: string): FastifyRateLimitStoreCtor {
  const fallback = new WindowCounters();
  return class RedisFirstStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      incrementInRedis(redis, `${nameSpace}${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        () => {
          const now = Date.now();
          const window = fallback.increment(key, timeWindow, now);
          callback(null, { current: window.count, ttl: window.endsAt - now });
        },
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

type IncrCallback = Parameters<FastifyRateLimitStore["incr"]>[1];

/**
 * The key a client is counted under: its address, an IPv6 address by its /64 (one home,
 * office or phone gets a whole /64), as @fastify/rate-limit keys the request limits.
 */
export function clientKey(address: string): string {
  return normalizeIP(address);
}

/** Limits every route of `scope` (an encapsulated plugin) by the rule. */
export async function registerRateLimit(
  scope: FastifyInstance,
  config: Pick<Config, "redisUrl">,
  rule: RateLimitRule,
): Promise<void> {
  const nameSpace = `meridian-${rule.name}-rl:`;
  const redis = config.redisUrl ? sharedRedis(scope, config.redisUrl) : undefined;
  await scope.register(rateLimit, {
    global: true,
    max: rule.max,
    timeWindow: rule.windowMs,
    nameSpace,
    ...(redis ? { store: redisFirstStore(redis, nameSpace) } : {}),
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
 * `max` failures in the window it is held off until the window ends. Shared through
 * Redis when REDIS_URL is set; failures recorded while Redis is unavailable are
 * counted in the process, and a client is held off when either count says so.
 */
export type FailureLimit = {
  /** Seconds until the client may try again, or 0 when it may now. */
  heldOffSeconds(client: string): Promise<number>;
  recordFailure(client: string): Promise<void>;
};

export function createFailureLimit(
  scope: FastifyInstance,
  config: Pick<Config, "redisUrl">,
  { name, max, windowMs }: { name: string; max: number; windowMs: number },
): FailureLimit {
  const local = new WindowCounters();
  const localWaitSeconds = (client: string) => {
    const now = Date.now();
    const window = local.current(client, now);
    return window && window.count >= max ? Math.ceil((window.endsAt - now) / 1000) : 0;
  };
  const redis = config.redisUrl ? sharedRedis(scope, config.redisUrl) : undefined;
  if (!redis) {
    return {
      heldOffSeconds: async (client) => localWaitSeconds(client),
      recordFailure: async (client) => {
        local.increment(client, windowMs);
      },
    };
  }
  const keyOf = (client: string) => `meridian-${name}-failures:${client}`;
  const redisWaitSeconds = async (client: string) => {
    try {
      const key = keyOf(client);
      const [count, ttl] = await redis.run((connection) =>
        Promise.all([connection.get(key), connection.pttl(key)]),
      );
      return Number(count ?? 0) >= max && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
    } catch {
      return 0;
    }
  };
  return {
    async heldOffSeconds(client) {
      return Math.max(localWaitSeconds(client), await redisWaitSeconds(client));
    },
    async recordFailure(client) {
      try {
        await incrementInRedis(redis, keyOf(client), windowMs);
      } catch {
        local.increment(client, windowMs);
      }
    },
  };
}
