import { type FormEvent, useEffect, useState } from "react";
import { ApiFailure, api, LEAD_STATUSES, type LeadJson, type LeadStatus } from "./api";
import { FIELD_LABELS, fieldValue, formatBytes, formatDateTime, STATUS_LABELS, TYPE_LABELS } from "./format";
import { usePage } from "./page";
import { Link, navigate } from "./router";
import { StatusBadge } from "./StatusBadge";

/** Fields shown in this order first; anything else the form sent follows. */
const FIELD_ORDER = [
  "name",
  "email",
  "phone",
  "company",
  "jobTitle",
  "topic",
  "subject",
  "datetime",
  "message",
  "requirements",
  "nda",
];
const HIDDEN_FIELDS = new Set(["form"]);

function orderedFields(fields: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(fields).filter(([key]) => !HIDDEN_FIELDS.has(key));
  const rank = (key: string) => {
    const index = FIELD_ORDER.indexOf(key);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return entries.sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * Issue 7: "a detail view with every field and the attachment to download …; status
 * new → contacted → won/lost, and internal notes".
 */
export function LeadDetail({ id }: { id: string }) {
  const [lead, setLead] = useState<LeadJson | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = usePage(lead ? lead.name : "Lead");

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
        else setError(failure instanceof ApiFailure ? failure.message : "The lead could not be loaded.");
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  useEffect(() => {
    if (lead) heading.current?.focus({ preventScroll: true });
  }, [lead, heading]);

  return (
    <article className="space-y-6">
      <Link to="/admin" className="link inline-flex min-h-11 items-center">
        ← Back to the inbox
      </Link>
      {missing ? (
        <>
          <h1 ref={heading} tabIndex={-1} className="text-2xl outline-none">
            Lead not found
          </h1>
          <p>It may have been deleted or erased.</p>
        </>
      ) : error ? (
        <>
          <h1 ref={heading} tabIndex={-1} className="text-2xl outline-none">
            Lead
          </h1>
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
            {error}
          </p>
        </>
      ) : !lead ? (
        <p role="status">Loading…</p>
      ) : (
        <LeadView lead={lead} heading={heading} onChange={setLead} />
      )}
    </article>
  );
}

function LeadView({
  lead,
  heading,
  onChange,
}: {
  lead: LeadJson;
  heading: React.RefObject<HTMLHeadingElement | null>;
  onChange: (lead: LeadJson) => void;
}) {
  const attachment = lead.attachments[0];
  return (
    <>
      <header className="space-y-2">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-teal">
          {TYPE_LABELS[lead.type]}
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
        <section aria-labelledby="lead-fields" className="panel p-5">
          <h2 id="lead-fields" className="text-lg">
            What they sent
          </h2>
          <dl className="mt-3 divide-y divide-line">
            {orderedFields(lead.fields).map(([key, value]) => (
              <div key={key} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
                <dt className="font-semibold text-ink">{FIELD_LABELS[key] ?? key}</dt>
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
                ({formatBytes(attachment.size)}, {attachment.contentType.split(";")[0]})
              </span>
            </div>
          )}
        </section>

        <div className="space-y-6">
          <StatusForm lead={lead} onChange={onChange} />
          <NotesForm lead={lead} onChange={onChange} />
          <DeleteLead lead={lead} />
        </div>
      </div>
    </>
  );
}

function Feedback({ message, tone }: { message: string | null; tone: "ok" | "error" }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`min-h-6 text-sm ${tone === "error" ? "text-red-800" : "text-emerald-800"}`}
    >
      {message}
    </p>
  );
}

function StatusForm({ lead, onChange }: { lead: LeadJson; onChange: (lead: LeadJson) => void }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: "ok" | "error" } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const updated = await api.updateLead(lead.id, { status });
      onChange(updated);
      setMessage({ text: `Status saved: ${STATUS_LABELS[updated.status]}.`, tone: "ok" });
    } catch (failure) {
      setMessage({
        text: failure instanceof ApiFailure ? failure.message : "The status was not saved.",
        tone: "error",
      });
    } finally {
      setBusy(false);
    }
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
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy || status === lead.status}>
        Save status
      </button>
      <Feedback message={message?.text ?? null} tone={message?.tone ?? "ok"} />
    </form>
  );
}

function NotesForm({ lead, onChange }: { lead: LeadJson; onChange: (lead: LeadJson) => void }) {
  const [notes, setNotes] = useState(lead.notes ?? "");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: "ok" | "error" } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const updated = await api.updateLead(lead.id, { notes });
      onChange(updated);
      setMessage({ text: "Notes saved.", tone: "ok" });
    } catch (failure) {
      setMessage({
        text: failure instanceof ApiFailure ? failure.message : "The notes were not saved.",
        tone: "error",
      });
    } finally {
      setBusy(false);
    }
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
          maxLength={10_000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy || notes === (lead.notes ?? "")}>
        Save notes
      </button>
      <Feedback message={message?.text ?? null} tone={message?.tone ?? "ok"} />
    </form>
  );
}

function DeleteLead({ lead }: { lead: LeadJson }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setError(null);
    try {
      await api.deleteLead(lead.id);
      navigate("/admin");
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : "The lead was not deleted.");
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
