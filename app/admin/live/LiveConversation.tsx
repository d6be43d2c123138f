import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { plainChatText } from "../../schemas/lead-metadata";
import {
  ApiFailure,
  api,
  failureMessage,
  type LiveAgent,
  type LiveConversationView,
  type LiveTranscriptLine,
  liveStreamUrls,
  type SavedReply,
} from "../api";
import { formatDateTime } from "../format";
import { Link } from "../router";
import { expandShortcut } from "./shortcuts";

type LiveEvent =
  | {
      seq: number;
      type: "message";
      sender: "visitor" | "team";
      text: string;
      author: string | null;
      at: string;
    }
  | {
      seq: number;
      type: "status";
      status: LiveConversationView["conversation"]["status"];
      author: string | null;
      at: string;
    };

const SPEAKERS = { visitor: "Visitor", assistant: "Assistant", team: "Team" } as const;
const TYPING_EVERY_MS = 2500;

const STATUS_TEXT: Record<string, (author: string | null) => string> = {
  waiting: () => "The visitor asked for a person",
  joined: (author) => `${author ?? "A team member"} joined`,
  closed: (author) => `${author ?? "The team"} closed the conversation`,
  offline: () => "Nobody joined in time: the visitor was offered the e-mail path",
};

/**
 * One live conversation as the team sees it (issue 30): the transcript so far (the
 * assistant's answers included) and the page the visitor is on, "Join conversation", the
 * box labelled "Reply to visitor" with "Send", the visitor typing, and closing it. A
 * conversation that went to e-mail can be answered without joining: the reply is e-mailed.
 */
