import { type Kysely, sql } from "kysely";
import { adminMigrations } from "./admin-migrations.ts";
import { chatConversationMigrations } from "./chat-conversation-migrations.ts";
import type { Database } from "./database.ts";
import { insightsMigrations } from "./insights-migrations.ts";
import { leadOriginMigrations } from "./lead-origin-migrations.ts";
import { liveMigrations } from "./live-migrations.ts";

/**
 * Versioned, forward-only schema migrations, written per dialect because the column
 * types differ (jsonb/bytea/timestamptz vs TEXT/BLOB). To change the schema, append
 * a migration with the next version number (e.g. the chat conversations table);
 * never edit one that has shipped. Each migration runs in its own transaction and is
 * recorded in schema_migrations, so running them at every start is idempotent.
 */
export type Migration = {
  version: number;
  name: string;
  sqlite: readonly string[];
  postgres: readonly string[];
  /**
   * SQLite only, after `sqlite`: changes its ALTER TABLE cannot make (a CHECK constraint's
   * list), made by editing the table's stored CREATE statement, the procedure SQLite's
   * documentation gives for such changes (docs/decisions/421). Each `from` must occur in
   * the table's statement, or the migration fails.
   */
  sqliteSchemaEdits?: readonly SchemaEdit[];
};

export type SchemaEdit = { table: string; from: string; to: string };

/**
 * SQLite's procedure for a change that leaves the stored rows valid (widening a CHECK):
 * rewrite the CREATE text in sqlite_schema, bump schema_version so every connection
 * re-reads it, then check the file. Needs the connection out of defensive mode (see
 * sqlite-store.ts); runs inside migrate()'s transaction, so a failure leaves nothing changed.
 */
