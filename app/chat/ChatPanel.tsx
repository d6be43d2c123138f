import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Icon } from "../components/ui/Icon";
import { chatHandoffCopy, chatWidgetCopy } from "../content/chat";
import { liveChatCopy } from "../content/live-chat";
import { cleanPath } from "../forms/attribution";
import { track, trackChatLeadCaptured } from "../insights/track";
import { type ChatAnswer, ConversationRefused, postChat } from "./chat-api";
import {
  type ChatMessage,
  type ChatSession,
  type ConversationKey,
  historyFor,
  loadSession,
  newId,
  saveSession,
} from "./chat-state";
import { MAX_MESSAGE_CHARS } from "./limits";
import { notice, personInvolved } from "./live-state";
import { ReplyText } from "./ReplyText";
import { useLiveChat } from "./use-live-chat";

/**
 * The support window (SPEC §2 Chatbot widget, §4 Chatbot states, §7, §8). Loaded lazily by
 * ChatWidgetMount after the page is interactive, and kept mounted while closed so the
 * conversation (and a reply still on its way) survives closing and client-side navigation;
 * sessionStorage carries it across a reload.
 */
export type ChatPanelProps = {
  id: string;
  open: boolean;
  /** Move focus into the panel when it opens: true when the visitor opened it. */
  focusOnOpen: boolean;
  onClose: (options?: { restoreFocus?: boolean }) => void;
};

/** Issue 13's inline form: its own chunk, fetched when the window first offers it. */
const loadLeadForm = () => import("./ChatLeadForm");
const ChatLeadForm = lazy(loadLeadForm);

