import { useState } from "react";
import { api, failureMessage, type LeadJson, type LeadStatus } from "../api";

export type SaveMessage = { text: string; tone: "ok" | "error" };

/**
 * Saves a change to a lead (its status or its notes): busy while the request runs,
 * then one message saying how it went, and the saved lead handed to `onChange`.
 */
export function useLeadSave(lead: LeadJson, onChange: (lead: LeadJson) => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessage | null>(null);

  const save = async (
    changes: { status?: LeadStatus; notes?: string },
    savedText: (updated: LeadJson) => string,
    failedText: string,
  ) => {
    setBusy(true);
    setMessage(null);
    try {
      const updated = await api.updateLead(lead.id, changes);
      onChange(updated);
      setMessage({ text: savedText(updated), tone: "ok" });
    } catch (failure) {
      setMessage({ text: failureMessage(failure, failedText), tone: "error" });
    } finally {
      setBusy(false);
    }
  };

  return { busy, message, save };
}
