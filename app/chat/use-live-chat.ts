import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import { liveChatCopy } from "../content/live-chat";
import type { ChatSession, ConversationKey } from "./chat-state";
import {
  followConversation,
  giveUpWaiting,
  LiveConversationUnknown,
  NotLive,
  requestPerson,
  sendLiveMessage,
  sendTyping,
} from "./live-api";
import { TYPING_EVERY_MS } from "./live-protocol";
import { applyLiveEvent, following, notice, offlineNotices, personInvolved } from "./live-state";

/** A wait that ends at once (nobody available) goes straight to the e-mail path, without "Asking…". */
function waitsNow(waitUntil: string | null): boolean {
  return waitUntil !== null && Date.parse(waitUntil) > Date.now() + 1000;
}

/**
 * Issue 30 in the window: "Talk to a person", following the conversation while the team may
 * write to it (also after a reload: the session keeps where it was), the visitor's messages
 * going to the person instead of the assistant, typing both ways, and the e-mail path when
 * nobody can join (outside hours, or nobody within the wait).
 */
export function useLiveChat({
  session,
  setSession,
  page,
  onOffline,
}: {
  session: ChatSession;
  setSession: Dispatch<SetStateAction<ChatSession>>;
  /** The visitor's current path. */
  page: () => string | undefined;
  /** The team answers by e-mail: the window asks for an address if it has none. */
  onOffline: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [teamTyping, setTeamTyping] = useState<string | null | false>(false);
  const [reconnecting, setReconnecting] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const lastSeq = useRef(session.live?.lastSeq ?? 0);
  lastSeq.current = session.live?.lastSeq ?? 0;
  const onOfflineRef = useRef(onOffline);
  onOfflineRef.current = onOffline;

  const conversation = session.conversation;
  const live = session.live;
  const isFollowing = conversation !== undefined && following(live);

  const goOffline = useCallback(
    (expectReply: string | null, seq?: number) => {
      setSession((current) => {
        if (!current.live || current.live.status === "offline") return current;
        return {
          ...current,
          live: {
            ...current.live,
            status: "offline",
            waitUntil: null,
            expectReply,
            lastSeq: Math.max(current.live.lastSeq, seq ?? 0),
          },
          messages: [...current.messages, ...offlineNotices(current, expectReply)],
        };
      });
      onOfflineRef.current();
    },
    [setSession],
  );

  // Follow the conversation from the last event seen (a reload resumes where it was).
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only for another conversation or when following starts or stops.
  useEffect(() => {
    if (!isFollowing || !conversation) return;
    const stop = followConversation(conversation, lastSeq.current, {
      event: (event) => {
        if (event.type === "message" && event.sender === "team") setTeamTyping(false);
        setSession((current) => applyLiveEvent(current, event));
        if (event.type === "status" && event.status === "offline") onOfflineRef.current();
      },
      typing: (typing) => {
        if (typing.sender !== "team") return;
        setTeamTyping(typing.author);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTeamTyping(false), TYPING_EVERY_MS * 2);
      },
      gone: () =>
        setSession((current) =>
          current.live ? { ...current, live: { ...current.live, status: "closed" } } : current,
        ),
      connected: (connected) => setReconnecting(!connected),
    });
    return () => {
      stop();
      clearTimeout(typingTimer.current);
    };
  }, [conversation?.id, isFollowing]);

  // Nobody joined within the wait: the e-mail path.
  useEffect(() => {
    if (!conversation || live?.status !== "waiting" || !live.waitUntil) return;
    const wait = Math.max(0, Date.parse(live.waitUntil) - Date.now());
    const timer = setTimeout(() => {
      giveUpWaiting(conversation).then(
        (answer) => {
          if (answer.status === "offline") goOffline(answer.expectReply);
        },
        () => goOffline(null),
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [conversation, live?.status, live?.waitUntil, goOffline]);

  /** "Talk to a person". */
  const askForPerson = useCallback(async () => {
    if (asking || personInvolved(session.live)) return;
    setAsking(true);
    try {
      const answer = await requestPerson(session.conversation, page());
      const key: ConversationKey = session.conversation ?? {
        id: answer.conversationId,
        token: answer.conversationToken ?? "",
      };
      setSession((current) => ({
        ...current,
        conversation: current.conversation ?? key,
        ...(current.conversation ? {} : { leadSent: false }),
        live: {
          status: answer.status,
          agentName: null,
          lastSeq: Math.max(answer.seq, current.live?.status === answer.status ? current.live.lastSeq : 0),
          waitUntil: answer.waitUntil,
          expectReply: answer.expectReply,
        },
        messages:
          answer.status === "offline"
            ? [...current.messages, ...offlineNotices(current, answer.expectReply)]
            : waitsNow(answer.waitUntil)
              ? [...current.messages, notice(liveChatCopy.asking), notice(liveChatCopy.waitingHint)]
              : current.messages,
      }));
      if (answer.status === "offline") onOfflineRef.current();
    } catch {
      setSession((current) => ({
        ...current,
        messages: [...current.messages, { ...notice(liveChatCopy.sendFailed), error: true }],
      }));
    } finally {
      setAsking(false);
    }
  }, [asking, session.live, session.conversation, page, setSession]);

  /**
   * Sends the visitor's message to the person when one is asked for or in; false when none
   * is (any more), so the assistant answers it.
   */
  const sendToPerson = useCallback(
    async (text: string): Promise<boolean> => {
      if (!conversation || !personInvolved(live)) return false;
      try {
        await sendLiveMessage(conversation, text, page());
        // A sent message ends the typing the person saw: the next keystroke is news at once.
        lastTypingSent.current = 0;
        return true;
      } catch (error) {
        if (error instanceof NotLive || error instanceof LiveConversationUnknown) {
          setSession((current) =>
            current.live ? { ...current, live: { ...current.live, status: "closed" } } : current,
          );
          return false;
        }
        throw error;
      }
    },
    [conversation, live, page, setSession],
  );

  /** The visitor is typing: the person sees it (at most every few seconds). */
  const visitorTyping = useCallback(() => {
    if (!conversation || !personInvolved(live)) return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_EVERY_MS) return;
    lastTypingSent.current = now;
    void sendTyping(conversation).catch(() => {});
  }, [conversation, live]);

  return {
    asking,
    teamTyping,
    reconnecting: reconnecting && isFollowing,
    askForPerson,
    sendToPerson,
    visitorTyping,
  };
}
