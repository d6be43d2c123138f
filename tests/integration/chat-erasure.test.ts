// @vitest-environment node
import { randomUUID } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAdminStore } from "../../server/store/admin-store.ts";
import { indexChatMessages } from "../../server/store/chat-message-index.ts";
import { chatConversationHooks, createChatStore } from "../../server/store/chat-store.ts";
import type { Database } from "../../server/store/database.ts";
import { migrate, migrations } from "../../server/store/migrations.ts";
import { openPostgresStore } from "../../server/store/postgres-store.ts";
import { NodeSqliteDialect } from "../../server/store/sqlite-dialect.ts";
import { openSqliteStore, SQLITE_FILE_NAME } from "../../server/store/sqlite-store.ts";
import type { LeadStore } from "../../server/store/types.ts";
import { bearer, startTestAdmin, type TestAdmin } from "./helpers/admin-app.ts";
import { scratchDataDir, scratchPostgresDatabase } from "./helpers/databases.ts";
import { STORE_KINDS, type StoreKind } from "./helpers/stores.ts";

/**
 * Issue 28 finding 2: "An erasure request deletes other people's chat conversations. Erasing
 * ann@example.com also deleted the conversations of joann@example.com and ann@example.com.au
 * (substring match in server/store/chat-store.ts), irreversibly, and the audit entry counted
 * them as the requester's." What to build: "erasure by exact address: addresses found in a
 * conversation are recorded when a message is stored and erased by equality; tested with the
 * three addresses above".
 */

const ANN = "ann@example.com";
const JOANN = "joann@example.com";
const ANN_AU = "ann@example.com.au";

async function converse(admin: TestAdmin, text: string): Promise<string> {
  const conversationId = randomUUID();
  await admin.chatStore.appendTurn({
    conversationId,
    user: { text, at: new Date() },
    reply: { text: "Thanks, noted.", at: new Date() },
  });
  return conversationId;
}

describe.each(STORE_KINDS)("erasure of chat conversations by exact address on %s", (kind) => {
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await startTestAdmin(kind);
  });
  afterAll(async () => {
    await admin.close();
  });

  it("deletes only the requester's conversations and the audit entry counts only those", async () => {
    const ann = await converse(admin, `Hi, I'm Ann: ${ANN.toUpperCase()}`);
    const joann = await converse(admin, `Please write to ${JOANN}`);
    const annAu = await converse(admin, `My address is ${ANN_AU}.`);
    const response = await admin.app.inject({
      method: "POST",
      url: "/admin/api/erasure",
      headers: { ...bearer(), "content-type": "application/json" },
      payload: JSON.stringify({ email: ANN, reference: "DSR-28" }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().erased).toMatchObject({ conversations: 1 });
    expect(await admin.chatStore.getConversation(ann)).toBeUndefined();
    expect(await admin.chatStore.getConversation(joann)).toBeDefined();
    expect(await admin.chatStore.getConversation(annAu)).toBeDefined();
    const [entry] = await admin.adminStore.listAudit(1);
    expect(entry).toMatchObject({
      action: "erase.email",
      details: { conversations: 1, reference: "DSR-28" },
    });
  });
});

/** A database as the version before issue 28 left it, holding conversations with addresses. */
async function legacyDatabase(kind: StoreKind) {
  const before = migrations.filter((migration) => migration.version < 2851);
  if (kind === "sqlite") {
    const scratch = scratchDataDir();
    const sqlite = new DatabaseSync(path.join(scratch.dataDir, SQLITE_FILE_NAME), {
      enableForeignKeyConstraints: true,
    });
    // As openSqliteStore does: one earlier migration edits the stored schema.
    sqlite.enableDefensive(false);
    const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(sqlite) });
    await migrate(db, "sqlite", before);
    return { db, open: () => openSqliteStore({ dataDir: scratch.dataDir }), dispose: scratch.dispose };
  }
  const scratch = await scratchPostgresDatabase();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url, max: 2 }) }),
  });
  await migrate(db, "postgres", before);
  return { db, open: () => openPostgresStore({ connectionString: scratch.url }), dispose: scratch.dispose };
}

/** A conversation as the earlier version stored it: the hand-off's address on the conversation. */
async function seedLegacy(
  db: Kysely<Database>,
  id: string,
  visitorText: string,
  contactEmail: string | null,
) {
  const at = "2026-11-20T09:00:00.000Z";
  await sql`INSERT INTO chat_conversations (id, message_count, contact_email, created_at, updated_at)
    VALUES (${id}, 2, ${contactEmail}, ${at}, ${at})`.execute(db);
  await sql`INSERT INTO chat_messages (id, conversation_id, seq, sender, text, meta, created_at)
    VALUES (${randomUUID()}, ${id}, 1, 'user', ${visitorText}, NULL, ${at}),
           (${randomUUID()}, ${id}, 2, 'ai', 'Write to hello@meridian.example', NULL, ${at})`.execute(db);
}

describe.each(STORE_KINDS)("conversations stored before the upgrade on %s", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("are found by their exact address right after the upgrade, and after the index job recorded it", async () => {
    const legacy = await legacyDatabase(kind);
    cleanups.push(legacy.dispose);
    const [typed, handedOff, joann, annAu, later] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await seedLegacy(legacy.db, typed, `reach me at ${ANN}`, ANN);
    await seedLegacy(legacy.db, handedOff, "please call me", ANN);
    await seedLegacy(legacy.db, joann, `reach me at ${JOANN}`, JOANN);
    await seedLegacy(legacy.db, annAu, `or ${ANN_AU}`, null);
    await seedLegacy(legacy.db, later, `Ann again: ${ANN}`, null);
    await legacy.db.destroy();

    const store = (await legacy.open()) as LeadStore & { db: Kysely<Database> };
    cleanups.push(() => store.close());
    const admin = createAdminStore(store.db, store.dialect, { conversations: chatConversationHooks });
    const chats = createChatStore(store.db);
    const erase = (email: string) => admin.eraseByEmail(email, { actor: "test" });

    // Before the index job has run: the hand-off's address was copied by the migration, and a
    // message not yet indexed is read with the same extraction.
    expect((await erase(ANN)).conversations).toBe(3);
    for (const id of [typed, handedOff, later]) expect(await chats.getConversation(id)).toBeUndefined();
    expect(await chats.getConversation(joann)).toBeDefined();
    expect(await chats.getConversation(annAu)).toBeDefined();

    // After it: recorded, and the assistant's own address is not the visitor's.
    await indexChatMessages(store.db, 1_000);
    expect((await erase("hello@meridian.example")).conversations).toBe(0);
    expect((await erase(ANN_AU)).conversations).toBe(1);
    expect((await erase(JOANN)).conversations).toBe(1);
  });
});
