import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Redis } from "ioredis";

/**
 * The one way the server talks to Redis (REDIS_URL): a client per URL in the process,
 * shared by every user (the rate limits, the chat's limit, the admin token lockout, the
 * health check). Redis only makes limits shared between instances; it must never hold a
 * visitor up. So a command gives up after REDIS_COMMAND_TIMEOUT_MS, nothing queues while
 * the connection is down, and after a failure callers skip Redis for a moment and count
 * in the process instead (each user keeps its own fallback counters).
 */

/** Longest a caller waits for one Redis command before counting in the process. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
/** After a failed command, Redis is skipped this long before it is tried again. */
export const REDIS_RETRY_AFTER_MS = 1000;
/** A connection that answers nothing this long after a command is dropped and made again. */
const SOCKET_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 1000;

export type RedisState = "ok" | "degraded";

export class RedisUnavailableError extends Error {
  constructor() {
    super("Redis is unavailable; counting in the process");
    this.name = "RedisUnavailableError";
  }
}

export type SharedRedis = {
  /**
   * Runs commands on the client, or rejects at once when Redis is known to be down.
   * Every command carries the timeout, so this settles within about 250 ms.
   */
  run<T>(commands: (client: Redis) => Promise<T>): Promise<T>;
  /** "degraded" while the connection is down or the last command failed. */
  state(): RedisState;
};

type Entry = { shared: SharedRedis; client: Redis; users: number };

const clients = new Map<string, Entry>();

function createEntry(url: string, log: FastifyBaseLogger): Entry {
  const client = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
  });
  let failedAt = Number.NEGATIVE_INFINITY;
  let everReady = false;
  // One warning per outage, one note when it is over: a dead Redis retries every 2 s.
  let outageLogged = false;
  const noteFailure = (error: unknown) => {
    failedAt = Date.now();
    if (outageLogged) return;
    outageLogged = true;
    log.warn({ err: error }, "Redis unavailable: rate limits count per instance until it is back");
  };
  client.on("error", noteFailure);
  client.on("ready", () => {
    everReady = true;
    if (outageLogged) log.info("Redis available again: rate limits are shared again");
    outageLogged = false;
  });

  const connected = () => client.status === "ready";
  const resting = () => Date.now() - failedAt < REDIS_RETRY_AFTER_MS;
  /**
   * Just after start the first connection may still be on its way: callers wait for it
   * (together, at most one command timeout) rather than count alone from the first request.
   */
  let firstConnection: Promise<void> | undefined;
  const awaitFirstConnection = () => {
    if (everReady || failedAt !== Number.NEGATIVE_INFINITY) return;
    firstConnection ??= new Promise<void>((resolve) => {
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        client.off("ready", ready);
        if (!connected()) noteFailure(new Error(`no Redis connection within ${REDIS_COMMAND_TIMEOUT_MS} ms`));
        resolve();
      }, REDIS_COMMAND_TIMEOUT_MS);
      client.once("ready", ready);
    });
    return firstConnection;
  };
  const shared: SharedRedis = {
    async run(commands) {
      await awaitFirstConnection();
      if (!connected() || resting()) throw new RedisUnavailableError();
      try {
        const result = await commands(client);
        failedAt = Number.NEGATIVE_INFINITY;
        return result;
      } catch (error) {
        noteFailure(error);
        throw error;
      }
    },
    state: () => (connected() && !resting() ? "ok" : "degraded"),
  };
  return { shared, client, users: 0 };
}

/** The process's Redis client for this URL; let go of when the scope closes (the last user disconnects it). */
export function sharedRedis(scope: FastifyInstance, url: string): SharedRedis {
  let entry = clients.get(url);
  if (!entry) {
    entry = createEntry(url, scope.log);
    clients.set(url, entry);
  }
  entry.users += 1;
  const held = entry;
  scope.addHook("onClose", async () => {
    held.users -= 1;
    if (held.users === 0 && clients.get(url) === held) {
      clients.delete(url);
      held.client.disconnect();
    }
  });
  return held.shared;
}
