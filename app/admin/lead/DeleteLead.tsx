import { useState } from "react";
import { api, failureMessage, type LeadJson } from "../api";
import { navigate } from "../router";

/** Deleting asks once more, then goes back to the inbox. */
export function DeleteLead({ lead }: { lead: LeadJson }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setError(null);
    try {
      await api.deleteLead(lead.id);
      navigate("/admin");
    } catch (failure) {
      setError(failureMessage(failure, "The lead was not deleted."));
    }
  };
  return (
    <section className="panel space-y-3 p-5" aria-labelledby="lead-delete-heading">
      <h2 id="lead-delete-heading" className="text-lg">
        Delete
      </h2>
      {!confirming ? (
        <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
          Delete this lead…
        </button>
      ) : (
        <div className="space-y-3">
          <p>
            This deletes the lead, its attachment and any e-mail still queued for it. It cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-danger" onClick={remove}>
              Delete permanently
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
