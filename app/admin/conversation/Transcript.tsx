import { plainChatText } from "../../schemas/lead-metadata";
import { formatDateTime } from "../format";

export type TranscriptItem = { sender: "user" | "ai"; text: string; at: string; page?: string | null };

const SPEAKERS = { user: "Visitor", ai: "Assistant" } as const;

/**
 * A support chat conversation as the team reads it (issue 13): every message in order with
 * who wrote it, when, and the page the visitor wrote from. Text is shown as typed, never
 * as markup or links.
 */
export function Transcript({ items, label }: { items: readonly TranscriptItem[]; label: string }) {
  if (items.length === 0) return <p className="mt-3 text-muted">No messages were stored.</p>;
  return (
    <ol aria-label={label} className="mt-3 space-y-3">
      {items.map((item, index) => (
        <li
          key={index}
          className={`rounded-lg border p-3 ${item.sender === "user" ? "border-line bg-white" : "border-transparent bg-surface"}`}
        >
          <p className="flex flex-wrap gap-x-3 text-sm text-muted">
            <span className="font-semibold text-ink">{SPEAKERS[item.sender]}</span>
            <time dateTime={item.at}>{formatDateTime(item.at)}</time>
            {item.page ? <span>on {item.page}</span> : null}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">
            {item.sender === "ai" ? plainChatText(item.text) : item.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
