import { useEffect, useState } from "react";
import { ApiFailure, api, type ConversationJson, failureMessage } from "./api";
import { Transcript } from "./conversation/Transcript";
import { formatDateTime, plural } from "./format";
import { usePage } from "./page";
import { Link } from "./router";

/**
 * Issue 13: "A conversation view shows the whole transcript with timestamps and the pages
 * it happened on"; "where a conversation produced a lead, each links to the other".
 */
export function ConversationDetail({ id }: { id: string }) {
  const [conversation, setConversation] = useState<ConversationJson | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = usePage("Conversation");

  useEffect(() => {
    let cancelled = false;
    api
      .conversation(id)
      .then((result) => {
        if (!cancelled) setConversation(result);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        if (failure instanceof ApiFailure && failure.status === 404) setMissing(true);
        else setError(failureMessage(failure, "The conversation could not be loaded."));
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  useEffect(() => {
    if (conversation) heading.current?.focus({ preventScroll: true });
  }, [conversation, heading]);

  return (
    <article className="space-y-6">
      <Link to="/admin?type=chat" className="link inline-flex min-h-11 items-center">
        ← Back to the chat inbox
      </Link>
      <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
        {missing ? "Conversation not found" : "Conversation"}
      </h1>
      {missing ? (
        <p>It may have been erased, or deleted after its retention period.</p>
      ) : error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      ) : !conversation ? (
        <p role="status">Loading…</p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="transcript-heading" className="panel p-5">
            <h2 id="transcript-heading" className="text-lg">
              Transcript
            </h2>
            {conversation.messages.length < conversation.messageCount ? (
              // Issue 28: a conversation stored before the length cap is read up to the cap.
              <p className="mt-2 text-sm text-muted">
                The latest {plural(conversation.messages.length, "message")} of{" "}
                {conversation.messageCount.toLocaleString("en-GB")}.
              </p>
            ) : null}
            <Transcript
              items={conversation.messages}
              label={
                conversation.messages.length < conversation.messageCount
                  ? "The latest messages, oldest first"
                  : "Every message, oldest first"
              }
            />
          </section>
          <section aria-labelledby="about-heading" className="panel p-5">
            <h2 id="about-heading" className="text-lg">
              About this conversation
            </h2>
            <dl className="mt-3 divide-y divide-line">
              <div className="grid gap-1 py-2">
                <dt className="font-semibold text-ink">Started</dt>
                <dd>{formatDateTime(conversation.startedAt)}</dd>
              </div>
              <div className="grid gap-1 py-2">
                <dt className="font-semibold text-ink">Last message</dt>
                <dd>{formatDateTime(conversation.lastMessageAt)}</dd>
              </div>
              <div className="grid gap-1 py-2">
                <dt className="font-semibold text-ink">Messages</dt>
                <dd>{plural(conversation.messageCount, "message")}</dd>
              </div>
              <div className="grid gap-1 py-2">
                <dt className="font-semibold text-ink">Pages</dt>
                <dd className="break-words">
                  {conversation.pages.length > 0 ? conversation.pages.join(", ") : "—"}
                </dd>
              </div>
              <div className="grid gap-1 py-2">
                <dt className="font-semibold text-ink">Lead</dt>
                <dd>
                  {conversation.leadId ? (
                    <Link to={`/admin/leads/${encodeURIComponent(conversation.leadId)}`} className="link">
                      Open the lead it produced
                    </Link>
                  ) : (
                    "No lead (the visitor left no details)"
                  )}
                </dd>
              </div>
            </dl>
          </section>
        </div>
      )}
    </article>
  );
}
