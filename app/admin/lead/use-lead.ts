import { useEffect, useState } from "react";
import { ApiFailure, api, failureMessage, type LeadJson } from "../api";

/** Loads one lead; `missing` when the server knows no such id (deleted or erased). */
export function useLead(id: string) {
  const [lead, setLead] = useState<LeadJson | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api
      .lead(id)
      .then((result) => {
        if (!cancelled) setLead(result);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        if (failure instanceof ApiFailure && failure.status === 404) setMissing(true);
        else setError(failureMessage(failure, "The lead could not be loaded."));
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  return { lead, missing, error, setLead };
}