const NARROW_QUERY = "(max-width: 768px)";
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export default function ChatPanel({ id, open, focusOnOpen, onClose }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [session, setSession] = useState<ChatSession>(() => loadSession(storage()));
  const [draft, setDraft] = useState("");
  const [waiting, setWaiting] = useState(false);
  const waitingRef = useRef(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  /** The reply after which the window offers to pass the conversation to the team. */
  const [offerAfter, setOfferAfter] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  /** Focus goes back to the message input once the inline form has closed. */
  const focusInputNext = useRef(false);
  /** Issue 30: the reply after which the window offers a person, and whether the last one was an answer. */
  const [offerPersonAfter, setOfferPersonAfter] = useState<string | null>(null);
  const unansweredBefore = useRef(false);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const currentPage = useCallback(() => cleanPath(window.location.pathname), []);
  // Issue 30: the team answers by e-mail, so the window asks for an address unless it has one.
  const onOffline = useCallback(() => {
    if (!sessionRef.current.leadSent) setFormOpen(true);
  }, []);
  const live = useLiveChat({ session, setSession, page: currentPage, onOffline });

  useEffect(() => {
    if (offerAfter) void loadLeadForm().catch(() => {});
  }, [offerAfter]);

  useEffect(() => {
    if (formOpen || !focusInputNext.current) return;
    focusInputNext.current = false;
    inputRef.current?.focus();
  }, [formOpen]);

  useEffect(() => {
    saveSession(storage(), session);
  }, [session]);

  // Focus moves into the window when the visitor opens it.
  useEffect(() => {
    if (open && focusOnOpen) inputRef.current?.focus();
  }, [open, focusOnOpen]);

  // SPEC §4: "The view scrolls to the newest message."
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever messages or the typing indicator change.
  useEffect(() => {
    if (!open) return;
    const log = logRef.current;
    if (!log) return;
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    // After layout, so a reply's full height counts.
    const frame = requestAnimationFrame(() =>
      log.scrollTo({ top: log.scrollHeight, behavior: reduced ? "auto" : "smooth" }),
    );
    return () => cancelAnimationFrame(frame);
  }, [session.messages.length, waiting, open, offerAfter, live.teamTyping]);

  const append = (message: ChatMessage) =>
    setSession((current) => ({ ...current, messages: [...current.messages, message] }));

  /**
   * Issue 28: the message continues the conversation the server issued; when the server
   * refuses it (unknown, unproven or full), the same message starts a new conversation, so
   * nothing the visitor typed is lost. A full one is said plainly; an unknown one is not.
   */
  async function answerInConversation(
    text: string,
    history: ChatMessage[],
    conversation: ConversationKey | undefined,
  ): Promise<{ answer: ChatAnswer; conversation: ConversationKey | undefined }> {
    const page = cleanPath(window.location.pathname);
    const ask = (key: ConversationKey | undefined) =>
      postChat({ message: text, history: historyFor(history), conversation: key, page });
    try {
      const answer = await ask(conversation);
      return { answer, conversation: answer.conversation ?? conversation };
    } catch (error) {
      if (!(error instanceof ConversationRefused)) throw error;
      setSession((current) => ({ ...current, conversation: undefined, leadSent: false }));
      if (error.reason === "full")
        append({ id: newId(), sender: "ai", text: chatWidgetCopy.conversationFull });
      const answer = await ask(undefined);
      return { answer, conversation: answer.conversation };
    }
  }

  async function send() {
    const text = draft.trim();
    // SPEC §4: "Empty or whitespace-only input is ignored, as is input while waiting."
    if (text.length === 0 || waitingRef.current) return;
    const earlier = session.messages;
    waitingRef.current = true;
    setDraft("");
    if (!session.messages.some((message) => message.sender === "user")) track("chat_question");
    setOfferAfter(null);
    setOfferPersonAfter(null);
    append({ id: newId(), sender: "user", text });
    // Issue 30: while a person is asked for or in the conversation, the message goes to them.
    if (personInvolved(session.live)) {
      const sentToPerson = await live.sendToPerson(text).catch(() => "failed" as const);
      if (sentToPerson !== false) {
        if (sentToPerson === "failed") append({ ...notice(liveChatCopy.sendFailed), error: true });
        waitingRef.current = false;
        return;
      }
    }
    setWaiting(true);
    try {
      const { answer, conversation } = await answerInConversation(text, earlier, session.conversation);
      const id = newId();
      setSession((current) => ({
        ...current,
        conversation,
        messages: [...current.messages, { id, sender: "ai", text: answer.reply }],
      }));
      // Issue 13: the visitor wants to start something; offer to pass the chat to the team once.
      // Only a conversation the server stored can be passed on.
      const leadSent = session.leadSent && conversation?.id === session.conversation?.id;
      if (answer.offerHandoff && !leadSent && conversation) setOfferAfter(id);
      // Issue 30: offer a person when asked for one, or after the second answer in a row the assistant did not have.
      else if (!answer.live && (answer.offerPerson || (!answer.answered && unansweredBefore.current)))
        setOfferPersonAfter(id);
      unansweredBefore.current = !answer.answered;
    } catch {
      // SPEC §8: "Chat fails (non-OK response or network error)".
      append({ id: newId(), sender: "ai", text: chatWidgetCopy.error, error: true });
    } finally {
      waitingRef.current = false;
      setWaiting(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose({ restoreFocus: true });
    }
  };

  const onLeave = (target: "page" | "quote") => {
    // On a phone the window covers the page the link opens, so it steps aside.
    if (target === "quote" || window.matchMedia(NARROW_QUERY).matches) onClose({ restoreFocus: false });
  };

  // The log shrinks when the form opens: keep its latest messages in view.
  const showLatest = useCallback(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, []);

  const closeForm = () => {
    focusInputNext.current = true;
    setFormOpen(false);
  };

  const declineOffer = () => {
    setOfferAfter(null);
    append({ id: newId(), sender: "ai", text: chatHandoffCopy.declined });
    inputRef.current?.focus();
  };

  // Issue 28: the team already has this conversation (another tab passed it on), or the
  // server no longer knows it (the next message starts a new one).
  const onLeadRefused = (reason: "sent" | "unknown") => {
    const text = reason === "sent" ? chatHandoffCopy.alreadySent : chatHandoffCopy.unavailable;
    setSession((current) => ({
      ...current,
      ...(reason === "sent" ? { leadSent: true } : { conversation: undefined, leadSent: false }),
      messages: [...current.messages, { id: newId(), sender: "ai", text }],
    }));
    closeForm();
  };

  // The chat confirms in plain words (the API's message) and continues.
  const onLeadSent = (message: string) => {
    trackChatLeadCaptured();
    setSession((current) => ({
      ...current,
      leadSent: true,
      messages: [...current.messages, { id: newId(), sender: "ai", text: message }],
    }));
    closeForm();
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onPanelKeyDown}
      className="fixed inset-0 z-[60] flex flex-col overflow-hidden bg-white text-[0.9375rem] text-body shadow-2xl transition-[opacity,transform] duration-200 ease-out starting:translate-y-3 starting:opacity-0 motion-reduce:transition-none menu:inset-auto menu:right-6 menu:bottom-24 menu:h-[min(38rem,calc(100dvh-8rem))] menu:w-[24rem] menu:rounded-2xl menu:border menu:border-line"
    >
      <div className="flex items-start gap-3 bg-navy-900 px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-white">
            {chatWidgetCopy.title}
          </h2>
          <p className="text-sm text-white/75">{chatWidgetCopy.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={() => onClose({ restoreFocus: true })}
          className="-mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/10"
          aria-label={chatWidgetCopy.closeLabel}
        >
          <Icon name="close" size={20} />
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={chatWidgetCopy.logLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard to scroll it.
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto overscroll-contain bg-surface px-4 py-4"
      >
        {session.messages.map((message) => (
          <div
            key={message.id}
            className={
              message.notice
                ? "flex flex-col items-center"
                : message.sender === "user"
                  ? "flex flex-col items-end"
                  : "flex flex-col items-start"
            }
          >
            {message.notice ? (
              <p
                className={`max-w-[95%] text-center text-sm ${message.error ? "text-red-700" : "text-muted"}`}
              >
                {message.text}
              </p>
            ) : (
              <>
                {message.sender === "team" ? (
                  <p className="mb-1 text-xs font-semibold text-accent-ink" aria-hidden="true">
                    {liveChatCopy.teamLabel(message.author ?? null)}
                  </p>
                ) : null}
                <div
                  className={
                    message.sender === "user"
                      ? "max-w-[85%] rounded-2xl rounded-br-sm bg-navy-900 px-3.5 py-2 whitespace-pre-wrap text-white"
                      : message.sender === "team"
                        ? "max-w-[90%] rounded-2xl rounded-bl-sm border border-accent-violet/40 bg-white px-3.5 py-2 whitespace-pre-wrap text-ink"
                        : `max-w-[90%] rounded-2xl rounded-bl-sm border px-3.5 py-2 text-ink ${
                            message.error ? "border-red-300 bg-red-50" : "border-line bg-white"
                          }`
                  }
                >
                  <span className="sr-only">
                    {message.sender === "user"
                      ? chatWidgetCopy.youLabel
                      : message.sender === "team"
                        ? liveChatCopy.teamLabel(message.author ?? null)
                        : chatWidgetCopy.assistantLabel}
                    :{" "}
                  </span>
                  {message.sender === "ai" ? (
                    <ReplyText text={message.text} onLeave={onLeave} />
                  ) : (
                    message.text
                  )}
                </div>
              </>
            )}
            {message.id === offerPersonAfter && !personInvolved(session.live) ? (
              <div className="mt-2 max-w-[90%] space-y-2">
                <p className="text-ink">{liveChatCopy.offer}</p>
                <button
                  type="button"
                  className="btn btn-primary min-h-11 px-4 py-2 text-sm"
                  onClick={() => {
                    setOfferPersonAfter(null);
                    void live.askForPerson();
                  }}
                >
                  {liveChatCopy.offerAccept}
                </button>
              </div>
            ) : null}
            {message.id === offerAfter && !formOpen ? (
              <div className="mt-2 max-w-[90%] space-y-2">
                <p className="text-ink">{chatHandoffCopy.offer}</p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-primary min-h-11 px-4 py-2 text-sm"
                    onClick={() => {
                      setOfferAfter(null);
                      setFormOpen(true);
                    }}
                  >
                    {chatHandoffCopy.accept}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline min-h-11 px-4 py-2 text-sm"
                    onClick={declineOffer}
                  >
                    {chatHandoffCopy.decline}
                  </button>
                </div>
              </div>
            ) : null}
          </div>
        ))}
        {live.teamTyping !== false && !waiting ? (
          <div className="flex justify-start" data-testid="chat-team-typing">
            <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm border border-accent-violet/40 bg-white px-3.5 py-3">
              <span className="sr-only">{liveChatCopy.teamTyping(live.teamTyping)}</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className="size-2 rounded-full bg-accent-violet motion-safe:animate-bounce"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </div>
          </div>
        ) : null}
        {waiting && (
          <div className="flex justify-start" data-testid="chat-typing">
            <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm border border-line bg-white px-3.5 py-3">
              <span className="sr-only">{chatWidgetCopy.typingLabel}</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className="size-2 rounded-full bg-muted motion-safe:animate-bounce"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </div>
          </div>
        )}
      </div>

      {formOpen && session.conversation ? (
        <div className="max-h-[70%] shrink-0 overflow-y-auto overscroll-contain">
          <Suspense fallback={null}>
            <ChatLeadForm
              conversation={session.conversation}
              onSent={onLeadSent}
              onRefused={onLeadRefused}
              onCancel={closeForm}
              onLeave={() => onLeave("page")}
              onShown={showLatest}
            />
          </Suspense>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="border-t border-line bg-white px-3 pt-2 pb-2">
          <div className="mb-2 flex min-h-9 items-center justify-between gap-2">
            {personInvolved(session.live) ? (
              <p className="text-sm text-muted" role="status">
                {session.live?.status === "joined"
                  ? liveChatCopy.talkingWith(session.live.agentName ?? liveChatCopy.teamLabel(null))
                  : liveChatCopy.asking}
              </p>
            ) : (
              <button
                type="button"
                onClick={() => void live.askForPerson()}
                aria-disabled={live.asking}
                className="btn btn-outline min-h-9 px-3 py-1 text-sm aria-disabled:opacity-60"
              >
                {liveChatCopy.talkToPerson}
              </button>
            )}
            {live.reconnecting ? <p className="text-xs text-muted">{liveChatCopy.connectionLost}</p> : null}
          </div>
          <div className="flex items-end gap-2">
            <label htmlFor={inputId} className="sr-only">
              {chatWidgetCopy.inputLabel}
            </label>
            <textarea
              ref={inputRef}
              id={inputId}
              rows={1}
              value={draft}
              maxLength={MAX_MESSAGE_CHARS}
              placeholder={chatWidgetCopy.placeholder}
              onChange={(event) => {
                setDraft(event.target.value);
                live.visitorTyping();
              }}
              onKeyDown={onInputKeyDown}
              // Disabled while waiting, without losing focus (a disabled control drops it).
              readOnly={waiting}
              aria-disabled={waiting}
              aria-describedby={hintId}
              className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-line bg-white px-3 py-2.5 text-ink placeholder:text-muted focus-visible:border-accent-violet aria-disabled:bg-surface aria-disabled:text-muted"
            />
            <button
              type="submit"
              aria-label={chatWidgetCopy.sendLabel}
              aria-disabled={waiting}
              className="btn btn-primary size-11 shrink-0 p-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 12l16-8-6 16-2-7-8-1z" strokeLinejoin="round" />
              </svg>
            </button>
          </div>
          <p id={hintId} className="mt-1.5 text-xs text-muted">
            {chatWidgetCopy.privacyNote}
          </p>
        </form>
      )}
    </div>
  );
}
