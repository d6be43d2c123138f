import { type FormEvent, useEffect, useState } from "react";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, LEAD_TYPE_LABELS, LEAD_TYPES } from "../../schemas/lead-metadata";
import { Link } from "../router";
import type { InboxPlace } from "./inbox-filter";

type Filter = InboxPlace["filter"];

/**
 * Search text (applied on submit) and the type and status menus (applied at once).
 * `onChange` gets only what changed; the inbox puts it in the URL.
 */
export function InboxFilters({
  filter,
  filtered,
  onChange,
}: {
  filter: Filter;
  filtered: boolean;
  onChange: (changes: Partial<Filter>) => void;
}) {
  const [text, setText] = useState(filter.q);
  useEffect(() => setText(filter.q), [filter.q]);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };

  return (
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
        <FilterSelect
          id="inbox-type"
          label="Type"
          allLabel="All types"
          value={filter.type}
          options={LEAD_TYPES}
          labels={LEAD_TYPE_LABELS}
          onChange={(type) => onChange({ type })}
        />
        <FilterSelect
          id="inbox-status"
          label="Status"
          allLabel="All statuses"
          value={filter.status}
          options={LEAD_STATUSES}
          labels={LEAD_STATUS_LABELS}
          onChange={(status) => onChange({ status })}
        />
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
  );
}

function FilterSelect<Value extends string>({
  id,
  label,
  allLabel,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} className="field" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
