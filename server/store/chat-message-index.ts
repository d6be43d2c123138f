import type { Kysely } from "kysely";
import type { ChatSender, ChatTables } from "./chat-store.ts";
import type { Database } from "./database.ts";
import { normaliseForSearch } from "./lead-search.ts";

/**
 * What is computed from a chat message so that no request has to compute it later (issue 28,
 * findings 2 and 3): the text the inbox searches (normalised as lead-search.ts does) and the
 * e-mail addresses the visitor typed, which erasure deletes by equality. Computed when a
 * message is stored (chat-store.ts); messages stored before that, or by an older instance
 * during a rolling upgrade, are worked through by the index job below, a batch at a time.
 */

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** An address as it is recorded and compared: trimmed and lower-cased. */
export function normaliseAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** Every e-mail address in a text, normalised, each once. */
export function addressesIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(EMAIL), (match) => normaliseAddress(match[0])))];
}

export type MessageIndex = { searchText: string; addresses: string[] };

/** Only the visitor's messages hold their addresses; the assistant's name the company's own. */
export function indexMessage(sender: ChatSender, text: string): MessageIndex {
  return { searchText: normaliseForSearch(text), addresses: sender === "user" ? addressesIn(text) : [] };
}

export type IndexedChatTables = ChatTables & {
  chat_conversation_addresses: { conversation_id: string; address: string };
};

/** Records addresses for a conversation; an address already recorded is left as it is. */
export async function recordAddresses(
  db: Kysely<Database & IndexedChatTables>,
  conversationId: string,
  addresses: readonly string[],
): Promise<void> {
  if (addresses.length === 0) return;
  await db
    .insertInto("chat_conversation_addresses")
    .values(addresses.map((address) => ({ conversation_id: conversationId, address })))
    .onConflict((conflict) => conflict.columns(["address", "conversation_id"]).doNothing())
    .execute();
}

/** Messages one pass of the job indexes in one transaction: a few milliseconds of work. */
export const INDEX_BATCH = 200;

/**
 * Indexes up to `limit` messages not yet indexed, in one transaction; answers how many.
 * Safe on several instances at once: the values are the same whoever computes them.
 */
export async function indexChatMessages(database: Kysely<Database>, limit = INDEX_BATCH): Promise<number> {
  const db = database.withTables<IndexedChatTables>();
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("chat_messages")
      .select(["id", "conversation_id", "sender", "text"])
      .where("indexed", "=", 0)
      .limit(limit)
      .execute();
    for (const row of rows) {
      const index = indexMessage(row.sender, row.text);
      await trx
        .updateTable("chat_messages")
        .set({ search_text: index.searchText, indexed: 1 })
        .where("id", "=", row.id)
        .execute();
      await recordAddresses(trx, row.conversation_id, index.addresses);
    }
    return rows.length;
  });
}
