import { Redis } from "ioredis";
import { REDIS_COMMAND_TIMEOUT_MS } from "../api/redis-client.ts";
import { type BusNotice, decodeNotice, encodeNotice, LIVE_CHANNEL, type LiveBus } from "./bus.ts";

type Logger = { warn(details: object, message: string): void; info(details: object, message: string): void };

/**
 * Several instances with REDIS_URL: PUBLISH and SUBSCRIBE on one channel. A subscribed
 * connection can do nothing else, so there are two. Publishing gives up as fast as every
 * other Redis use (ADR 807): the event is stored already, and a visitor's stream on another
 * instance catches up when the subscriber reconnects (the hub re-reads its conversations).
 */
export function createRedisBus(options: { url: string; logger: Logger }): LiveBus {
  const handlers: ((notice: BusNotice) => void)[] = [];
  const reconnectHandlers: (() => void)[] = [];
  const common = {
    connectTimeout: 1000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
  const publisher = new Redis(options.url, {
    ...common,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  const subscriber = new Redis(options.url, { ...common, maxRetriesPerRequest: null });
  let warned = false;
  const warn = (error: unknown) => {
    if (warned) return;
    warned = true;
    options.logger.warn({ err: error }, "live chat: Redis unavailable; streams catch up when it is back");
  };
  publisher.on("error", warn);
  subscriber.on("error", warn);
  let readyOnce = false;
  subscriber.on("ready", () => {
    warned = false;
    if (readyOnce) for (const handler of reconnectHandlers) handler();
    readyOnce = true;
  });
  void subscriber.subscribe(LIVE_CHANNEL).catch(warn);
  subscriber.on("message", (channel: string, payload: string) => {
    if (channel !== LIVE_CHANNEL) return;
    const notice = decodeNotice(payload);
    if (notice) for (const handler of handlers) handler(notice);
  });
  return {
    name: "redis",
    async publish(notice) {
      await publisher.publish(LIVE_CHANNEL, encodeNotice(notice));
    },
    onNotice(handler) {
      handlers.push(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
