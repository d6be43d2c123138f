import type { RefObject } from "react";
import { LEAD_TYPE_LABELS } from "../../schemas/lead-metadata";
import type { LeadJson } from "../api";
import { formatDateTime } from "../format";
import { StatusBadge } from "../StatusBadge";
import { DeleteLead } from "./DeleteLead";
import { LeadConversation } from "./LeadConversation";
import { LeadFields } from "./LeadFields";
import { LeadOrigin } from "./LeadOrigin";
import { NotesForm } from "./NotesForm";
import { StatusForm } from "./StatusForm";

/** A loaded lead: what the visitor sent beside what the team does with it. */
export function LeadView({
  lead,
  heading,
  onChange,
}: {
  lead: LeadJson;
  heading: RefObject<HTMLHeadingElement | null>;
  onChange: (lead: LeadJson) => void;
}) {
  return (
    <>
      <header className="space-y-2">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-teal">
          {LEAD_TYPE_LABELS[lead.type]}
        </p>
        <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
          {lead.name}
        </h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
          <span>Received {formatDateTime(lead.createdAt)}</span>
          <StatusBadge status={lead.status} />
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <LeadFields lead={lead} />
          <LeadConversation lead={lead} />
          <LeadOrigin lead={lead} />
        </div>
        <div className="space-y-6">
          <StatusForm lead={lead} onChange={onChange} />
          <NotesForm lead={lead} onChange={onChange} />
          <DeleteLead lead={lead} />
        </div>
      </div>
    </>
  );
}
