import helmet from "@fastify/helmet";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { adminPlugin } from "./admin/index.ts";
import { apiPlugin } from "./api/index.ts";
import { chatPlugin } from "./chat/plugin.ts";
import type { ChatService } from "./chat/service.ts";
import type { Config } from "./config.ts";
import { NON_PAGE_CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from "./security-headers.ts";
import { indexSite, type SiteIndex } from "./site/site-index.ts";
import { staticSite } from "./site/static-site.ts";
import { type AdminStore, createAdminStore } from "./store/admin-store.ts";
import { type ChatStore, chatConversationHooks } from "./store/chat-store.ts";
import type { Database } from "./store/database.ts";
import type { LeadStore } from "./store/types.ts";

export type AppOptions = {
  config: Config;
  /** Pre-read build output; read from config.buildDir when absent. */
  site?: SiteIndex;
  /** Open lead store (server/store); the lead API under /api is mounted only when given. */
  store?: LeadStore;
  /** The support chat (server/chat): POST /api/chat is mounted only when given. */
  chat?: { service: ChatService; store: ChatStore };
  /** The admin side's store (issue 7); made from the lead store's database when absent. */
  adminStore?: AdminStore;
  /** Where the built admin screens are; default build/admin beside BUILD_DIR. */
  adminUiDir?: string;
};

/**
 * Builds the one Fastify server: the API under /api, the prerendered site for everything
 * else. Tests call this and use `app.inject()`; server/main.ts listens.
 */
export async function buildApp({
  config,
  site,
  store,
  chat,
  adminStore,
  adminUiDir,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreDuplicateSlashes: false },
  });

  await app.register(helmet, {
    // The per-page CSP is set where the page is served (it carries that page's hashes).
    contentSecurityPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Share buttons open social networks in a popup; keep the opener relation severed.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    hsts: config.siteUrl.startsWith("https://") ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", NON_PAGE_CONTENT_SECURITY_POLICY);
    }
    reply.removeHeader("x-powered-by");
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ error: "Internal Server Error" });
    }
    return reply.code(status).send({ error: clientMessage(error) });
  });

  app.get("/healthz", async () => ({ status: "ok" }));

  if (store) await app.register(apiPlugin, { prefix: "/api", config, store, conversations: chat?.store });
  if (chat) await app.register(chatPlugin, { prefix: "/api", config, store: chat.store, chat: chat.service });

  // The team's inbox, its API and the CRM API under /admin (server/admin).
  const admin =
    adminStore ??
    (store && hasDatabase(store)
      ? createAdminStore(store.db, store.dialect, { conversations: chatConversationHooks })
      : undefined);
  if (store && admin) {
    await app.register(adminPlugin, {
      prefix: "/admin",
      config,
      store,
      adminStore: admin,
      uiDir: adminUiDir,
    });
  }

  await app.register(
    async (api) => {
      api.all("/*", async (_request, reply) => reply.code(404).send({ error: "Not Found" }));
      api.all("/", async (_request, reply) => reply.code(404).send({ error: "Not Found" }));
    },
    { prefix: "/api" },
  );

  await app.register(staticSite, { site: site ?? (await indexSite(config.buildDir)) });

  app.setNotFoundHandler((request, reply) => {
    const wantsJson = request.url.startsWith("/api") || request.method !== "GET";
    if (wantsJson) return reply.code(404).send({ error: "Not Found" });
    return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
  });

  return app;
}

function hasDatabase(store: LeadStore): store is LeadStore & { db: Kysely<Database> } {
  return "db" in store;
}

/** Fastify's own 4xx messages are safe to show; they never contain internals. */
function clientMessage(error: FastifyError): string {
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
    return "The request body is not valid JSON.";
  }
  return error.message || "Bad Request";
}
