import { formatFileSize } from "../../lib/file-size";
import { leadFieldLabel, orderedLeadFields, TRANSCRIPT_FIELD } from "../../schemas/lead-metadata";
import type { LeadJson } from "../api";
import { fieldValue } from "../format";

/**
 * Which contact form it was is already said by the lead's type and fields; a chat lead's
 * conversation has its own section (LeadConversation): none of them repeated here.
 */
const HIDDEN_FIELDS = new Set(["form", TRANSCRIPT_FIELD, "conversationId"]);

/** "What they sent": every field in reading order, the address as a mail link, and the attachment. */
export function LeadFields({ lead }: { lead: LeadJson }) {
  const fields = orderedLeadFields(lead.fields).filter(([key]) => !HIDDEN_FIELDS.has(key));
  const attachment = lead.attachments[0];
  return (
    <section aria-labelledby="lead-fields" className="panel p-5">
      <h2 id="lead-fields" className="text-lg">
        What they sent
      </h2>
      <dl className="mt-3 divide-y divide-line">
        {fields.map(([key, value]) => (
          <div key={key} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-ink">{leadFieldLabel(key)}</dt>
            <dd className="whitespace-pre-wrap break-words">
              {key === "email" && typeof value === "string" ? (
                <a className="link" href={`mailto:${value}`}>
                  {value}
                </a>
              ) : (
                fieldValue(key, value)
              )}
            </dd>
          </div>
        ))}
      </dl>
      {attachment && (
        <div className="mt-4 rounded-lg bg-surface p-3">
          <h3 className="text-base">Attachment</h3>
          <a
            className="link mt-1 inline-flex min-h-11 items-center"
            href={attachment.url}
            download={attachment.filename}
          >
            Download {attachment.filename}
          </a>
          <span className="ml-2 text-sm text-muted">
            ({formatFileSize(attachment.size)}, {attachment.contentType.split(";")[0]})
          </span>
        </div>
      )}
    </section>
  );
}
