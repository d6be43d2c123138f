import type { Migration } from "./migrations.ts";

/**
 * Issue 28, the chat's conversations hardened: versions 2851+ (this work's range), applied
 * in numeric order after the others whatever the gaps (see migrations.ts).
 *
 * - A conversation is proven by a secret the server issued when it created it; only a hash
 *   is kept (server/chat/conversation-access.ts). Conversations stored before have none and
 *   can no longer be continued from a browser (their transcripts stay for the team).
 * - One hand-off per conversation: when it was passed to the team, and the key of the
 *   request that did it (a retry of that request is answered as the same hand-off).
 *   Conversations that already produced a chat lead count as handed off.
 * - The e-mail addresses found in a conversation, one row each, so erasure deletes by
 *   equality. The address a hand-off noted (contact_email) is copied over here; addresses
 *   inside earlier messages are recorded by the index job (chat-message-index.ts), which
 *   works through every message whose `indexed` is still 0.
 * - `indexed`: the message's search text and addresses were computed (when it was stored,
 *   or later by the job). A partial index keeps finding the rest cheap once they are few.
 */

const ADDRESSES_TABLE = (strict: string) => `CREATE TABLE chat_conversation_addresses (
        conversation_id TEXT NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
        address TEXT NOT NULL,
        PRIMARY KEY (address, conversation_id)
      )${strict}`;

const COMMON_AFTER_TABLES = [
  "CREATE INDEX chat_conversation_addresses_conversation ON chat_conversation_addresses (conversation_id)",
  "CREATE INDEX chat_messages_unindexed ON chat_messages (id) WHERE indexed = 0",
  `INSERT INTO chat_conversation_addresses (conversation_id, address)
     SELECT id, contact_email FROM chat_conversations WHERE contact_email IS NOT NULL`,
  `UPDATE chat_conversations SET handed_off_at = (
       SELECT min(l.created_at) FROM leads l WHERE l.conversation_id = chat_conversations.id)
     WHERE EXISTS (SELECT 1 FROM leads l WHERE l.conversation_id = chat_conversations.id)`,
];

export const chatConversationMigrations: readonly Migration[] = [
  {
    version: 2851,
    name: "chat: conversation secrets, one hand-off, addresses per conversation, messages indexed when stored",
    sqlite: [
      "ALTER TABLE chat_conversations ADD COLUMN token_hash TEXT",
      "ALTER TABLE chat_conversations ADD COLUMN handed_off_at TEXT",
      "ALTER TABLE chat_conversations ADD COLUMN handoff_key TEXT",
      "ALTER TABLE chat_messages ADD COLUMN indexed INTEGER NOT NULL DEFAULT 0",
      ADDRESSES_TABLE(" STRICT"),
      ...COMMON_AFTER_TABLES,
    ],
    postgres: [
      `ALTER TABLE chat_conversations
        ADD COLUMN token_hash TEXT,
        ADD COLUMN handed_off_at TIMESTAMPTZ,
        ADD COLUMN handoff_key TEXT`,
      "ALTER TABLE chat_messages ADD COLUMN indexed INTEGER NOT NULL DEFAULT 0",
      ADDRESSES_TABLE(""),
      ...COMMON_AFTER_TABLES,
    ],
  },
];
