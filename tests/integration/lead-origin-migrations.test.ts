// @vitest-environment node
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/store/database.ts";
import { migrate, migrations } from "../../server/store/migrations.ts";
import { openPostgresStore } from "../../server/store/postgres-store.ts";
import { NodeSqliteDialect } from "../../server/store/sqlite-dialect.ts";
import { openSqliteStore, SQLITE_FILE_NAME } from "../../server/store/sqlite-store.ts";
import type { LeadStore } from "../../server/store/types.ts";
import { scratchDataDir, scratchPostgresDatabase } from "./helpers/databases.ts";

/**
 * Issue 13's migrations on a database that already holds leads: 1102 widens the type CHECK
 * (SQLite by editing its stored schema, docs/decisions/421) without touching a row, an
 * attachment or a queued e-mail, and afterwards the database takes `chat` leads and still
 * refuses unknown types.
 */

const before1102 = migrations.filter((migration) => migration.version < 1102);
const now = "2026-11-24T09:00:00.000Z";

async function seed(db: Kysely<Database>) {
  await sql`INSERT INTO leads (id, type, name, email, payload, created_at)
    VALUES ('old-lead', 'quote', 'Ada', 'ada@example.com', ${JSON.stringify({ requirements: "An app" })}, ${now})`.execute(
    db,
  );
  await sql`INSERT INTO attachments (id, lead_id, filename, content_type, size, sha256, bytes, created_at)
    VALUES ('old-file', 'old-lead', 'brief.pdf', 'application/pdf', 3, 'x', ${Buffer.from("PDF")}, ${now})`.execute(
    db,
  );
  await sql`INSERT INTO outbox (id, kind, lead_id, payload, next_attempt_at, created_at)
    VALUES ('old-mail', 'notify-team', 'old-lead', ${JSON.stringify({ to: ["team@example.com"] })}, ${now}, ${now})`.execute(
    db,
  );
}

async function expectUpgraded(store: LeadStore & { db?: Kysely<Database> }) {
  const old = await store.getLead("old-lead");
  expect(old).toMatchObject({ type: "quote", name: "Ada", attribution: {}, conversationId: null });
  expect(old?.attachments.map((file) => file.filename)).toEqual(["brief.pdf"]);
  expect((await store.listOutbox({ leadId: "old-lead" })).map((row) => row.id)).toEqual(["old-mail"]);
  const chat = await store.insertLead({
    type: "chat",
    name: "Grace",
    email: "grace@example.com",
    payload: {},
  });
  expect((await store.getLead(chat.id))?.type).toBe("chat");
  await expect(
    store.insertLead({ type: "bogus" as "chat", name: "X", email: "x@example.com", payload: {} }),
  ).rejects.toThrow();
  // Deleting the old lead still cascades to its attachment and mail (foreign keys intact).
  const db = (store as { db: Kysely<Database> }).db;
  await db.deleteFrom("leads").where("id", "=", "old-lead").execute();
  expect(await db.selectFrom("attachments").select("id").execute()).toEqual([]);
  expect(await store.listOutbox({ leadId: "old-lead" })).toEqual([]);
}

describe("migrations 1101–1103 on a database with leads", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("SQLite: keeps every row and cascade, and takes the chat type", async () => {
    const scratch = scratchDataDir();
    cleanups.push(scratch.dispose);
    const sqlite = new DatabaseSync(path.join(scratch.dataDir, SQLITE_FILE_NAME), {
      enableForeignKeyConstraints: true,
    });
    const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(sqlite) });
    await migrate(db, "sqlite", before1102);
    await seed(db);
    await db.destroy();

    const store = await openSqliteStore({ dataDir: scratch.dataDir });
    cleanups.push(() => store.close());
    await expectUpgraded(store);
  });

  it("PostgreSQL: keeps every row and cascade, and takes the chat type", async () => {
    const scratch = await scratchPostgresDatabase();
    cleanups.push(scratch.dispose);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url, max: 2 }) }),
    });
    await migrate(db, "postgres", before1102);
    await seed(db);
    await db.destroy();

    const store = await openPostgresStore({ connectionString: scratch.url });
    cleanups.push(() => store.close());
    await expectUpgraded(store);
  });
});
