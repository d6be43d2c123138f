import { TRANSCRIPT_LABEL, transcriptOf } from "../../schemas/lead-metadata";
import type { LeadJson } from "../api";
import { Transcript } from "../conversation/Transcript";
import { Link } from "../router";

/**
 * A chat lead's conversation so far, as the lead carries it (issue 13), with the way to the
 * whole conversation while it is kept (it may go on after the visitor left their details).
 */
export function LeadConversation({ lead }: { lead: LeadJson }) {
  const transcript = transcriptOf(lead.fields);
  if (lead.type !== "chat" && !transcript) return null;
  return (
    <section aria-labelledby="lead-conversation" className="panel p-5">
      <h2 id="lead-conversation" className="text-lg">
        {TRANSCRIPT_LABEL}
      </h2>
      {lead.conversationId ? (
        <Link
          to={`/admin/conversations/${encodeURIComponent(lead.conversationId)}`}
          className="link mt-1 inline-flex min-h-11 items-center"
        >
          Open the whole conversation
        </Link>
      ) : (
        <p className="mt-1 text-sm text-muted">The conversation itself is no longer kept.</p>
      )}
      <Transcript items={transcript ?? []} label="Messages before the visitor left their details" />
    </section>
  );
}
