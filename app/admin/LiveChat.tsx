import { useCallback, useEffect, useRef, useState } from "react";
import { api, failureMessage, type LiveAgent, type LiveQueue, liveStreamUrls, type SavedReply } from "./api";
import { AgentSettings } from "./live/AgentSettings";
import { notify, playChime, soundEnabled } from "./live/alerts";
import { LiveConversation } from "./live/LiveConversation";
import { LiveQueueList } from "./live/LiveQueueList";
import { SavedReplies } from "./live/SavedReplies";
import { usePage } from "./page";
import { navigate } from "./router";

/**
 * Issue 30, the team's "Live chat" screen: the live queue (each conversation with the
 * visitor's latest message; the count in the tab title, a tone that can be turned off, an
 * optional browser notification), the team member's name and "Available" switch, the open
 * conversation, and the saved replies. The queue is a Server-Sent Events stream that also
 * keeps this team member "seen" while the screen is open.
 */
export function LiveChat({ search }: { search: URLSearchParams }) {
  const [queue, setQueue] = useState<LiveQueue | null>(null);
  const [agent, setAgent] = useState<LiveAgent | null | undefined>(undefined);
  const [replies, setReplies] = useState<SavedReply[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sound, setSound] = useState(soundEnabled);
  const seenWaiting = useRef<Set<string> | null>(null);
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const selected = search.get("conversation");
  const waitingCount = queue?.conversations.filter((item) => item.status === "waiting").length ?? 0;
  const heading = usePage(`${waitingCount > 0 ? `(${waitingCount}) ` : ""}Live chat`);

  useEffect(() => {
    api.live.me().then(
      (result) => setAgent(result.agent),
      (failure: unknown) => setError(failureMessage(failure, "Your live chat settings could not be loaded.")),
    );
    api.live.savedReplies().then(
      (result) => setReplies(result.replies),
      () => {},
    );
  }, []);

  // The queue as it changes. EventSource reconnects by itself; each message is the whole queue.
  useEffect(() => {
    const source = new EventSource(liveStreamUrls.queue);
    source.addEventListener("queue", (message) => {
      const next = JSON.parse((message as MessageEvent<string>).data) as LiveQueue;
      const waitingNow = next.conversations.filter((item) => item.status === "waiting");
      if (seenWaiting.current) {
        const fresh = waitingNow.filter((item) => !seenWaiting.current?.has(item.id));
        if (fresh.length > 0) {
          if (soundRef.current) playChime();
          notify(
            "A visitor is waiting in the live chat",
            fresh[0]?.lastVisitorText ?? "Open the live chat to join.",
          );
        }
      }
      seenWaiting.current = new Set(waitingNow.map((item) => item.id));
      setQueue(next);
      setError(null);
    });
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED)
        setError("The live queue is not connected. Reload the page.");
    });
    return () => source.close();
  }, []);

  const open = useCallback((id: string | null) => {
    navigate(id ? `/admin/live?conversation=${encodeURIComponent(id)}` : "/admin/live");
  }, []);

  return (
    <section aria-labelledby="live-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="live-heading" ref={heading} tabIndex={-1} className="text-3xl outline-none">
          Live chat
        </h1>
        <p className="text-sm text-muted" role="status">
          {queue
            ? `${waitingCount} waiting · ${queue.availableAgents} ${queue.availableAgents === 1 ? "team member" : "team members"} available`
            : "Connecting…"}
        </p>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      ) : null}
      {agent !== undefined ? (
        <AgentSettings agent={agent} onSaved={setAgent} sound={sound} onSound={setSound} />
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_2fr]">
        <LiveQueueList queue={queue} selected={selected} onOpen={open} />
        {selected ? (
          <LiveConversation key={selected} id={selected} agent={agent ?? null} replies={replies} />
        ) : (
          <section className="panel p-5 text-muted" aria-label="Conversation">
            Open a conversation from the queue to see its transcript and join it.
          </section>
        )}
      </div>
      <SavedReplies replies={replies} onChange={setReplies} />
    </section>
  );
}
