import type { Selectable } from "kysely";
import { attributionOf } from "./attribution-columns.ts";
import type { AttachmentsTable, LeadsTable, OutboxTable } from "./database.ts";
import type { AttachmentInfo, JsonObject, Lead, OutboxMessage } from "./types.ts";

/** Turns rows of either database into the store's types (see database.ts for why). */

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function toOptionalDate(value: Date | string | null): Date | null {
  return value === null ? null : toDate(value);
}

export function toJsonObject(value: unknown): JsonObject {
  return (typeof value === "string" ? JSON.parse(value) : value) as JsonObject;
}

/** pg answers count(*) and bigint as strings, node:sqlite as numbers. */
export function toCount(value: unknown): number {
  return Number(value);
}

export function toLead(row: Selectable<LeadsTable>, attachments: AttachmentInfo[]): Lead {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    email: row.email,
    payload: toJsonObject(row.payload),
    notes: row.notes,
    createdAt: toDate(row.created_at),
    attachments,
    attribution: attributionOf(row),
    conversationId: row.conversation_id,
  };
}

export function toAttachmentInfo(
  row: Pick<Selectable<AttachmentsTable>, "id" | "filename" | "content_type" | "size" | "sha256">,
): AttachmentInfo {
  return {
    id: row.id,
    filename: row.filename,
    contentType: row.content_type,
    size: toCount(row.size),
    sha256: row.sha256,
  };
}

export function toOutboxMessage(row: Selectable<OutboxTable>): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    leadId: row.lead_id,
    payload: toJsonObject(row.payload),
    status: row.status,
    attempts: toCount(row.attempts),
    nextAttemptAt: toDate(row.next_attempt_at),
    lockedUntil: toOptionalDate(row.locked_until),
    lastError: row.last_error,
    createdAt: toDate(row.created_at),
  };
}
