import type { Lead } from "../store/types.ts";

/**
 * A lead as the admin API, the CSV export's source and the webhooks show it: every
 * field the visitor sent (`fields`, verbatim), the team's status and notes, and the
 * attachment's metadata with the URL that serves its bytes to an authorised caller.
 */
export type LeadJson = {
  id: string;
  type: Lead["type"];
  status: Lead["status"];
  name: string;
  email: string;
  createdAt: string;
  fields: Record<string, unknown>;
  notes: string | null;
  attachments: {
    id: string;
    filename: string;
    contentType: string;
    size: number;
    sha256: string;
    url: string;
  }[];
};

export function attachmentPath(leadId: string): string {
  return `/admin/api/leads/${encodeURIComponent(leadId)}/attachment`;
}

/** `origin` makes the attachment URL absolute (for webhooks, which leave the site). */
export function leadJson(lead: Lead, origin = ""): LeadJson {
  return {
    id: lead.id,
    type: lead.type,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    createdAt: lead.createdAt.toISOString(),
    fields: lead.payload,
    notes: lead.notes,
    attachments: lead.attachments.map((attachment) => ({
      id: attachment.id,
      filename: attachment.filename,
      contentType: attachment.contentType,
      size: attachment.size,
      sha256: attachment.sha256,
      url: `${origin}${attachmentPath(lead.id)}`,
    })),
  };
}