export function LiveConversation({
  id,
  agent,
  replies,
}: {
  id: string;
  agent: LiveAgent | null;
  replies: readonly SavedReply[];
}) {
  const replyId = useId();
  const [view, setView] = useState<LiveConversationView | null>(null);
  const [lines, setLines] = useState<LiveTranscriptLine[]>([]);
  const [draft, setDraft] = useState("");
  const [visitorTyping, setVisitorTyping] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [missing, setMissing] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let cancelled = false;
    api.live.conversation(id).then(
      (result) => {
        if (cancelled) return;
        setView(result);
        setLines(result.transcript);
      },
      (failure: unknown) => {
        if (cancelled) return;
        if (failure instanceof ApiFailure && failure.status === 404) setMissing(true);
        else
          setMessage({ text: failureMessage(failure, "The conversation could not be loaded."), error: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id]);

  // New events after what the transcript held when it loaded (joining does not reopen the stream:
  // typing is not stored, so a stream reopened meanwhile would miss it); EventSource resumes with
  // Last-Event-ID by itself.
  const [after, setAfter] = useState<number | undefined>(undefined);
  if (view && after === undefined) setAfter(view.conversation.lastSeq);
  useEffect(() => {
    if (after === undefined) return;
    const source = new EventSource(`${liveStreamUrls.conversation(id)}?after=${after}`);
    source.addEventListener("live", (event) => {
      const live = JSON.parse((event as MessageEvent<string>).data) as LiveEvent;
      if (live.type === "message") {
        if (live.sender === "visitor") setVisitorTyping(false);
        setLines((current) => [
          ...current,
          { sender: live.sender, text: live.text, author: live.author, at: live.at, page: null },
        ]);
      } else {
        setLines((current) => [
          ...current,
          { sender: "status", text: live.status, author: live.author, at: live.at, page: null },
        ]);
        setView((current) =>
          current
            ? {
                ...current,
                conversation: {
                  ...current.conversation,
                  status: live.status,
                  agentName: live.status === "joined" ? live.author : current.conversation.agentName,
                },
              }
            : current,
        );
      }
    });
    source.addEventListener("typing", () => {
      setVisitorTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setVisitorTyping(false), TYPING_EVERY_MS * 2);
    });
    return () => {
      source.close();
      clearTimeout(typingTimer.current);
    };
  }, [id, after]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when lines are added.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines.length, visitorTyping]);

  if (missing) return <p className="panel p-5">This live conversation no longer exists.</p>;
  if (!view)
    return (
      <p className="panel p-5" role="status">
        {message?.text ?? "Loading…"}
      </p>
    );

  const { conversation } = view;
  const mine = view.mine;
  const canReply = (conversation.status === "joined" && mine) || conversation.status === "offline";
  const canJoin = conversation.status === "waiting" || conversation.status === "offline";
  const lastPage = [...lines].reverse().find((line) => line.page)?.page ?? conversation.page;

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage({ text: failureMessage(error, failure), error: true });
    } finally {
      setBusy(false);
    }
  };

  const join = () =>
    run(async () => {
      const result = await api.live.join(id);
      setView((current) =>
        current
          ? { ...current, mine: true, conversation: { ...current.conversation, ...result.conversation } }
          : current,
      );
    }, "You could not join this conversation.");

  const close = () =>
    run(async () => {
      const result = await api.live.close(id);
      setView((current) =>
        current ? { ...current, conversation: { ...current.conversation, ...result.conversation } } : current,
      );
    }, "The conversation could not be closed.");

  const send = () => {
    const text = draft.trim();
    if (!text || busy) return;
    void run(async () => {
      const result = await api.live.send(id, text);
      setDraft("");
      // The visitor's window hides the typing dots when the reply lands: the next keystroke says so again.
      lastTypingSent.current = 0;
      if (result.emailed) setMessage({ text: "Sent, and e-mailed to the visitor.", error: false });
    }, "The reply could not be sent.");
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onChange = (value: string) => {
    setDraft(expandShortcut(value, replies));
    const now = Date.now();
    if (conversation.status === "joined" && mine && now - lastTypingSent.current > TYPING_EVERY_MS) {
      lastTypingSent.current = now;
      void api.live.typing(id).catch(() => {});
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Tab" && !event.shiftKey) {
      const expanded = expandShortcut(draft, replies, { atEnd: true });
      if (expanded !== draft) {
        event.preventDefault();
        setDraft(expanded);
      }
    }
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <section aria-labelledby="live-conversation-heading" className="panel space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="live-conversation-heading" className="text-lg">
            Conversation
          </h2>
          <p className="text-sm text-muted">
            {lastPage ? (
              <>
                The visitor is on <strong className="text-ink">{lastPage}</strong>
              </>
            ) : (
              "Page not known"
            )}
            {view.contact ? (
              <>
                {" "}
                · e-mail {view.contact.email} ·{" "}
                <Link to={`/admin/leads/${encodeURIComponent(view.contact.leadId)}`} className="link">
                  lead
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canJoin ? (
            <button
              type="button"
              className="btn btn-primary min-h-11"
              onClick={() => void join()}
              disabled={busy || !agent?.name}
            >
              Join conversation
            </button>
          ) : null}
          {conversation.status !== "closed" && (conversation.status !== "joined" || mine) ? (
            <button
              type="button"
              className="btn btn-outline min-h-11"
              onClick={() => void close()}
              disabled={busy}
            >
              Close conversation
            </button>
          ) : null}
        </div>
      </div>
      {!agent?.name && canJoin ? <p className="text-sm text-muted">Save your name above to join.</p> : null}
      {conversation.status === "joined" && !mine ? (
        <p className="text-sm text-muted">{conversation.agentName ?? "Someone"} is in this conversation.</p>
      ) : null}
      <ol
        ref={logRef}
        aria-label="Transcript"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling transcript must be reachable by keyboard to scroll it.
        tabIndex={0}
        className="max-h-[28rem] space-y-2 overflow-y-auto pr-1"
      >
        {lines.map((line, index) =>
          line.sender === "status" ? (
            <li key={index} className="text-center text-sm text-muted">
              {(STATUS_TEXT[line.text] ?? (() => line.text))(line.author)} ·{" "}
              <time dateTime={line.at}>{formatDateTime(line.at)}</time>
            </li>
          ) : (
            <li
              key={index}
              className={`rounded-lg border p-3 ${
                line.sender === "visitor"
                  ? "border-line bg-white"
                  : line.sender === "team"
                    ? "border-violet-200 bg-violet-50"
                    : "border-transparent bg-surface"
              }`}
            >
              <p className="flex flex-wrap gap-x-3 text-sm text-muted">
                <span className="font-semibold text-ink">
                  {line.sender === "team" && line.author ? line.author : SPEAKERS[line.sender]}
                </span>
                <time dateTime={line.at}>{formatDateTime(line.at)}</time>
                {line.page ? <span>on {line.page}</span> : null}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">
                {line.sender === "assistant" ? plainChatText(line.text) : line.text}
              </p>
            </li>
          ),
        )}
      </ol>
      <p className="min-h-6 text-sm text-muted" aria-live="polite">
        {visitorTyping ? "The visitor is typing…" : ""}
      </p>
      {canReply ? (
        <form onSubmit={onSubmit} className="space-y-2">
          <label htmlFor={replyId} className="block font-semibold">
            Reply to visitor
          </label>
          <textarea
            id={replyId}
            value={draft}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            rows={3}
            maxLength={2000}
            className="w-full rounded-lg border border-line px-3 py-2"
            aria-describedby={`${replyId}-hint`}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={`${replyId}-hint`} className="text-sm text-muted">
              {conversation.status === "offline"
                ? "The visitor is not waiting: your reply is also e-mailed to them."
                : "Enter sends, Shift+Enter starts a new line. Type a saved reply's shortcut and a space to insert it."}
            </p>
            <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
              Send
            </button>
          </div>
        </form>
      ) : null}
      {message ? (
        <p
          role={message.error ? "alert" : "status"}
          className={message.error ? "text-red-800" : "text-muted"}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
