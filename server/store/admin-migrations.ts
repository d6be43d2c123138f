import type { Migration } from "./migrations.ts";

/**
 * The admin side's schema (issue 7). Versions 601+ so they never collide with the
 * numbers other parts of the product append (2, 3, …): migrate() applies every
 * version not yet recorded, in numeric order, whatever the gaps.
 */
export const adminMigrations: readonly Migration[] = [
  {
    version: 601,
    name: "admin: settings, sessions, sign-in failures, audit log, lead search",
    sqlite: [
      `CREATE TABLE admin_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT`,
      `CREATE TABLE admin_sessions (
        id TEXT PRIMARY KEY,
        csrf_token TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL
      ) STRICT`,
      "CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at)",
      `CREATE TABLE admin_login_failures (
        id TEXT PRIMARY KEY,
        client TEXT NOT NULL,
        at TEXT NOT NULL
      ) STRICT`,
      "CREATE INDEX admin_login_failures_client_at ON admin_login_failures (client, at)",
      `CREATE TABLE audit_log (
        id TEXT PRIMARY KEY,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        details TEXT NOT NULL
      ) STRICT`,
      "CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC)",
      `CREATE TABLE lead_search (
        lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        text TEXT NOT NULL
      ) STRICT`,
      "CREATE INDEX leads_email_lower ON leads (lower(email))",
      "CREATE INDEX leads_type_created_at ON leads (type, created_at DESC, id DESC)",
      "CREATE INDEX leads_status_created_at ON leads (status, created_at DESC, id DESC)",
    ],
    postgres: [
      `CREATE TABLE admin_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      )`,
      `CREATE TABLE admin_sessions (
        id TEXT PRIMARY KEY,
        csrf_token TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        last_seen_at TIMESTAMPTZ NOT NULL
      )`,
      "CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at)",
      `CREATE TABLE admin_login_failures (
        id TEXT PRIMARY KEY,
        client TEXT NOT NULL,
        at TIMESTAMPTZ NOT NULL
      )`,
      "CREATE INDEX admin_login_failures_client_at ON admin_login_failures (client, at)",
      `CREATE TABLE audit_log (
        id TEXT PRIMARY KEY,
        at TIMESTAMPTZ NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        details JSONB NOT NULL
      )`,
      "CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC)",
      `CREATE TABLE lead_search (
        lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        text TEXT NOT NULL
      )`,
      "CREATE INDEX leads_email_lower ON leads (lower(email))",
      "CREATE INDEX leads_type_created_at ON leads (type, created_at DESC, id DESC)",
      "CREATE INDEX leads_status_created_at ON leads (status, created_at DESC, id DESC)",
    ],
  },
  {
    version: 801,
    name: "admin: sign-in attempts reserved per key (address, account) instead of a failure log",
    sqlite: [
      `CREATE TABLE admin_sign_in_attempts (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        last_attempt_ms INTEGER NOT NULL,
        next_allowed_ms INTEGER NOT NULL
      ) STRICT`,
      "DROP TABLE admin_login_failures",
    ],
    postgres: [
      `CREATE TABLE admin_sign_in_attempts (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        last_attempt_ms BIGINT NOT NULL,
        next_allowed_ms BIGINT NOT NULL
      )`,
      "DROP TABLE admin_login_failures",
    ],
  },
];
