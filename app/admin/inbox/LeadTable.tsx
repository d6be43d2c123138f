import { LEAD_FIELD_LABELS, LEAD_TYPE_LABELS } from "../../schemas/lead-metadata";
import type { LeadJson } from "../api";
import { formatDateTime } from "../format";
import { Link } from "../router";
import { StatusBadge } from "../StatusBadge";

const COLUMNS = ["Received", LEAD_FIELD_LABELS.name, "Type", LEAD_FIELD_LABELS.email, "Status"];

/** One row per lead, newest first; the name opens the lead. */
export function LeadTable({ leads }: { leads: readonly LeadJson[] }) {
  return (
    <div className="panel overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-b border-line/70 last:border-0 hover:bg-surface">
              <td className="whitespace-nowrap px-4 py-2 text-sm">{formatDateTime(lead.createdAt)}</td>
              <td className="px-4 py-2">
                <Link to={`/admin/leads/${encodeURIComponent(lead.id)}`} className="link font-semibold">
                  {lead.name}
                </Link>
                {lead.attachments.length > 0 && <span className="ml-2 text-sm text-muted">(with file)</span>}
              </td>
              <td className="px-4 py-2 text-sm">{LEAD_TYPE_LABELS[lead.type]}</td>
              <td className="max-w-[16rem] truncate px-4 py-2 text-sm">{lead.email}</td>
              <td className="px-4 py-2">
                <StatusBadge status={lead.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
