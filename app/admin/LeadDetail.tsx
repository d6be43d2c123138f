import { useEffect } from "react";
import { LeadView } from "./lead/LeadView";
import { useLead } from "./lead/use-lead";
import { usePage } from "./page";
import { Link } from "./router";

/**
 * Issue 7: "a detail view with every field and the attachment to download …; status
 * new → contacted → won/lost, and internal notes".
 */
export function LeadDetail({ id }: { id: string }) {
  const { lead, missing, error, setLead } = useLead(id);
  const heading = usePage(lead ? lead.name : "Lead");

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
