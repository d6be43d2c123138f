import type { Kysely } from "kysely";
import { sql } from "kysely";
import pg from "pg";
import type { Database } from "../store/database.ts";
import { type BusNotice, decodeNotice, encodeNotice, LIVE_CHANNEL, type LiveBus } from "./bus.ts";

type Logger = { warn(details: object, message: string): void; info(details: object, message: string): void };

const RECONNECT_MIN_MS = 200;
const RECONNECT_MAX_MS = 5000;

/**
 * Several instances on one PostgreSQL: NOTIFY through the store's own pool, LISTEN on one
 * dedicated connection per instance. When that connection drops it is made again (with a
 * growing pause), and the hub re-reads every conversation it streams, so nothing published
 * during the gap is lost (the events are in the store).
 */
export function createPostgresBus(options: {
  connectionString: string;
  db: Kysely<Database>;
  logger: Logger;
}): LiveBus & { ready: Promise<void> } {
  const handlers: ((notice: BusNotice) => void)[] = [];
  const reconnectHandlers: (() => void)[] = [];
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const notice = decodeNotice(message.payload);
      if (notice) for (const handler of handlers) handler(notice);
    });
    next.on("error", (error) => {
      options.logger.warn({ err: error }, "live chat: LISTEN connection lost; reconnecting");
      drop(next);
    });
    next.on("end", () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      drop(next);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    if (connectedOnce) {
      options.logger.info({}, "live chat: LISTEN connection back");
      for (const handler of reconnectHandlers) handler();
    }
    connectedOnce = true;
  };

  const drop = (which: pg.Client) => {
    if (client === which) client = undefined;
    which.removeAllListeners("notification");
    void which.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || timer || client) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((error) => {
        options.logger.warn({ err: error }, "live chat: LISTEN connection failed; trying again");
        scheduleReconnect();
      });
    }, delay);
    timer.unref();
  };

  const ready = connect().catch((error) => {
    options.logger.warn({ err: error }, "live chat: LISTEN connection failed; trying again");
    scheduleReconnect();
  });

  return {
    name: "postgres",
    ready,
    async publish(notice) {
      await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${encodeNotice(notice)})`.execute(options.db);
    },
    onNotice(handler) {
      handlers.push(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        await current.end().catch(() => {});
      }
    },
  };
}
