import { type FormEvent, useState } from "react";
import { LEAD_NOTES_MAX_LENGTH } from "../../schemas/lead-metadata";
import type { LeadJson } from "../api";
import { SaveFeedback } from "./SaveFeedback";
import { useLeadSave } from "./use-lead-save";

/** The team's internal notes on a lead; the visitor never sees them. */
export function NotesForm({ lead, onChange }: { lead: LeadJson; onChange: (lead: LeadJson) => void }) {
  const [notes, setNotes] = useState(lead.notes ?? "");
  const { busy, message, save } = useLeadSave(lead, onChange);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save({ notes }, () => "Notes saved.", "The notes were not saved.");
  };
  return (
    <form className="panel space-y-3 p-5" onSubmit={submit} aria-labelledby="lead-notes-heading">
      <h2 id="lead-notes-heading" className="text-lg">
        Internal notes
      </h2>
      <div>
        <label htmlFor="lead-notes" className="label">
          Notes for the team (never sent to the visitor)
        </label>
        <textarea
          id="lead-notes"
          className="field"
          rows={6}
          maxLength={LEAD_NOTES_MAX_LENGTH}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy || notes === (lead.notes ?? "")}>
        Save notes
      </button>
      <SaveFeedback message={message} />
    </form>
  );
}
