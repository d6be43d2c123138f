import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { AdminStore } from "../store/admin-store.ts";
import type { ChatStore } from "../store/chat-store.ts";
import type { Database } from "../store/database.ts";
import { createProcessBus, type LiveBus } from "./bus.ts";
import { createLiveHub } from "./hub.ts";
import { createPostgresBus } from "./postgres-bus.ts";
import { createRedisBus } from "./redis-bus.ts";
import { asksForPerson, createLiveService } from "./service.ts";
import { type LiveSettings, liveSettings } from "./settings.ts";
import { createLiveStore } from "./store.ts";
import { createStreamRegistry } from "./streams.ts";
import { liveTeamRoutes } from "./team-routes.ts";
import { liveVisitorRoutes } from "./visitor-routes.ts";

/**
 * Issue 30, the live hand-off: a team member joins the visitor's chat. Mounted by
 * server/app.ts: the visitor's routes under /api/live, the team's under /admin/api/live, and
 * the hook the chat asks before the assistant answers (server/chat/plugin.ts).
 */

/** What the chat (server/chat/plugin.ts) asks the live hand-off. */
export type LiveChatHook = {
  /**
   * A person is asked for or in this conversation: the visitor's message is stored and
   * pushed to the team, and the answer says so instead of the assistant's. Undefined: the
   * assistant answers.
   */
  holdForPerson(
    conversationId: string,
    message: { text: string; page: string | null },
  ): Promise<{ reply: string } | undefined>;
  /** Fields the chat's answer carries for the window's "Talk to a person" offer. */
  replyFields(input: { message: string; answered: boolean }): { answered: boolean; offerPerson: boolean };
};

export type LiveChat = Awaited<ReturnType<typeof mountLiveChat>>;

/** The carrier between instances: Redis with REDIS_URL, else PostgreSQL's LISTEN/NOTIFY, else this process. */
function chooseBus(
  config: Pick<Config, "redisUrl" | "databaseUrl">,
  db: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  logger: FastifyBaseLogger,
  connectionString: string | undefined,
): LiveBus {
  if (config.redisUrl) return createRedisBus({ url: config.redisUrl, logger });
  const url = connectionString ?? config.databaseUrl;
  if (dialect === "postgres" && url) return createPostgresBus({ connectionString: url, db, logger });
  return createProcessBus();
}

export async function mountLiveChat(
  app: FastifyInstance,
  options: {
    config: Config;
    db: Kysely<Database>;
    dialect: "sqlite" | "postgres";
    chatStore: ChatStore;
    adminStore: AdminStore | undefined;
    settings?: LiveSettings | undefined;
    /** The PostgreSQL the store uses, when it is not DATABASE_URL (tests). */
    databaseUrl?: string | undefined;
  },
) {
  const settings = options.settings ?? liveSettings();
  const bus = chooseBus(options.config, options.db, options.dialect, app.log, options.databaseUrl);
  if ("ready" in bus) await (bus as { ready: Promise<void> }).ready;
  const store = createLiveStore(options.db);
  const streams = createStreamRegistry();
  const hub = createLiveHub({
    bus,
    readEvents: (conversationId, afterSeq) => store.events(conversationId, afterSeq),
    onError: (error) => app.log.warn({ err: error }, "live chat: notice not delivered"),
  });
  const service = createLiveService({
    store,
    chatStore: options.chatStore,
    hub,
    settings,
    config: options.config,
  });

  await app.register(liveVisitorRoutes, {
    prefix: "/api",
    config: options.config,
    service,
    store,
    hub,
    streams,
  });
  if (options.adminStore)
    await app.register(liveTeamRoutes, {
      prefix: "/admin/api/live",
      config: options.config,
      adminStore: options.adminStore,
      service,
      store,
      hub,
      streams,
      settings,
    });

  // Open streams would hold the shutdown: they are closed first, and browsers reconnect elsewhere.
  app.addHook("preClose", async () => {
    streams.closeAll();
  });
  app.addHook("onClose", async () => {
    await bus.close();
  });

  const chatHook: LiveChatHook = {
    async holdForPerson(conversationId, message) {
      const stored = await service.visitorMessage(conversationId, message.text, message.page);
      return stored ? { reply: service.heldForPerson } : undefined;
    },
    replyFields({ message, answered }) {
      return { answered, offerPerson: asksForPerson(message) };
    },
  };

  return { chatHook, service, store, hub, streams, bus, settings };
}
