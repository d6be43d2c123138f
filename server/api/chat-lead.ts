import { randomUUID } from "node:crypto";
import { MAX_CONVERSATION_MESSAGES } from "../../app/chat/limits.ts";
import type { TranscriptEntry } from "../../app/schemas/lead-metadata.ts";
import { TRANSCRIPT_FIELD } from "../../app/schemas/lead-metadata.ts";
import { proveConversation } from "../chat/conversation-access.ts";
import type { ChatStore } from "../store/chat-store.ts";
import type { JsonObject } from "../store/types.ts";
import { ApiError } from "./errors.ts";
import type { LeadExtension } from "./submit-lead.ts";

/**
 * Issue 13: a chat lead "carries the transcript so far". The server copies it from the
 * chat store (what was really said, never what a browser claims was said) into the lead's
 * stored fields, so the lead keeps it through e-mail, webhook, CSV and after retention has
 * deleted the conversation itself; and it records the visitor's address with the
 * conversation, so erasure by that address finds both.
 * Issue 28: only the browser holding the conversation's secret can pass it on, and only
 * once; a retry of the same request (its idempotency key) is the same hand-off.
 */

export type ConversationSource = Pick<
  ChatStore,
  "conversationCredentials" | "getConversation" | "claimHandoff" | "releaseHandoff"
>;

/** The lead keeps the conversation's latest messages: all of them, as a conversation holds no more. */
export const MAX_TRANSCRIPT_MESSAGES = MAX_CONVERSATION_MESSAGES;

export const HANDOFF_UNKNOWN_MESSAGE = "This conversation is not available any more.";
export const HANDOFF_REPEATED_MESSAGE = "This conversation has already been passed to the team.";

export async function chatLeadExtension(
  conversations: ConversationSource,
  data: { conversationId: string; conversationToken: string; email: string },
  request: { idempotencyKey: string | undefined; at?: Date },
): Promise<LeadExtension> {
  const proven = await proveConversation(conversations, data);
  if (!proven) throw new ApiError(404, HANDOFF_UNKNOWN_MESSAGE);
  const key = request.idempotencyKey ?? randomUUID();
  const claimed = await conversations.claimHandoff(proven.id, {
    key,
    email: data.email,
    at: request.at ?? new Date(),
  });
  if (!claimed) throw new ApiError(409, HANDOFF_REPEATED_MESSAGE);
  const release = () => conversations.releaseHandoff(proven.id, key);
  try {
    const conversation = await conversations.getConversation(proven.id, { limit: MAX_TRANSCRIPT_MESSAGES });
    const transcript: TranscriptEntry[] = (conversation?.messages ?? []).map((message) => {
      const page = typeof message.meta?.page === "string" ? message.meta.page : undefined;
      return {
        sender: message.sender,
        text: message.text,
        at: message.createdAt.toISOString(),
        ...(page ? { page } : {}),
      };
    });
    const fields: JsonObject = { [TRANSCRIPT_FIELD]: transcript };
    return { fields, conversationId: proven.id, release };
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
}
