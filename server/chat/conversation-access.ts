import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { ChatStore, ConversationCredentials } from "../store/chat-store.ts";

/**
 * Who may write to a conversation, or read it (issue 28 finding 4; issue 30's live hand-off
 * reuses this): the browser that holds the secret the server issued when it created the
 * conversation. The id alone proves nothing. Only a SHA-256 of the secret is stored (a
 * database copy or backup does not hand out conversations), and it is compared in constant
 * time. See docs/decisions/821.
 */

const TOKEN_BYTES = 32;

export type ConversationProof = { conversationId: string; conversationToken: string };

export type NewConversation = { conversationId: string; token: string; tokenHash: string };

export function hashConversationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A fresh id and secret for a conversation the server is about to create. */
export function issueConversation(conversationId: string): NewConversation {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { conversationId, token, tokenHash: hashConversationToken(token) };
}

/**
 * The conversation, when it exists and the secret is its own; undefined otherwise (unknown
 * id, wrong secret, or a conversation stored before secrets existed), the same answer for
 * each so the reply does not tell which. Store errors propagate.
 */
export async function proveConversation(
  store: Pick<ChatStore, "conversationCredentials">,
  proof: ConversationProof,
): Promise<ConversationCredentials | undefined> {
  const credentials = await store.conversationCredentials(proof.conversationId);
  const presented = Buffer.from(hashConversationToken(proof.conversationToken), "hex");
  // Compared even for an unknown id (against a hash nothing matches), so timing says nothing either.
  const stored = Buffer.from(credentials?.tokenHash ?? "", "hex");
  const expected = stored.length === presented.length ? stored : Buffer.alloc(presented.length);
  const matches = timingSafeEqual(presented, expected);
  return credentials?.tokenHash && matches ? credentials : undefined;
}
