import http from "node:http";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { adminPlugin } from "./admin/index.ts";
import { apiPlugin } from "./api/index.ts";
import { sharedRedis } from "./api/redis-client.ts";
import { chatPlugin } from "./chat/plugin.ts";
import type { ChatService } from "./chat/service.ts";
import type { Config, HttpTimeouts, TrustProxy } from "./config.ts";
import { insightsPlugin } from "./insights/plugin.ts";
import { createInsightsStore, type InsightsStore } from "./insights/store.ts";
import { mountLiveChat } from "./live/index.ts";
import type { LiveSettings } from "./live/settings.ts";
import { requestLogSerializers } from "./request-log.ts";
import {
  DOCUMENT_ONLY_HEADERS,
  isSubresourceAnswer,
  NON_PAGE_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
} from "./security-headers.ts";
import { indexSite, pageFileFor, type SiteIndex } from "./site/site-index.ts";
import { StaticFastPath } from "./site/static-files.ts";
import { staticSite } from "./site/static-site.ts";
import { type AdminStore, createAdminStore } from "./store/admin-store.ts";
import { type ChatStore, chatConversationHooks } from "./store/chat-store.ts";
import type { Database } from "./store/database.ts";
import { storeReadiness } from "./store/readiness.ts";
import type { LeadStore } from "./store/types.ts";
import { discardUnreadBody } from "./unread-body.ts";

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
  /** The site's analytics (issue 14); made from the lead store's database when absent. */
  insightsStore?: InsightsStore;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Issue 30, the live hand-off (server/live): mounted with the chat and a database; false
   * leaves it out. `settings` default to the environment's (LIVE_CHAT_HOURS…).
   */
  live?: false | { settings?: LiveSettings; databaseUrl?: string };
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
  insightsStore,
  logStream,
  live: liveOptions,
}: AppOptions): Promise<FastifyInstance> {
  // Files of the build that a URL names exactly are answered from memory before Fastify's
  // routing, hooks and request log (issue 11: static files close to nginx); the rest is Fastify's.
  const fastPath = new StaticFastPath();
  const app = Fastify({
    serverFactory: (handler, fastifyOptions) => {
      // What Fastify does for its own HTTP/1 server (fastify/lib/server.js), with the fast path first.
      const options = fastifyOptions as ServerSettings;
      const server = http.createServer(options.http ?? {}, (request, response) => {
        if (!fastPath.handle(request, response)) handler(request, response);
      });
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      serializers: requestLogSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    ...httpTimeoutOptions(config.http),
    bodyLimit: 100 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreDuplicateSlashes: false },
    // A URL Fastify cannot route (`GET /%`, an over-long parameter) gets a plain 400: by
    // default Fastify answers its own error code and echoes the path back.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).send({ error: "Bad Request" });
    },
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
  app.addHook("onSend", async (request, reply, payload) => {
    if (isSubresourceAnswer(request.url, reply.getHeader("content-type"))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    } else {
      reply.header("permissions-policy", PERMISSIONS_POLICY);
      if (!reply.hasHeader("content-security-policy")) {
        reply.header("content-security-policy", NON_PAGE_CONTENT_SECURITY_POLICY);
      }
    }
    reply.removeHeader("x-powered-by");
    discardUnreadBody(request, reply);
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ error: "Internal Server Error" });
    }
    return reply.code(status).send({ error: clientMessage(error, status) });
  });

  // Liveness, and what the process is running without: Redis down only makes the limits
  // count per instance (server/api/redis-client.ts), so it degrades, never fails, the check.
  const redis = config.redisUrl ? sharedRedis(app, config.redisUrl) : undefined;
  app.get("/healthz", async () => {
    if (!redis) return { status: "ok" };
    const state = redis.state();
    return { status: state === "ok" ? "ok" : "degraded", redis: state };
  });

  const siteIndex = site ?? (await indexSite(config.buildDir));

  if (store) await app.register(apiPlugin, { prefix: "/api", config, store, conversations: chat?.store });
  // The team's inbox store (issue 7); made from the lead store's database when absent.
  const admin =
    adminStore ??
    (store && hasDatabase(store)
      ? createAdminStore(store.db, store.dialect, { conversations: chatConversationHooks })
      : undefined);
  // Issue 30: a team member joins the visitor's chat (server/live).
  const live =
    liveOptions !== false && chat && store && hasDatabase(store)
      ? await mountLiveChat(app, {
          config,
          db: store.db,
          dialect: store.dialect,
          chatStore: chat.store,
          adminStore: admin,
          settings: liveOptions?.settings,
          databaseUrl: liveOptions?.databaseUrl,
        })
      : undefined;
  if (chat)
    await app.register(chatPlugin, {
      prefix: "/api",
      config,
      store: chat.store,
      chat: chat.service,
      live: live?.chatHook,
    });

  // Issue 14: the site's own analytics beacon, counted only for pages the build has.
  const insights =
    insightsStore ?? (store && hasDatabase(store) ? createInsightsStore(store.db, store.dialect) : undefined);
  if (insights) {
    await app.register(insightsPlugin, {
      prefix: "/api",
      config,
      store: insights,
      isPage: (path) => siteIndex.pages.has(pageFileFor(path)),
    });
  }

  // The team's inbox, its API and the CRM API under /admin (server/admin).
  // Readiness, for a load balancer: 503 while the store cannot commit a write (a full
  // disk, a read-only or stalled database), so leads go to an instance that can keep them.
  // Liveness stays /healthz: restarting the process frees no disk (docs/OPERATIONS.md).
  const readiness = admin
    ? storeReadiness(() => admin.setSetting(READINESS_PROBE_SETTING, new Date().toISOString()), app.log)
    : undefined;
  app.get("/readyz", async (_request, reply) => {
    const check = readiness ? await readiness.check() : { writable: true as const };
    const redisState = redis ? { redis: redis.state() } : {};
    if (check.writable) return { status: "ready", ...redisState };
    return reply.code(503).send({ status: "not ready", store: "cannot write", ...redisState });
  });

  if (store && admin) {
    await app.register(adminPlugin, {
      prefix: "/admin",
      config,
      store,
      adminStore: admin,
      insights,
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

  await app.register(staticSite, { site: siteIndex, fastPath });

  app.setNotFoundHandler((request, reply) => {
    const wantsJson = request.url.startsWith("/api") || request.method !== "GET";
    if (wantsJson) return reply.code(404).send({ error: "Not Found" });
    return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
  });

  return app;
}

/**
 * The HTTP timeouts (ADR 802) as Fastify and node:http take them. Node looks for
 * overdue requests every `connectionsCheckingInterval` (30 s by default, which would
 * let a stalled request outlive a shorter timeout), so it checks four times per
 * shortest timeout.
 */
function httpTimeoutOptions(timeouts: HttpTimeouts) {
  const shortest = Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs);
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.idleTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(shortest / 4))),
    },
  };
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes the function Fastify itself
 * builds from a number (its type declarations leave the number form out): the first
 * `hops` addresses counted from the socket are proxies.
 */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return trust;
}

/** The server settings Fastify passes to a server factory (its defaults filled in). */
type ServerSettings = {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
};

/** The admin setting the readiness probe overwrites with the time of its last write. */
const READINESS_PROBE_SETTING = "readiness_probe";

function hasDatabase(store: LeadStore): store is LeadStore & { db: Kysely<Database> } {
  return "db" in store;
}

/**
 * A 4xx outside the API's own error handler, in fixed words: Fastify's messages can quote
 * what the client sent (a path, a content type), which an answer never echoes.
 */
function clientMessage(error: FastifyError, status: number): string {
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
    return "The request body is not valid JSON.";
  }
  return http.STATUS_CODES[status] ?? "Bad Request";
}
