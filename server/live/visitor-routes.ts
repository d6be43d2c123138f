import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import type { LivePoll } from "../../app/chat/live-protocol.ts";
import { requireContentType } from "../api/content-type-guard.ts";
import { ApiError, apiErrorHandler } from "../api/errors.ts";
import { originGuard } from "../api/origin-guard.ts";
import { registerRateLimit } from "../api/rate-limit.ts";
import type { Config } from "../config.ts";
import type { LiveHub } from "./hub.ts";
import {
  conversationParams,
  liveProofSchema,
  liveRequestSchema,
  liveVisitorMessageSchema,
  parseBody,
  parseValue,
} from "./schemas.ts";
import { type LiveService, NOT_LIVE } from "./service.ts";
import { openSse, resumeAfter } from "./sse.ts";
import type { LiveStore } from "./store.ts";
import type { StreamRegistry } from "./streams.ts";

/**
 * The visitor's side under /api/live (issue 30). Every call is proven by the conversation's
 * secret (ADR 821): in the body of a POST, in the `X-Conversation-Token` header of a stream
 * or a poll (a header, never the URL, so it stays out of logs). Sizes as for the chat; the
 * POSTs share the chat's per-client rate (typing has its own, larger one); a conversation
 * has at most MAX_STREAMS_PER_CONVERSATION streams open at once.
 */

export const TOKEN_HEADER = "x-conversation-token";
export const MAX_STREAMS_PER_CONVERSATION = 4;
const BODY_LIMIT = 16 * 1024;

export type VisitorRoutesOptions = {
  config: Config;
  service: LiveService;
  store: LiveStore;
  hub: LiveHub;
  streams: StreamRegistry;
};

async function provenFromHeader(request: FastifyRequest, service: LiveService): Promise<string> {
  const { id } = parseValue(conversationParams, request.params);
  const token = request.headers[TOKEN_HEADER];
  const proof = parseValue(liveProofSchema, {
    conversationId: id,
    conversationToken: typeof token === "string" ? token : "",
  });
  return service.proven(proof.conversationId, proof.conversationToken);
}

export const liveVisitorRoutes: FastifyPluginAsync<VisitorRoutesOptions> = async (api, options) => {
  const { config, service, store, hub, streams } = options;
  api.setErrorHandler(apiErrorHandler);
  api.addHook("onRequest", originGuard(config.corsOrigins));
  api.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });
  const json = { bodyLimit: BODY_LIMIT, onRequest: requireContentType("application/json") };

  await api.register(async (limited: FastifyInstance) => {
    if (config.rateLimitChatPerMinute > 0)
      await registerRateLimit(limited, config, {
        name: "live",
        max: config.rateLimitChatPerMinute,
        windowMs: 60_000,
        tooMany: (seconds) => `Too many messages. Please try again in ${seconds} seconds.`,
      });

    limited.post("/live/request", json, async (request) => {
      const body = parseBody(liveRequestSchema, request.body);
      const proof =
        body.conversationId && body.conversationToken
          ? { conversationId: body.conversationId, conversationToken: body.conversationToken }
          : undefined;
      return service.request({ proof, page: body.page ?? null });
    });

    limited.post("/live/messages", json, async (request) => {
      const body = parseBody(liveVisitorMessageSchema, request.body);
      const id = await service.proven(body.conversationId, body.conversationToken);
      const stored = await service.visitorMessage(id, body.text, body.page ?? null);
      if (!stored) throw new ApiError(409, NOT_LIVE);
      return { event: stored.event };
    });

    limited.post("/live/timeout", json, async (request) => {
      const body = parseBody(liveProofSchema, request.body);
      const id = await service.proven(body.conversationId, body.conversationToken);
      return service.giveUpWaiting(id);
    });
  });

  await api.register(async (typingLimited: FastifyInstance) => {
    if (config.rateLimitChatPerMinute > 0)
      await registerRateLimit(typingLimited, config, {
        name: "live-typing",
        max: Math.max(60, config.rateLimitChatPerMinute * 2),
        windowMs: 60_000,
        tooMany: (seconds) => `Too many requests. Please try again in ${seconds} seconds.`,
      });
    typingLimited.post("/live/typing", json, async (request, reply) => {
      const body = parseBody(liveProofSchema, request.body);
      const id = await service.proven(body.conversationId, body.conversationToken);
      await service.visitorTyping(id);
      return reply.code(204).send();
    });
  });

  // Where the live part stands (the window after a reload).
  api.get("/live/conversations/:id", async (request) => {
    const id = await provenFromHeader(request, service);
    return service.visitorStatus(id);
  });

  // The polling fallback: events after `after` (a proxy that buffers the stream).
  api.get("/live/conversations/:id/events", async (request): Promise<LivePoll> => {
    const id = await provenFromHeader(request, service);
    return { events: await store.events(id, resumeAfter(request)), typing: false };
  });

  api.get("/live/conversations/:id/stream", async (request, reply) => {
    const id = await provenFromHeader(request, service);
    if (streams.count(id) >= MAX_STREAMS_PER_CONVERSATION)
      throw ApiError.tooMany("Too many windows are following this conversation.", 5);
    const sse = openSse(request, reply);
    sse.send("ready", { at: new Date().toISOString() });
    const leave = streams.add(id, sse);
    const unwatch = hub.watch(id, {
      role: "visitor",
      lastSeq: resumeAfter(request),
      event: (event) => sse.send("live", event, event.seq),
      typing: (typing) => sse.send("typing", typing),
    });
    await sse.closed;
    unwatch();
    leave();
  });
};
