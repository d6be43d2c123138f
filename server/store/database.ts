import type { ColumnType } from "kysely";
import type { LeadStatus, LeadType, OutboxStatus } from "./types.ts";

/**
 * Table shapes as Kysely sees them. The two databases return some values differently
 * (timestamps: Date from pg, ISO text from SQLite; JSON: parsed from pg, text from
 * SQLite; count(*): string from pg), so reads are normalised in rows.ts.
 * Timestamps are written as ISO-8601 strings, which both accept.
 */
type Timestamp = ColumnType<Date | string, string, string>;
type Json = ColumnType<unknown, string, string>;

export type LeadsTable = {
  id: string;
  type: LeadType;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  name: string;
  email: string;
  payload: Json;
  notes: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: Timestamp;
  // Where the lead came from (issue 13, migration 1101).
  source_page: ColumnType<string | null, string | null | undefined, string | null>;
  landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  referrer_host: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  /** A chat lead's conversation (issue 13, migration 1102); null once retention deleted it. */
  conversation_id: ColumnType<string | null, string | null | undefined, string | null>;
};

export type AttachmentsTable = {
  id: string;
  lead_id: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
  created_at: Timestamp;
};

export type OutboxTable = {
  id: string;
  kind: string;
  lead_id: string | null;
  payload: Json;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  locked_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
  claim_token: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
};

export type SchemaMigrationsTable = {
  version: number;
  name: string;
  applied_at: string;
};

export type Database = {
  leads: LeadsTable;
  attachments: AttachmentsTable;
  outbox: OutboxTable;
  schema_migrations: SchemaMigrationsTable;
};
