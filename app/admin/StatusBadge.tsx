import { LEAD_STATUS_LABELS, type LeadStatus } from "../schemas/lead-metadata";

const STYLES: Record<LeadStatus, string> = {
  new: "bg-cyan-50 text-cyan-900 ring-cyan-700/30",
  contacted: "bg-violet-50 text-violet-900 ring-violet-700/30",
  won: "bg-emerald-50 text-emerald-900 ring-emerald-700/30",
  lost: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${STYLES[status]}`}
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}
