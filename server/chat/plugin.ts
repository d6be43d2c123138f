import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  CHAT_ENDPOINT,
  CONVERSATION_TOKEN_PATTERN,
  MAX_CONVERSATION_MESSAGES,
  MAX_HISTORY_ITEMS,
  MAX_MESSAGE_CHARS,
} from "../../app/chat/limits.ts";
import { sitePathField } from "../../app/schemas/attribution.ts";
import { ATTRIBUTION_MAX_LENGTH } from "../../app/schemas/lead-metadata.ts";
import { requireContentType } from "../api/content-type-guard.ts";
import { ApiError, apiErrorHandler } from "../api/errors.ts";
import { originGuard } from "../api/origin-guard.ts";
import { registerRateLimit } from "../api/rate-limit.ts";
import type { Config } from "../config.ts";
import type { LiveChatHook } from "../live/index.ts";
import { type ChatStore, ConversationFullError, type NewChatMessage } from "../store/chat-store.ts";
import { boundHistory } from "./bounded-history.ts";
import { issueConversation, proveConversation } from "./conversation-access.ts";
import type { ChatAnswer, ChatService } from "./service.ts";

/**
 * POST /api/chat (SPEC 7): `{ message, history, conversationId?, conversationToken?, page? }` →
 * `{ reply, conversationId, conversationToken?, intent, offerHandoff }` (the fields beside
 * `reply` are additions; clients that read only `reply` are unaffected).
 * The server creates the conversation on a message without a conversationId and answers its
 * id with a secret (`conversationToken`, only then); a later message names both. An unknown or
 * unproven conversation is refused with 404, a full one (MAX_CONVERSATION_MESSAGES) with 409;
 * the widget then starts a new conversation with the same message (issue 28).
 * Register under prefix "/api". Encapsulated like the lead API: same origin guard and error
 * shape `{ error, fields? }`, and its own per-client rate limit. Conversations are deleted for
 * their age by the admin side's retention job only (server/admin/retention.ts).
 */

export type ChatPluginOptions = {
  config: Config;
  store: ChatStore;
  chat: ChatService;
  /** Issue 30: the live hand-off (server/live), asked before the assistant answers. */
  live?: LiveChatHook | undefined;
};

/** Room for 21 messages of 2,000 characters, even if every character is JSON-escaped. */
export const CHAT_BODY_LIMIT = 300 * 1024;

export const CONVERSATION_UNKNOWN_MESSAGE =
  "This conversation is not available any more. Please start a new one.";
export const CONVERSATION_FULL_MESSAGE = `This conversation has reached its limit of ${MAX_CONVERSATION_MESSAGES} messages. Please start a new one.`;

const historyItemSchema = z.object({
  text: z
    .string()
    .max(MAX_MESSAGE_CHARS, `Each history item can be at most ${MAX_MESSAGE_CHARS} characters.`),
  sender: z.enum(["user", "ai"], 'sender must be "user" or "ai".'),
});

const chatRequestSchema = z
  .object({
    message: z
      .string("Please type a message.")
      .trim()
      .min(1, "Please type a message.")
      .max(
        MAX_MESSAGE_CHARS,
        `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-GB")} characters.`,
      ),
    history: z
      .array(historyItemSchema, "history must be a list of { text, sender } items.")
      .max(MAX_HISTORY_ITEMS, `history can have at most ${MAX_HISTORY_ITEMS} items.`)
      .default([]),
    conversationId: z.uuid("conversationId must be a UUID.").optional(),
    conversationToken: z
      .string("conversationToken must be text.")
      .regex(CONVERSATION_TOKEN_PATTERN, "conversationToken is not one this server issued.")
      .optional(),
    /** The path the visitor is on, for the team's inbox: a path on this site, as every page a browser reports. */
    page: sitePathField("page", ATTRIBUTION_MAX_LENGTH.sourcePage),
  })
  .refine((body) => body.conversationId === undefined || body.conversationToken !== undefined, {
    error: "conversationToken is required with conversationId.",
    path: ["conversationToken"],
  });

export type ChatRequest = z.infer<typeof chatRequestSchema>;

function parseChatRequest(body: unknown): ChatRequest {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError(400, "The request body must be a JSON object.");
  }
  const result = chatRequestSchema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "body");
    fields[field] ??= issue.message;
  }
  throw new ApiError(400, Object.values(fields)[0] ?? "Invalid request.", fields);
}

/** Per-client limit on chat messages, through the server's one Redis client when REDIS_URL is set (server/api/rate-limit.ts). */
async function registerChatRateLimit(api: FastifyInstance, config: Config) {
  if (config.rateLimitChatPerMinute <= 0) return;
  await registerRateLimit(api, config, {
    name: "chat",
    max: config.rateLimitChatPerMinute,
    windowMs: 60_000,
    tooMany: (seconds) => `Too many messages. Please try again in ${seconds} seconds.`,
  });
}

