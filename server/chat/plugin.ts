import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { CHAT_ENDPOINT, MAX_HISTORY_ITEMS, MAX_MESSAGE_CHARS } from "../../app/chat/limits.ts";
import { retentionDays } from "../../app/content/index.ts";
import { requireContentType } from "../api/content-type-guard.ts";
import { ApiError, apiErrorHandler } from "../api/errors.ts";
import { originGuard } from "../api/origin-guard.ts";
import { registerRateLimit } from "../api/rate-limit.ts";
import type { Config } from "../config.ts";
import type { ChatStore } from "../store/chat-store.ts";
import type { ChatService } from "./service.ts";

/**
 * POST /api/chat (SPEC 7): `{ message, history, conversationId? }` →
 * `{ reply, conversationId, intent, offerHandoff }` (the last two added for the widget's
 * hand-over to the team; clients that read only `reply` are unaffected).
 * Register under prefix "/api". Encapsulated like the lead API: same origin guard and error
 * shape `{ error, fields? }`, its own per-client rate limit, and a retention job that deletes
 * conversations whose last message is older than the privacy policy's period.
 */

export type ChatPluginOptions = { config: Config; store: ChatStore; chat: ChatService };

/** Room for 21 messages of 2,000 characters, even if every character is JSON-escaped. */
export const CHAT_BODY_LIMIT = 300 * 1024;

const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const historyItemSchema = z.object({
  text: z
    .string()
    .max(MAX_MESSAGE_CHARS, `Each history item can be at most ${MAX_MESSAGE_CHARS} characters.`),
  sender: z.enum(["user", "ai"], 'sender must be "user" or "ai".'),
});

const chatRequestSchema = z.object({
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
  /** The path the visitor is on, for the team's inbox. */
  page: z.string().max(500).regex(/^\//).optional().catch(undefined),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** The last e-mail address in a message, lower-cased, so erasure by e-mail can find the conversation. */
export function emailIn(text: string): string | undefined {
  return text.match(EMAIL)?.at(-1)?.toLowerCase();
}

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

export const chatPlugin: FastifyPluginAsync<ChatPluginOptions> = async (api, { config, store, chat }) => {
  api.setErrorHandler(apiErrorHandler);
  api.addHook("onRequest", originGuard(config.corsOrigins));
  await registerChatRateLimit(api, config);

  // Privacy policy, section 10: conversations are deleted 180 days after their last message.
  const purge = async () => {
    try {
      const deleted = await store.purgeConversations(
        new Date(Date.now() - retentionDays.chatConversations * DAY_MS),
      );
      if (deleted > 0) api.log.info({ deleted }, "deleted chat conversations past retention");
    } catch (error) {
      api.log.warn({ err: error }, "chat retention purge failed; will retry");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  api.addHook("onReady", async () => {
    void purge();
    timer = setInterval(() => void purge(), RETENTION_INTERVAL_MS);
    timer.unref();
  });
  api.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });

  const path = CHAT_ENDPOINT.replace(/^\/api/, "");
  api.post(
    path,
    { bodyLimit: CHAT_BODY_LIMIT, onRequest: requireContentType("application/json") },
    async (request) => {
      const receivedAt = new Date();
      const body = parseChatRequest(request.body);
      const answer = await chat.answer({ message: body.message, history: body.history });
      const conversationId = body.conversationId ?? randomUUID();
      try {
        await store.appendTurn({
          conversationId,
          user: { text: body.message, at: receivedAt, meta: body.page ? { page: body.page } : undefined },
          reply: {
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
          },
          contactEmail: emailIn(body.message),
        });
      } catch (error) {
        // The visitor still gets the answer; the team loses this turn of the transcript.
        request.log.error({ err: error, conversationId }, "chat transcript not stored");
      }
      if (answer.modelFailure)
        request.log.warn({ reason: answer.modelFailure }, "chat model failed; sent retrieval answer");
      // SPEC 7 reads `reply`; `intent` ("lead" when the visitor wants to start something) and
      // `offerHandoff` let the widget offer to pass the conversation to the team.
      return {
        reply: answer.reply,
        conversationId,
        intent: answer.offerHandoff ? "lead" : answer.kind,
        offerHandoff: answer.offerHandoff,
      };
    },
  );
};
