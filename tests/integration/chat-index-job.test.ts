// @vitest-environment node
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PAUSE_BETWEEN_BATCHES_MS, startChatIndexJob } from "../../server/chat/index-job.ts";
import type { Timers } from "../../server/repeating-job.ts";
import type { ChatTables } from "../../server/store/chat-store.ts";
import type { Database } from "../../server/store/database.ts";
import { createTestStore, STORE_KINDS, type TestStore } from "./helpers/stores.ts";

/**
 * Issue 28 finding 3: "search text computed when a message is stored (or by a bounded
 * background job), never in a request". The job that indexes messages stored before: a batch
 * per transaction, a pause between batches, until none is left.
 */

function manualTimers() {
  const pending: { callback: () => void; ms: number }[] = [];
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const entry = { callback, ms };
      pending.push(entry);
      return entry;
    },
    clearTimeout: (handle) => {
      const index = pending.indexOf(handle as (typeof pending)[number]);
      if (index >= 0) pending.splice(index, 1);
    },
  };
  return { timers, pending };
}

/** A batch is real work on a real database: on a busy machine it takes more than expect.poll's default second. */
const WAIT = { timeout: 15_000 };

describe.each(STORE_KINDS)("chat index job on %s", (kind) => {
  let testStore: TestStore;
  let db: Kysely<Database>;
  beforeEach(async () => {
    testStore = await createTestStore(kind);
    db = (testStore.store as TestStore["store"] & { db: Kysely<Database> }).db;
  });
  afterEach(async () => {
    await testStore.dispose();
  });

  it("indexes older messages a batch at a time with a pause in between, records their addresses, and then waits for the next check", async () => {
    const tables = db.withTables<ChatTables>();
    const id = randomUUID();
    const at = new Date().toISOString();
    await tables
      .insertInto("chat_conversations")
      .values({ id, message_count: 450, created_at: at, updated_at: at })
      .execute();
    for (let first = 0; first < 450; first += 150) {
      await tables
        .insertInto("chat_messages")
        .values(
          Array.from({ length: 150 }, (_, offset) => ({
            id: randomUUID(),
            conversation_id: id,
            seq: first + offset + 1,
            sender: "user" as const,
            text: first + offset === 7 ? "Write to Ada@Example.com" : `Question ${first + offset}`,
            meta: null,
            created_at: at,
            search_text: null,
            indexed: 0,
          })),
        )
        .execute();
    }
    const { timers, pending } = manualTimers();
    const logged: object[] = [];
    const job = startChatIndexJob({
      db,
      batch: 200,
      timers,
      intervalMs: 60_000,
      logger: { info: (details) => logged.push(details), error: () => {} },
    });
    const unindexed = async () =>
      (await tables.selectFrom("chat_messages").select("id").where("indexed", "=", 0).execute()).length;

    await expect.poll(() => pending.length, WAIT).toBe(1);
    expect(pending[0]?.ms).toBe(PAUSE_BETWEEN_BATCHES_MS);
    expect(await unindexed()).toBe(250);
    pending.shift()?.callback();
    await expect.poll(() => unindexed(), WAIT).toBe(50);
    await expect.poll(() => pending.length, WAIT).toBe(1);
    pending.shift()?.callback();
    await expect.poll(() => logged, WAIT).toEqual([{ indexed: 450 }]);
    // Done: the next pass is the periodic check.
    await expect.poll(() => pending.map((entry) => entry.ms), WAIT).toEqual([60_000]);
    const row = await tables
      .selectFrom("chat_messages")
      .select("search_text")
      .where("seq", "=", 8)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe("write to ada@example.com");
    const addresses = await db
      .withTables<{ chat_conversation_addresses: { conversation_id: string; address: string } }>()
      .selectFrom("chat_conversation_addresses")
      .select(["conversation_id", "address"])
      .execute();
    expect(addresses).toEqual([{ conversation_id: id, address: "ada@example.com" }]);
    await job.stop();
  });
});
