import { type FormEvent, useId, useState } from "react";
import { api, failureMessage, type SavedReply } from "../api";

/** The team's saved replies (issue 30): a shortcut such as /hours and the text it stands for. */
export function SavedReplies({
  replies,
  onChange,
}: {
  replies: SavedReply[];
  onChange: (replies: SavedReply[]) => void;
}) {
  const shortcutId = useId();
  const textId = useId();
  const [shortcut, setShortcut] = useState("/");
  const [text, setText] = useState("");
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const reload = async () => onChange((await api.live.savedReplies()).replies);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await api.live.saveReply(shortcut.trim(), text);
      await reload();
      setMessage({ text: `Saved ${shortcut.trim()}.`, error: false });
      setShortcut("/");
      setText("");
    } catch (failure) {
      setMessage({ text: failureMessage(failure, "The saved reply could not be saved."), error: true });
    }
  };

  const remove = async (reply: SavedReply) => {
    try {
      await api.live.deleteReply(reply.shortcut);
      await reload();
      setMessage({ text: `Deleted ${reply.shortcut}.`, error: false });
    } catch (failure) {
      setMessage({ text: failureMessage(failure, "The saved reply could not be deleted."), error: true });
    }
  };

  return (
    <section aria-labelledby="saved-replies-heading" className="panel space-y-3 p-5">
      <h2 id="saved-replies-heading" className="text-lg">
        Saved replies
      </h2>
      <p className="text-sm text-muted">Type a shortcut followed by a space in a reply to insert its text.</p>
      {replies.length > 0 ? (
        <ul aria-label="Saved replies" className="divide-y divide-line">
          {replies.map((reply) => (
            <li key={reply.shortcut} className="space-y-1 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <code className="font-semibold">{reply.shortcut}</code>
                <span className="flex gap-2">
                  <button
                    type="button"
                    className="btn btn-outline min-h-11"
                    onClick={() => {
                      setShortcut(reply.shortcut);
                      setText(reply.text);
                    }}
                    aria-label={`Edit ${reply.shortcut}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline min-h-11"
                    onClick={() => void remove(reply)}
                    aria-label={`Delete ${reply.shortcut}`}
                  >
                    Delete
                  </button>
                </span>
              </div>
              <p className="whitespace-pre-wrap break-words">{reply.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={shortcutId} className="block text-sm font-semibold">
            Shortcut
          </label>
          <input
            id={shortcutId}
            value={shortcut}
            onChange={(event) => setShortcut(event.target.value.toLowerCase())}
            maxLength={31}
            pattern="/[a-z0-9][a-z0-9\-]{0,29}"
            required
            className="mt-1 min-h-11 w-full rounded-lg border border-line px-3"
          />
        </div>
        <div>
          <label htmlFor={textId} className="block text-sm font-semibold">
            Reply text
          </label>
          <textarea
            id={textId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={2000}
            rows={2}
            required
            className="mt-1 w-full rounded-lg border border-line px-3 py-2"
          />
        </div>
        <button type="submit" className="btn btn-primary min-h-11">
          Save reply
        </button>
      </form>
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