/**
 * The conversation a request continues, proven; undefined when the request starts one, or
 * when the store cannot be read (the visitor still gets an answer, unrecorded, as below).
 */
async function continuedConversation(
  store: ChatStore,
  body: ChatRequest,
  log: FastifyBaseLogger,
): Promise<{ id: string } | "unreadable" | undefined> {
  if (!body.conversationId || !body.conversationToken) return undefined;
  let proven: Awaited<ReturnType<typeof proveConversation>>;
  try {
    proven = await proveConversation(store, {
      conversationId: body.conversationId,
      conversationToken: body.conversationToken,
    });
  } catch (error) {
    log.error({ err: error }, "chat conversation could not be read; answering without recording");
    return "unreadable";
  }
  if (!proven) throw new ApiError(404, CONVERSATION_UNKNOWN_MESSAGE);
  if (proven.messageCount + 2 > MAX_CONVERSATION_MESSAGES) throw new ApiError(409, CONVERSATION_FULL_MESSAGE);
  return { id: proven.id };
}

function replyMessage(answer: ChatAnswer): NewChatMessage {
  return {
    text: answer.reply,
    at: new Date(),
    meta: {
      intent: answer.intent,
      kind: answer.kind,
      ...(answer.offerHandoff ? { offerHandoff: true } : {}),
      source: answer.source,
      sources: answer.sources,
      ...(answer.modelFailure ? { modelFailure: answer.modelFailure } : {}),
    },
  };
}

export const chatPlugin: FastifyPluginAsync<ChatPluginOptions> = async (
  api,
  { config, store, chat, live },
) => {
  api.setErrorHandler(apiErrorHandler);
  api.addHook("onRequest", originGuard(config.corsOrigins));
  await registerChatRateLimit(api, config);

  const path = CHAT_ENDPOINT.replace(/^\/api/, "");
  api.post(
    path,
    { bodyLimit: CHAT_BODY_LIMIT, onRequest: requireContentType("application/json") },
    async (request) => {
      const receivedAt = new Date();
      const body = parseChatRequest(request.body);
      const continued = await continuedConversation(store, body, request.log);
      // ── Issue 30 hook (server/live): a person is asked for or in this conversation, so the
      // visitor's message goes to them (stored, pushed) and the assistant does not answer.
      if (live && continued && continued !== "unreadable") {
        const held = await live.holdForPerson(continued.id, { text: body.message, page: body.page ?? null });
        if (held)
          return {
            reply: held.reply,
            conversationId: continued.id,
            intent: "live",
            offerHandoff: false,
            live: true,
          };
      }
      // ── end of the issue 30 hook
      // Only the last few turns reach the answerer, each cut (bounded-history.ts).
      const answer = await chat.answer({ message: body.message, history: boundHistory(body.history) });
      if (answer.modelFailure)
        request.log.warn({ reason: answer.modelFailure }, "chat model failed; sent retrieval answer");
      const created = continued === undefined ? issueConversation(randomUUID()) : undefined;
      const conversationId =
        created?.conversationId ?? (continued === "unreadable" ? undefined : continued?.id);
      let recorded = false;
      if (conversationId) {
        try {
          await store.appendTurn({
            conversationId,
            tokenHash: created?.tokenHash,
            user: { text: body.message, at: receivedAt, meta: body.page ? { page: body.page } : undefined },
            reply: replyMessage(answer),
          });
          recorded = true;
        } catch (error) {
          // Two messages raced for the last places: this one goes to a new conversation.
          if (error instanceof ConversationFullError) throw new ApiError(409, CONVERSATION_FULL_MESSAGE);
          // The visitor still gets the answer; the team loses this turn of the transcript.
          request.log.error({ err: error, conversationId }, "chat transcript not stored");
        }
      }
      // SPEC 7 reads `reply`; `intent` ("lead" when the visitor wants to start something) and
      // `offerHandoff` let the widget offer to pass the conversation to the team. A conversation
      // that could not be created is not named, so the widget starts one with its next message.
      const named =
        created && recorded
          ? { conversationId: created.conversationId, conversationToken: created.token }
          : !created && conversationId
            ? { conversationId }
            : {};
      return {
        reply: answer.reply,
        ...named,
        intent: answer.offerHandoff ? "lead" : answer.kind,
        offerHandoff: answer.offerHandoff,
        // Issue 30 hook: whether the assistant could answer, for the window's "Talk to a person" offer.
        ...live?.replyFields({ message: body.message, answered: answer.kind !== "not-found" }),
      };
    },
  );
};
