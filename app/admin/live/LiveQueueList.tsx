import type { LiveQueue, LiveQueueItem } from "../api";
import { formatDateTime } from "../format";

const STATUS_LABELS: Record<LiveQueueItem["status"], string> = {
  waiting: "Waiting",
  joined: "In conversation",
  offline: "Waiting for an e-mail reply",
  closed: "Closed",
};

const STATUS_CLASSES: Record<LiveQueueItem["status"], string> = {
  waiting: "bg-amber-100 text-amber-900",
  joined: "bg-emerald-100 text-emerald-900",
  offline: "bg-slate-200 text-slate-800",
  closed: "bg-slate-100 text-slate-700",
};

/** The live queue: waiting conversations first, each with the visitor's latest message. */
export function LiveQueueList({
  queue,
  selected,
  onOpen,
}: {
  queue: LiveQueue | null;
  selected: string | null;
  onOpen: (id: string) => void;
}) {
  const order = { waiting: 0, joined: 1, offline: 2, closed: 3 } as const;
  const items = [...(queue?.conversations ?? [])].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <section aria-labelledby="live-queue-heading" className="panel p-4">
      <h2 id="live-queue-heading" className="text-lg">
        Queue
      </h2>
      {!queue ? (
        <p className="mt-3 text-muted">Loading…</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-muted">No visitor is asking for a person right now.</p>
      ) : (
        <ul aria-label="Live conversations" className="mt-3 space-y-2">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onOpen(item.id)}
                aria-current={item.id === selected ? "true" : undefined}
                className={`w-full rounded-lg border p-3 text-left hover:border-accent-violet ${
                  item.id === selected ? "border-accent-violet bg-violet-50" : "border-line bg-white"
                }`}
              >
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_CLASSES[item.status]}`}>
                    {STATUS_LABELS[item.status]}
                    {item.status === "joined" && item.agentName ? ` · ${item.agentName}` : ""}
                  </span>
                  <time dateTime={item.updatedAt} className="text-muted">
                    {formatDateTime(item.updatedAt)}
                  </time>
                </span>
                <span className="mt-1 block truncate text-ink">
                  {item.lastVisitorText ?? "The visitor has not written to the team yet."}
                </span>
                {item.page ? <span className="block text-sm text-muted">on {item.page}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
