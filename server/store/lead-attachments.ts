import type { Kysely, Selectable } from "kysely";
import type { Database, LeadsTable } from "./database.ts";
import { toAttachmentInfo, toLead } from "./rows.ts";
import type { Lead } from "./types.ts";

/** What a lead shows of each attachment: everything but the bytes. */
const ATTACHMENT_INFO_COLUMNS = ["id", "lead_id", "filename", "content_type", "size", "sha256"] as const;

/**
 * Lead rows with their attachments' details, in one query for the whole page.
 * Attachments keep upload order (created_at, then id), the order the visitor chose them.
 */
export async function withAttachments(
  db: Kysely<Database>,
  rows: readonly Selectable<LeadsTable>[],
): Promise<Lead[]> {
  if (rows.length === 0) return [];
  const attachments = await db
    .selectFrom("attachments")
    .select(ATTACHMENT_INFO_COLUMNS)
    .where(
      "lead_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) =>
    toLead(row, attachments.filter((attachment) => attachment.lead_id === row.id).map(toAttachmentInfo)),
  );
}
