import type { LeadJson } from "../../app/schemas/admin-api.ts";
import type { Lead } from "../store/types.ts";

export type { LeadJson };

export function attachmentPath(leadId: string): string {
  return `/admin/api/leads/${encodeURIComponent(leadId)}/attachment`;
}

/**
 * A stored lead as the admin API and the webhooks show it. `origin` makes the attachment
 * URL absolute (for webhooks, which leave the site).
 */
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
    attribution: lead.attribution,
    conversationId: lead.conversationId,
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
