import { type FormEvent, useCallback, useEffect, useState } from "react";
import { type AuditEntry, api, type ErasureCounts, failureMessage } from "./api";
import { formatDateTime, plural } from "./format";
import { usePage } from "./page";

const ACTIONS: Record<string, string> = {
  "erase.email": "Erased by e-mail address",
  "lead.delete": "Deleted a lead",
  "retention.delete": "Retention: deleted old data",
  "lead.update": "Changed a lead's status or notes",
  "leads.export": "Exported leads as CSV",
  "sign-in": "Signed in",
  "sign-in.delayed": "Sign-in attempts delayed",
};

export function describeErasure(counts: ErasureCounts): string {
  return `Erased ${plural(counts.leads, "lead")}, ${plural(counts.attachments, "attachment")}, ${plural(
    counts.outbox,
    "queued e-mail",
  )} and ${plural(counts.conversations, "chat conversation")}.`;
}

function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}

/**
 * Issue 7: "erase everything about one e-mail address (leads, attachments,
 * conversations, queued mail) in one action, with an audit-log entry".
 */
export function DataProtection() {
  const heading = usePage("Data protection");
  const [email, setEmail] = useState("");
  const [reference, setReference] = useState("");
  const [confirming, setConfirming] = useState<string | null>(null);
  const [result, setResult] = useState<{ text: string; tone: "ok" | "error" } | null>(null);
  const [busy, setBusy] = useState(false);
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);

  const loadAudit = useCallback(() => {
    api
      .audit()
      .then((data) => setEntries(data.entries))
      .catch(() => setEntries([]));
  }, []);
  useEffect(loadAudit, [loadAudit]);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    setConfirming(email.trim());
  };

  const erase = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const { erased } = await api.erase(confirming, reference.trim());
      setResult({ text: describeErasure(erased), tone: "ok" });
      setEmail("");
      setReference("");
      loadAudit();
    } catch (failure) {
      setResult({
        text: failureMessage(failure, "Nothing was erased."),
        tone: "error",
      });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <section className="space-y-8">
      <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
        Data protection
      </h1>

      <section aria-labelledby="erase-heading" className="panel max-w-2xl space-y-4 p-5">
        <h2 id="erase-heading" className="text-xl">
          Erase everything about an e-mail address
        </h2>
        <p>
          For a deletion request: removes every lead from this address with its attachments, e-mail still
          queued to it, and chat conversations that left it. The audit log records who did it, when, and how
          much was erased; never the address.
        </p>
        <form className="space-y-4" onSubmit={ask}>
          <div>
            <label htmlFor="erase-email" className="label">
              E-mail address
            </label>
            <input
              id="erase-email"
              type="email"
              className="field"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setConfirming(null);
              }}
            />
          </div>
          <div>
            <label htmlFor="erase-reference" className="label">
              Request reference{" "}
              <span className="font-normal text-muted">(optional, kept in the audit log)</span>
            </label>
            <input
              id="erase-reference"
              type="text"
              className="field"
              maxLength={200}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          </div>
          {!confirming && (
            <button type="submit" className="btn btn-outline">
              Erase…
            </button>
          )}
        </form>
        {confirming && (
          <div className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4">
            <p className="text-red-900">
              Erase everything about <strong>{confirming}</strong>? This cannot be undone.
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn btn-danger" onClick={erase} disabled={busy}>
                Erase permanently
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setConfirming(null)}>
                Cancel
              </button>
            </div>
          </div>
        )}
        <p
          role={result?.tone === "error" ? "alert" : "status"}
          className={result?.tone === "error" ? "text-red-800" : "text-emerald-800"}
        >
          {result?.text}
        </p>
      </section>

      <section aria-labelledby="audit-heading" className="space-y-3">
        <h2 id="audit-heading" className="text-xl">
          Audit log
        </h2>
        {entries === null ? (
          <p>Loading…</p>
        ) : entries.length === 0 ? (
          <p className="text-muted">Nothing has been deleted or erased yet.</p>
        ) : (
          <div className="panel overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Deletions and erasures, newest first</caption>
              <thead className="border-b border-line text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    When
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Who
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    What
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Details
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-line/70 last:border-0">
                    <td className="whitespace-nowrap px-4 py-2">{formatDateTime(entry.at)}</td>
                    <td className="px-4 py-2">{entry.actor}</td>
                    <td className="px-4 py-2">{ACTIONS[entry.action] ?? entry.action}</td>
                    <td className="px-4 py-2">{describeDetails(entry.details)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
