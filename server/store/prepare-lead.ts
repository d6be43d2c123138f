import { createHash, randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { attributionColumns } from "./attribution-columns.ts";
import type { AttachmentsTable, LeadsTable, OutboxTable } from "./database.ts";
import type { NewLead } from "./types.ts";

/** The rows one new lead becomes, identical for both databases. */
export type LeadRows = {
  lead: Insertable<LeadsTable>;
  attachments: Insertable<AttachmentsTable>[];
  outbox: Insertable<OutboxTable>[];
};

export function prepareLeadRows(input: NewLead, now = new Date()): LeadRows {
  const id = randomUUID();
  const createdAt = now.toISOString();
  return {
    lead: {
      id,
      type: input.type,
      name: input.name,
      email: input.email,
      payload: JSON.stringify(input.payload),
      idempotency_key: input.idempotencyKey ?? null,
      request_hash: input.requestHash ?? null,
      created_at: createdAt,
      ...attributionColumns(input.attribution ?? {}),
      conversation_id: input.conversationId ?? null,
    },
    attachments: (input.attachments ?? []).map((attachment) => ({
      id: randomUUID(),
      lead_id: id,
      filename: attachment.filename,
      content_type: attachment.contentType,
      size: attachment.bytes.byteLength,
      sha256: createHash("sha256").update(attachment.bytes).digest("hex"),
      bytes: attachment.bytes,
      created_at: createdAt,
    })),
    outbox: (input.outbox ?? []).map((message) => ({
      id: randomUUID(),
      kind: message.kind,
      lead_id: id,
      payload: JSON.stringify(message.payload),
      next_attempt_at: createdAt,
      created_at: createdAt,
    })),
  };
}
