import { type FormEvent, useEffect, useState } from "react";
import { INSIGHTS_PRESET_DAYS } from "../../schemas/insights-report";
import { Link } from "../router";
import { type InsightsRange, insightsHref } from "./insights-range";

/** Issue 14: "For a chosen range (7/30/90 days, custom)". The presets are links; a custom range is a small form. */
export function RangePicker({
  range,
  shown,
  onCustom,
}: {
  range: InsightsRange;
  /** The dates the report covers, to start the custom fields from. */
  shown: { from: string; to: string } | null;
  onCustom: (range: { from: string; to: string }) => void;
}) {
  const [from, setFrom] = useState(shown?.from ?? "");
  const [to, setTo] = useState(shown?.to ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  // Keyed on the dates, not the object: a reload of the same range must not undo what was typed.
  const shownFrom = shown?.from;
  const shownTo = shown?.to;
  useEffect(() => {
    if (shownFrom && shownTo) {
      setFrom(shownFrom);
      setTo(shownTo);
    }
  }, [shownFrom, shownTo]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!from || !to) return setProblem("Choose both dates.");
    if (from > to) return setProblem("The first day must not be after the last.");
    setProblem(null);
    onCustom({ from, to });
  };

  return (
    <div className="panel flex flex-wrap items-end gap-x-6 gap-y-4 p-4">
      <nav aria-label="Range">
        <p className="label">Range</p>
        <ul className="flex flex-wrap gap-2">
          {INSIGHTS_PRESET_DAYS.map((days) => {
            const current = "days" in range && range.days === days;
            return (
              <li key={days}>
                <Link
                  to={insightsHref({ days })}
                  aria-current={current ? "page" : undefined}
                  className={`btn ${current ? "btn-primary" : "btn-outline"}`}
                >
                  Last {days} days
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form className="flex flex-wrap items-end gap-3" onSubmit={apply} aria-label="Custom range" noValidate>
        <div>
          <label htmlFor="insights-from" className="label">
            From
          </label>
          <input
            id="insights-from"
            type="date"
            className="field"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="insights-to" className="label">
            To
          </label>
          <input
            id="insights-to"
            type="date"
            className="field"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-outline">
          Show
        </button>
        {problem && (
          <p role="alert" className="w-full text-sm text-red-800">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
