import { useEffect, useState } from "react";
import { api, conversationsExportUrl, failureMessage, type ConversationList as List } from "../api";
import { formatDateTime, plural } from "../format";
import { Pagination } from "../inbox/Pagination";
import { Link } from "../router";

export const CONVERSATION_PAGE_SIZE = 25;

/**
 * Issue 13: "The inbox lists chat conversations beside the form leads … started at, first
 * question, message count, whether it produced a lead." Shown under the chat leads when the
 * inbox is filtered to Chat; the search box searches their messages too.
 */
export function ConversationList({
  q,
  page,
  onPage,
}: {
  q: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const [list, setList] = useState<List | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    api
      .conversations({ q, limit: CONVERSATION_PAGE_SIZE, offset: (page - 1) * CONVERSATION_PAGE_SIZE })
      .then((result) => {
        if (!cancelled) setList(result);
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(failureMessage(failure, "The conversations could not be loaded."));
      });
    return () => {
      cancelled = true;
    };
  }, [q, page]);

  const pages = list ? Math.max(1, Math.ceil(list.total / CONVERSATION_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="conversations-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="conversations-heading" className="text-2xl">
          Conversations
        </h2>
        <a className="btn btn-outline" href={conversationsExportUrl({ q })}>
          Export conversations (CSV)
        </a>
      </div>
      <div aria-live="polite" aria-atomic="true">
        {error ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
            {error}
          </p>
        ) : list ? (
          <p className="text-muted">
            {list.total === 0
              ? q
                ? "No conversations match this search."
                : "No conversations yet."
              : `${plural(list.total, "conversation")}${q ? " match this search" : ""}, newest first.`}
          </p>
        ) : (
          <p className="text-muted">Loading conversations…</p>
        )}
      </div>
      {list && list.conversations.length > 0 && (
        <div className="panel overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left">
            <caption className="sr-only">Support chat conversations, newest first</caption>
            <thead className="border-b border-line text-sm text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Started
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  First question
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Messages
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Lead
                </th>
              </tr>
            </thead>
            <tbody>
              {list.conversations.map((conversation) => (
                <tr key={conversation.id} className="border-b border-line/70 last:border-0 hover:bg-surface">
                  <td className="whitespace-nowrap px-4 py-2 text-sm">
                    {formatDateTime(conversation.startedAt)}
                  </td>
                  <td className="max-w-[28rem] px-4 py-2">
                    <Link
                      to={`/admin/conversations/${encodeURIComponent(conversation.id)}`}
                      className="link line-clamp-2 font-semibold"
                    >
                      {conversation.firstQuestion ?? "(no question stored)"}
                    </Link>
                  </td>
                  <td className="px-4 py-2 text-sm">{conversation.messageCount}</td>
                  <td className="px-4 py-2 text-sm">
                    {conversation.leadId ? (
                      <Link to={`/admin/leads/${encodeURIComponent(conversation.leadId)}`} className="link">
                        Produced a lead
                      </Link>
                    ) : (
                      "No lead"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && pages > 1 && (
        <Pagination label="Conversation pages" page={page} pages={pages} onPage={onPage} />
      )}
    </section>
  );
}
