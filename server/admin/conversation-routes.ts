import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type {
  ConversationJson,
  ConversationList,
  ConversationSummaryJson,
} from "../../app/schemas/admin-api.ts";
import { ApiError } from "../api/errors.ts";
import type {
  AdminStore,
  ConversationCursor,
  ConversationDetail,
  ConversationSummary,
} from "../store/admin-store.ts";
import type { Clock } from "./auth.ts";
import { CSV_BOM, csvRow } from "./csv.ts";
import { contentDisposition } from "./disposition.ts";

/**
 * Issue 13: "The CRM API exposes them (/admin/api/conversations with paging and since …),
 * and the CSV export can include them." Mounted inside the authenticated part of
 * /admin/api (a session or the bearer token), with the leads' parameter rules.
 */

type Parse = <T>(schema: z.ZodType<T>, value: unknown) => T;

const since = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), "since must be a date or date-time (ISO 8601)")
  .transform((value) => new Date(value));

const filterSchema = z.object({ since: since.optional(), q: z.string().max(200).optional() });
const listSchema = filterSchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  cursor: z.string().max(500).optional(),
});
const idParams = z.object({ id: z.string().min(1).max(100) });

export function encodeConversationCursor(cursor: ConversationCursor): string {
  return Buffer.from(JSON.stringify([cursor.startedAt, cursor.id])).toString("base64url");
}

export function decodeConversationCursor(text: string): ConversationCursor | undefined {
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [startedAt, id] = value;
    if (typeof startedAt !== "string" || typeof id !== "string" || Number.isNaN(Date.parse(startedAt)))
      return undefined;
    return { startedAt: new Date(startedAt).toISOString(), id };
  } catch {
    return undefined;
  }
}

export function conversationSummaryJson(conversation: ConversationSummary): ConversationSummaryJson {
  return {
    id: conversation.id,
    startedAt: conversation.startedAt.toISOString(),
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    messageCount: conversation.messageCount,
    firstQuestion: conversation.firstQuestion,
    leadId: conversation.leadId,
  };
}

export function conversationJson(conversation: ConversationDetail): ConversationJson {
  return {
    ...conversationSummaryJson(conversation),
    pages: conversation.pages,
    messages: conversation.messages.map((message) => ({
      seq: message.seq,
      sender: message.sender,
      text: message.text,
      at: message.at.toISOString(),
      page: message.page,
    })),
  };
}

const SPEAKERS = { user: "Visitor", ai: "Assistant" } as const;

export const CONVERSATION_CSV_HEADER = [
  "id",
  "started_at",
  "last_message_at",
  "message_count",
  "first_question",
  "lead_id",
  "pages",
  "transcript",
] as const;

/** One row per conversation; the transcript as "time Speaker: text" lines in one cell. */
export function conversationCsvRow(conversation: ConversationDetail): string {
  const transcript = conversation.messages
    .map((message) => `${message.at.toISOString()} ${SPEAKERS[message.sender]}: ${message.text}`)
    .join("\n");
  return csvRow([
    conversation.id,
    conversation.startedAt.toISOString(),
    conversation.lastMessageAt.toISOString(),
    conversation.messageCount,
    conversation.firstQuestion,
    conversation.leadId,
    conversation.pages.join(" "),
    transcript,
  ]);
}

export async function conversationRoutes(
  api: FastifyInstance,
  { adminStore, clock, parse }: { adminStore: AdminStore; clock: Clock; parse: Parse },
) {
  api.get("/conversations", async (request): Promise<ConversationList> => {
    const query = parse(listSchema, request.query);
    let after: ConversationCursor | undefined;
    if (query.cursor) {
      after = decodeConversationCursor(query.cursor);
      if (!after)
        throw new ApiError(400, "The cursor is not valid.", { cursor: "Not a cursor from this API" });
    }
    const filter = { since: query.since, q: query.q };
    const [page, total] = await Promise.all([
      adminStore.listConversations({ ...filter, limit: query.limit, after, offset: query.offset }),
      adminStore.countConversations(filter),
    ]);
    return {
      conversations: page.conversations.map(conversationSummaryJson),
      total,
      nextCursor: page.next ? encodeConversationCursor(page.next) : null,
    };
  });

  api.get("/conversations/export.csv", async (request, reply) => {
    const filter = parse(filterSchema, request.query);
    const day = clock.now().toISOString().slice(0, 10);
    async function* rows() {
      yield CSV_BOM + csvRow(CONVERSATION_CSV_HEADER);
      let after: ConversationCursor | undefined;
      for (;;) {
        const page = await adminStore.listConversations({ ...filter, limit: 200, after });
        for (const summary of page.conversations) {
          const detail = await adminStore.conversationDetail(summary.id);
          if (detail) yield conversationCsvRow(detail);
        }
        if (!page.next) return;
        after = page.next;
      }
    }
    return reply
      .header("content-type", "text/csv; charset=utf-8; header=present")
      .header("content-disposition", contentDisposition(`meridian-conversations-${day}.csv`))
      .send(Readable.from(rows()));
  });

  api.get("/conversations/:id", async (request) => {
    const { id } = parse(idParams, request.params);
    const conversation = await adminStore.conversationDetail(id);
    if (!conversation) throw new ApiError(404, "No conversation with this id.");
    return conversationJson(conversation);
  });
}
