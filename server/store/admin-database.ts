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

/**
 * Sign-in attempts per key ("address:<ip>" or "account"), reserved before the password
 * is checked. Times are epoch milliseconds so both databases do the arithmetic alike.
 */
export type AdminSignInAttemptsTable = {
  key: string;
  /** Attempts counted in the current window (a success clears an address's row). */
  failures: ColumnType<number | string, number, number>;
  last_attempt_ms: ColumnType<number | string, number, number>;
  /** No attempt for this key is evaluated before this moment. */
  next_allowed_ms: ColumnType<number | string, number, number>;
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
  admin_sign_in_attempts: AdminSignInAttemptsTable;
  audit_log: AuditLogTable;
  lead_search: LeadSearchTable;
};

export type AdminDatabase = Database & AdminTables;

export function withAdminTables(db: Kysely<Database>): Kysely<AdminDatabase> {
  return db.withTables<AdminTables>();
}
