import type { TranscriptEntry } from "../../app/schemas/lead-metadata.ts";
import { TRANSCRIPT_FIELD } from "../../app/schemas/lead-metadata.ts";
import type { ChatStore } from "../store/chat-store.ts";
import type { JsonObject } from "../store/types.ts";

/**
 * Issue 13: a chat lead "carries the transcript so far". The server copies it from the
 * chat store (what was really said, never what a browser claims was said) into the lead's
 * stored fields, so the lead keeps it through e-mail, webhook, CSV and after retention has
 * deleted the conversation itself; and it notes the visitor's address on the conversation,
 * so erasure by that address finds both.
 */

export type ConversationSource = Pick<ChatStore, "getConversation" | "noteContactEmail">;

/** A long conversation keeps its latest messages in the lead; the conversation view has them all. */
export const MAX_TRANSCRIPT_MESSAGES = 200;

export async function chatLeadExtension(
  conversations: ConversationSource,
  data: { conversationId: string; email: string },
): Promise<{ fields: JsonObject; conversationId: string | undefined }> {
  const conversation = await conversations.getConversation(data.conversationId);
  if (!conversation) {
    // The transcript was not stored (the chat answered, its store failed): the visitor's
    // details still reach the team, without a conversation.
    return { fields: { [TRANSCRIPT_FIELD]: [] }, conversationId: undefined };
  }
  await conversations.noteContactEmail(conversation.id, data.email);
  const transcript: TranscriptEntry[] = conversation.messages
    .slice(-MAX_TRANSCRIPT_MESSAGES)
    .map((message) => {
      const page = typeof message.meta?.page === "string" ? message.meta.page : undefined;
      return {
        sender: message.sender,
        text: message.text,
        at: message.createdAt.toISOString(),
        ...(page ? { page } : {}),
      };
    });
  return { fields: { [TRANSCRIPT_FIELD]: transcript }, conversationId: conversation.id };
}
