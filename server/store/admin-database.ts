import type { ColumnType, Kysely } from "kysely";
import type { Database } from "./database.ts";

/**
 * Tables of the team's admin side (issue 7), added by the migrations in
 * admin-migrations.ts. Same conventions as database.ts: timestamps are written as
 * ISO-8601 text and read back as Date (pg) or text (SQLite); JSON is text in SQLite.
 */
type Timestamp = ColumnType<Date | string, string, string>;
type Json = ColumnType<unknown, string, string>;

export type AdminSettingsTable = {
  key: string;
  value: string;
  updated_at: Timestamp;
};

export type AdminSessionsTable = {
  /** SHA-256 of the cookie's token: a copy of the database holds no usable session. */
  id: string;
  csrf_token: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
};

export type AdminLoginFailuresTable = {
  id: string;
  /** The client address that failed to sign in. */
  client: string;
  at: Timestamp;
};

export type AuditLogTable = {
  id: string;
  at: Timestamp;
  actor: string;
  action: string;
  /** Counts and references only, never the personal data acted on. */
  details: Json;
};

export type LeadSearchTable = {
  lead_id: string;
  /** The lead's visible values, NFKC-normalised and lower-cased in JavaScript. */
  text: string;
};

export type AdminTables = {
  admin_settings: AdminSettingsTable;
  admin_sessions: AdminSessionsTable;
  admin_login_failures: AdminLoginFailuresTable;
  audit_log: AuditLogTable;
  lead_search: LeadSearchTable;
};

export type AdminDatabase = Database & AdminTables;

export function withAdminTables(db: Kysely<Database>): Kysely<AdminDatabase> {
  return db.withTables<AdminTables>();
}
