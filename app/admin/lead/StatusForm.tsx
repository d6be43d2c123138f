import { type FormEvent, useState } from "react";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "../../schemas/lead-metadata";
import type { LeadJson, LeadStatus } from "../api";
import { SaveFeedback } from "./SaveFeedback";
import { useLeadSave } from "./use-lead-save";

/** Where the lead stands: new → contacted → won or lost. */
export function StatusForm({ lead, onChange }: { lead: LeadJson; onChange: (lead: LeadJson) => void }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const { busy, message, save } = useLeadSave(lead, onChange);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(
      { status },
      (updated) => `Status saved: ${LEAD_STATUS_LABELS[updated.status]}.`,
      "The status was not saved.",
    );
  };
  return (
    <form className="panel space-y-3 p-5" onSubmit={submit} aria-labelledby="lead-status-heading">
      <h2 id="lead-status-heading" className="text-lg">
        Status
      </h2>
      <div>
        <label htmlFor="lead-status" className="label">
          Where this lead stands
        </label>
        <select
          id="lead-status"
          className="field"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy || status === lead.status}>
        Save status
      </button>
      <SaveFeedback message={message} />
    </form>
  );
}
