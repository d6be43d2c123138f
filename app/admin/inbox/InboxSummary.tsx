import type { LeadList } from "../api";
import { plural } from "../format";

/** How many leads the filter found, or why there are none; announced politely when it changes. */
export function InboxSummary({
  list,
  error,
  filtered,
}: {
  list: LeadList | null;
  error: string | null;
  filtered: boolean;
}) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      ) : list ? (
        <p className="text-muted">{describe(list.total, filtered)}</p>
      ) : (
        <p className="text-muted">Loading leads…</p>
      )}
    </div>
  );
}

function describe(total: number, filtered: boolean): string {
  if (total === 0) return filtered ? "No leads match this filter." : "No leads yet.";
  const match = filtered ? (total === 1 ? " matches this filter" : " match this filter") : "";
  return `${plural(total, "lead")}${match}, newest first.`;
}
