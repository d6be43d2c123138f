import cookie from "@fastify/cookie";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { createAdminAuth, systemClock, TOKEN_FAILURE_WINDOW_MS, TOKEN_MAX_FAILURES } from "../admin/auth.ts";
import { adminErrorHandler } from "../admin/errors.ts";
import { requireContentType } from "../api/content-type-guard.ts";
import { ApiError } from "../api/errors.ts";
import { createFailureLimit } from "../api/rate-limit.ts";
import type { Config } from "../config.ts";
import type { AdminStore } from "../store/admin-store.ts";
import type { LiveHub } from "./hub.ts";
import {
  agentSchema,
  conversationParams,
  parseBody,
  parseValue,
  savedReplySchema,
  shortcutNameSchema,
  teamMessageSchema,
} from "./schemas.ts";
import type { LiveService } from "./service.ts";
import type { LiveSettings } from "./settings.ts";
import { HEARTBEAT_MS, openSse, resumeAfter } from "./sse.ts";
import type { LiveConversation, LiveStore } from "./store.ts";
import type { StreamRegistry } from "./streams.ts";

/**
 * The team's side under /admin/api/live (issue 30), behind the inbox's own sign-in: the same
 * session cookie, and on every change the session's CSRF token and a same-origin Origin
 * (ADR 602, server/admin/auth.ts). A team member is their session: the name visitors see
 * and the "Available" switch are kept per session (live_agents), so two people signed in
 * with the team's password are two team members. The CRM token has no place here.
 */

export type TeamRoutesOptions = {
  config: Config;
  adminStore: AdminStore;
  service: LiveService;
  store: LiveStore;
  hub: LiveHub;
  streams: StreamRegistry;
  settings: LiveSettings;
};

function agentIdOf(request: FastifyRequest): string {
  const principal = request.adminPrincipal;
  if (principal?.kind !== "session")
    throw new ApiError(403, "The live chat is for team members signed in to the inbox.");
  return principal.sessionId;
}

export function queueItemJson(conversation: LiveConversation) {
  return {
    id: conversation.conversationId,
    status: conversation.status,
    requestedAt: conversation.requestedAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
    agentName: conversation.agentName,
    page: conversation.page,
    lastVisitorText: conversation.lastVisitorText,
    lastVisitorAt: conversation.lastVisitorAt?.toISOString() ?? null,
    lastSeq: conversation.lastSeq,
  };
}

