import { ATTRIBUTION_FIELDS } from "../../schemas/lead-metadata";
import type { LeadJson } from "../api";

/**
 * Issue 13 "Where every lead came from": the page the form was sent from, the visitor's
 * first landing page in that tab, its referrer's host and the landing address's utm tags.
 * Values are shown as text, never as links: they came from the visitor's browser.
 */
export function LeadOrigin({ lead }: { lead: LeadJson }) {
  const known = ATTRIBUTION_FIELDS.filter((field) => lead.attribution[field.key] !== undefined);
  return (
    <section aria-labelledby="lead-origin" className="panel p-5">
      <h2 id="lead-origin" className="text-lg">
        Where it came from
      </h2>
      {known.length === 0 ? (
        <p className="mt-3 text-muted">Not recorded: the visitor's browser sent nothing about it.</p>
      ) : (
        <dl className="mt-3 divide-y divide-line">
          {known.map((field) => (
            <div key={field.key} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-ink">{field.label}</dt>
              <dd className="break-words">{lead.attribution[field.key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
