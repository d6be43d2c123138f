import { type FormEvent, useEffect, useState } from "react";
import {
  ApiFailure,
  api,
  exportUrl,
  LEAD_STATUSES,
  LEAD_TYPES,
  type LeadList,
  type LeadQuery,
  queryString,
  type WeeklyCounts,
} from "./api";
import { formatDateTime, plural, STATUS_LABELS, TYPE_LABELS } from "./format";
import { usePage } from "./page";
import { Link, navigate } from "./router";
import { StatusBadge } from "./StatusBadge";
import { WeeklyChart } from "./WeeklyChart";

export const PAGE_SIZE = 25;

/**
 * Issue 7: "every lead (quote, contact, application, consultation) … newest first;
 * filter by type and status, full-text search, pagination; … CSV export of the current
 * filter; a small chart of leads per week by type". The filter lives in the URL, so a
 * reload, the back button and a shared link all keep it.
 */
export function Inbox({ search }: { search: URLSearchParams }) {
  const heading = usePage("Inbox");
  const type = search.get("type") ?? "";
  const status = search.get("status") ?? "";
  const q = search.get("q") ?? "";
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const filter: LeadQuery = { type, status, q };

  const [list, setList] = useState<LeadList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [weeks, setWeeks] = useState<WeeklyCounts[] | null>(null);
  const [text, setText] = useState(q);

  useEffect(() => setText(q), [q]);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    api
      .leads({ type, status, q, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
      .then((result) => {
        if (!cancelled) setList(result);
      })
      .catch((failure: unknown) => {
        if (!cancelled)
          setError(failure instanceof ApiFailure ? failure.message : "The inbox could not be loaded.");
      });
    return () => {
      cancelled = true;
    };
  }, [type, status, q, page]);

  useEffect(() => {
    api
      .weekly(12)
      .then((result) => setWeeks(result.weeks))
      .catch(() => setWeeks(null));
  }, []);

  const go = (changes: Partial<LeadQuery> & { page?: number }) => {
    const next = { ...filter, ...changes };
    navigate(
      `/admin${queryString({ ...next, page: changes.page && changes.page > 1 ? changes.page : undefined })}`,
    );
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: text.trim() });
  };
  const filtered = type !== "" || status !== "" || q !== "";
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="inbox-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="inbox-heading" ref={heading} tabIndex={-1} className="text-3xl outline-none">
          Inbox
        </h1>
        <a className="btn btn-outline" href={exportUrl(filter)}>
          Export CSV{filtered ? " (this filter)" : ""}
        </a>
      </div>

      {weeks && <WeeklyChart weeks={weeks} />}

      <search aria-label="Filter leads">
        <form className="panel grid gap-4 p-4 sm:grid-cols-[2fr_1fr_1fr_auto]" onSubmit={submitSearch}>
          <div>
            <label htmlFor="inbox-q" className="label">
              Search
            </label>
            <input
              id="inbox-q"
              type="search"
              className="field"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Name, e-mail, message, notes…"
            />
          </div>
          <div>
            <label htmlFor="inbox-type" className="label">
              Type
            </label>
            <select
              id="inbox-type"
              className="field"
              value={type}
              onChange={(event) => go({ type: event.target.value })}
            >
              <option value="">All types</option>
              {LEAD_TYPES.map((value) => (
                <option key={value} value={value}>
                  {TYPE_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="inbox-status" className="label">
              Status
            </label>
            <select
              id="inbox-status"
              className="field"
              value={status}
              onChange={(event) => go({ status: event.target.value })}
            >
              <option value="">All statuses</option>
              {LEAD_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end gap-2">
            <button type="submit" className="btn btn-primary">
              Search
            </button>
            {filtered && (
              <Link to="/admin" className="btn btn-outline">
                Clear
              </Link>
            )}
          </div>
        </form>
      </search>

      <div aria-live="polite" aria-atomic="true">
        {error ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
            {error}
          </p>
        ) : list ? (
          <p className="text-muted">
            {list.total === 0
              ? filtered
                ? "No leads match this filter."
                : "No leads yet."
              : `${plural(list.total, "lead")}${
                  filtered ? (list.total === 1 ? " matches this filter" : " match this filter") : ""
                }, newest first.`}
          </p>
        ) : (
          <p className="text-muted">Loading leads…</p>
        )}
      </div>

      {list && list.leads.length > 0 && (
        <div className="panel overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left">
            <caption className="sr-only">Leads, newest first</caption>
            <thead className="border-b border-line text-sm text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Received
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Type
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {list.leads.map((lead) => (
                <tr key={lead.id} className="border-b border-line/70 last:border-0 hover:bg-surface">
                  <td className="whitespace-nowrap px-4 py-2 text-sm">{formatDateTime(lead.createdAt)}</td>
                  <td className="px-4 py-2">
                    <Link to={`/admin/leads/${encodeURIComponent(lead.id)}`} className="link font-semibold">
                      {lead.name}
                    </Link>
                    {lead.attachments.length > 0 && (
                      <span className="ml-2 text-sm text-muted">(with file)</span>
                    )}
                  </td>
                  <td className="px-4 py-2 text-sm">{TYPE_LABELS[lead.type]}</td>
                  <td className="max-w-[16rem] truncate px-4 py-2 text-sm">{lead.email}</td>
                  <td className="px-4 py-2">
                    <StatusBadge status={lead.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list && pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-4">
          <button
            type="button"
            className="btn btn-outline"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
          >
            Previous page
          </button>
          <p>
            Page {page} of {pages}
          </p>
          <button
            type="button"
            className="btn btn-outline"
            disabled={page >= pages}
            onClick={() => go({ page: page + 1 })}
          >
            Next page
          </button>
        </nav>
      )}
    </section>
  );
}