async function editSqliteSchema(trx: Kysely<Database>, edits: readonly SchemaEdit[]): Promise<void> {
  const version = await sql<{ schema_version: number }>`PRAGMA schema_version`.execute(trx);
  await sql`PRAGMA writable_schema = ON`.execute(trx);
  try {
    for (const edit of edits) {
      const result = await sql`UPDATE sqlite_schema SET sql = replace(sql, ${edit.from}, ${edit.to})
        WHERE type = 'table' AND name = ${edit.table} AND instr(sql, ${edit.from}) > 0`.execute(trx);
      if (Number(result.numAffectedRows ?? 0) !== 1)
        throw new Error(`schema edit: table ${edit.table} does not contain ${edit.from}`);
    }
    const next = Number(version.rows[0]?.schema_version ?? 0) + 1;
    await sql.raw(`PRAGMA schema_version = ${next}`).execute(trx);
  } finally {
    await sql`PRAGMA writable_schema = OFF`.execute(trx);
  }
  const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(trx);
  if (check.rows[0]?.integrity_check !== "ok") throw new Error("schema edit: integrity check failed");
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: "leads, attachments and outbox",
    sqlite: [
      `CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('quote', 'contact', 'application', 'consultation')),
        status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'won', 'lost')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        payload TEXT NOT NULL,
        notes TEXT,
        idempotency_key TEXT UNIQUE,
        request_hash TEXT,
        created_at TEXT NOT NULL
      ) STRICT`,
      "CREATE INDEX leads_created_at ON leads (created_at DESC, id DESC)",
      `CREATE TABLE attachments (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        filename TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        bytes BLOB NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT`,
      "CREATE INDEX attachments_lead_id ON attachments (lead_id)",
      `CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        lead_id TEXT REFERENCES leads (id) ON DELETE CASCADE,
        payload TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        claim_token TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      ) STRICT`,
      "CREATE INDEX outbox_due ON outbox (status, next_attempt_at)",
      "CREATE INDEX outbox_lead_id ON outbox (lead_id)",
    ],
    postgres: [
      `CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('quote', 'contact', 'application', 'consultation')),
        status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'won', 'lost')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        payload JSONB NOT NULL,
        notes TEXT,
        idempotency_key TEXT UNIQUE,
        request_hash TEXT,
        created_at TIMESTAMPTZ NOT NULL
      )`,
      "CREATE INDEX leads_created_at ON leads (created_at DESC, id DESC)",
      `CREATE TABLE attachments (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        filename TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        bytes BYTEA NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      )`,
      "CREATE INDEX attachments_lead_id ON attachments (lead_id)",
      `CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        lead_id TEXT REFERENCES leads (id) ON DELETE CASCADE,
        payload JSONB NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        locked_until TIMESTAMPTZ,
        claim_token TEXT,
        last_error TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        sent_at TIMESTAMPTZ
      )`,
      "CREATE INDEX outbox_due ON outbox (status, next_attempt_at)",
      "CREATE INDEX outbox_lead_id ON outbox (lead_id)",
    ],
  },
  {
    version: 2,
    name: "support chat conversations",
    sqlite: [
      `CREATE TABLE chat_conversations (
        id TEXT PRIMARY KEY,
        message_count INTEGER NOT NULL DEFAULT 0,
        contact_email TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT`,
      "CREATE INDEX chat_conversations_updated_at ON chat_conversations (updated_at DESC, id DESC)",
      "CREATE INDEX chat_conversations_contact_email ON chat_conversations (contact_email)",
      `CREATE TABLE chat_messages (
        id TEXT PRIMARY KEY,
        conversation_id TEXT NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        sender TEXT NOT NULL CHECK (sender IN ('user', 'ai')),
        text TEXT NOT NULL,
        meta TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (conversation_id, seq)
      ) STRICT`,
    ],
    postgres: [
      `CREATE TABLE chat_conversations (
        id TEXT PRIMARY KEY,
        message_count INTEGER NOT NULL DEFAULT 0,
        contact_email TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      )`,
      "CREATE INDEX chat_conversations_updated_at ON chat_conversations (updated_at DESC, id DESC)",
      "CREATE INDEX chat_conversations_contact_email ON chat_conversations (contact_email)",
      `CREATE TABLE chat_messages (
        id TEXT PRIMARY KEY,
        conversation_id TEXT NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        sender TEXT NOT NULL CHECK (sender IN ('user', 'ai')),
        text TEXT NOT NULL,
        meta JSONB,
        created_at TIMESTAMPTZ NOT NULL,
        UNIQUE (conversation_id, seq)
      )`,
    ],
  },
  // Issue 7, the admin side: versions 601+ (see admin-migrations.ts).
  ...adminMigrations,
  // Issue 14, the site's own analytics: versions 1001+ (see insights-migrations.ts).
  ...insightsMigrations,
  // Issue 13: lead attribution and chat leads, versions 1101+ (see lead-origin-migrations.ts).
  ...leadOriginMigrations,
  // Issue 28: the chat's conversations proven, handed off once, erasable by address, versions 2851+.
  ...chatConversationMigrations,
  // Issue 30: the live hand-off (a team member joins the chat), versions 3001+.
  ...liveMigrations,
];

/** Arbitrary constant naming the advisory lock that serialises concurrent starts on PostgreSQL. */
const POSTGRES_MIGRATION_LOCK = 4_020_517;

/**
 * Applies every migration not yet recorded, all in one transaction. Safe with several
 * instances starting at once: PostgreSQL serialises them on an advisory lock taken
 * before anything else, SQLite on the write lock of BEGIN IMMEDIATE.
 */
export async function migrate(
  db: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  list: readonly Migration[] = migrations,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    if (dialect === "postgres")
      await sql`SELECT pg_advisory_xact_lock(${POSTGRES_MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`.execute(trx);
    const done = new Set(
      (await trx.selectFrom("schema_migrations").select("version").execute()).map((row) => row.version),
    );
    const applied: number[] = [];
    for (const migration of [...list].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      for (const statement of migration[dialect]) await sql.raw(statement).execute(trx);
      if (dialect === "sqlite" && migration.sqliteSchemaEdits)
        await editSqliteSchema(trx, migration.sqliteSchemaEdits);
      await trx
        .insertInto("schema_migrations")
        .values({ version: migration.version, name: migration.name, applied_at: new Date().toISOString() })
        .execute();
      applied.push(migration.version);
    }
    return applied;
  });
}