export const liveTeamRoutes: FastifyPluginAsync<TeamRoutesOptions> = async (api, options) => {
  const { config, service, store, hub, streams, settings } = options;
  await api.register(cookie);
  api.decorateRequest("adminPrincipal", null);
  api.setErrorHandler(adminErrorHandler);
  const auth = createAdminAuth({
    config,
    store: options.adminStore,
    tokenFailures: createFailureLimit(api, config, {
      name: "admin-token",
      max: TOKEN_MAX_FAILURES,
      windowMs: TOKEN_FAILURE_WINDOW_MS,
    }),
    clock: systemClock,
  });
  api.addHook("onRequest", async (_request, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("cache-control", "no-store");
  });
  api.addHook("preHandler", auth.authenticate);
  const json = { onRequest: requireContentType("application/json") };

  async function queueSnapshot() {
    const [conversations, available] = await Promise.all([
      store.queue(),
      store.availableAgents(new Date(Date.now() - settings.agentSeenMs)),
    ]);
    return { conversations: conversations.map(queueItemJson), availableAgents: available };
  }

  api.get("/me", async (request) => {
    const agent = await store.agent(agentIdOf(request));
    return { agent: agent ? { name: agent.name, available: agent.available } : null };
  });

  api.put("/me", json, async (request) => {
    const body = parseBody(agentSchema, request.body);
    await service.saveAgent(agentIdOf(request), body);
    return { agent: body };
  });

  api.get("/queue", async () => queueSnapshot());

  // The queue as it changes; the open stream also keeps its team member "seen" (available).
  api.get("/queue/stream", async (request, reply) => {
    const agentId = agentIdOf(request);
    const sse = openSse(request, reply);
    const leave = streams.add("queue", sse);
    let pending: Promise<void> | undefined;
    let again = false;
    const push = () => {
      if (pending) {
        again = true;
        return;
      }
      pending = queueSnapshot()
        .then((snapshot) => sse.send("queue", snapshot))
        .catch((error) => request.log.warn({ err: error }, "live queue not read"))
        .finally(() => {
          pending = undefined;
          if (again) {
            again = false;
            push();
          }
        });
    };
    await store.touchAgent(agentId, new Date()).catch(() => {});
    push();
    const unwatch = hub.watchQueue(push);
    const seen = setInterval(
      () => {
        void store.touchAgent(agentId, new Date()).catch(() => {});
      },
      Math.min(HEARTBEAT_MS, settings.agentSeenMs / 2),
    );
    seen.unref();
    await sse.closed;
    clearInterval(seen);
    unwatch();
    leave();
  });

  api.get("/conversations/:id", async (request) => {
    const { id } = parseValue(conversationParams, request.params);
    const conversation = await store.get(id);
    if (!conversation) throw new ApiError(404, "No live conversation with this id.");
    const [transcript, contact] = await Promise.all([store.transcript(id), store.visitorContact(id)]);
    return {
      conversation: queueItemJson(conversation),
      mine: conversation.agentId === agentIdOf(request),
      contact: contact ? { email: contact.email, name: contact.name, leadId: contact.leadId } : null,
      transcript: transcript.map((line) => ({ ...line, at: line.at.toISOString() })),
    };
  });

  api.get("/conversations/:id/stream", async (request, reply) => {
    const { id } = parseValue(conversationParams, request.params);
    if (!(await store.get(id))) throw new ApiError(404, "No live conversation with this id.");
    const sse = openSse(request, reply);
    // Counted apart from the visitor's streams, whose number per conversation is capped.
    const leave = streams.add(`team:${id}`, sse);
    const unwatch = hub.watch(id, {
      role: "team",
      lastSeq: resumeAfter(request),
      event: (event) => sse.send("live", event, event.seq),
      typing: (typing) => sse.send("typing", typing),
    });
    await sse.closed;
    unwatch();
    leave();
  });

  api.post("/conversations/:id/join", async (request) => {
    const { id } = parseValue(conversationParams, request.params);
    return { conversation: queueItemJson(await service.join(id, agentIdOf(request))) };
  });

  api.post("/conversations/:id/messages", json, async (request) => {
    const { id } = parseValue(conversationParams, request.params);
    const { text } = parseBody(teamMessageSchema, request.body);
    const result = await service.teamMessage(id, agentIdOf(request), text);
    return { event: result.event, emailed: result.emailed };
  });

  api.post("/conversations/:id/typing", async (request, reply) => {
    const { id } = parseValue(conversationParams, request.params);
    await service.teamTyping(id, agentIdOf(request));
    return reply.code(204).send();
  });

  api.post("/conversations/:id/close", async (request) => {
    const { id } = parseValue(conversationParams, request.params);
    return { conversation: queueItemJson(await service.close(id, agentIdOf(request))) };
  });

  api.get("/saved-replies", async () => {
    const replies = await store.savedReplies();
    return { replies: replies.map((reply) => ({ ...reply, updatedAt: reply.updatedAt.toISOString() })) };
  });

  api.put("/saved-replies/:name", json, async (request) => {
    const shortcut = parseValue(shortcutNameSchema, (request.params as { name?: unknown }).name);
    const { text } = parseBody(savedReplySchema, request.body);
    await store.saveReply({ shortcut, text, at: new Date() });
    return { shortcut, text };
  });

  api.delete("/saved-replies/:name", async (request, reply) => {
    const shortcut = parseValue(shortcutNameSchema, (request.params as { name?: unknown }).name);
    if (!(await store.deleteReply(shortcut))) throw new ApiError(404, "No saved reply with this shortcut.");
    return reply.code(204).send();
  });
};
