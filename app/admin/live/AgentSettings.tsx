import { type FormEvent, useId, useState } from "react";
import { api, failureMessage, type LiveAgent } from "../api";
import { notificationsSupported, setSoundEnabled } from "./alerts";

/**
 * The team member's own settings for the live chat: the name visitors see when they join,
 * the "Available" switch (visitors are offered a person only while someone is), the tone,
 * and browser notifications.
 */
export function AgentSettings({
  agent,
  onSaved,
  sound,
  onSound,
}: {
  agent: LiveAgent | null;
  onSaved: (agent: LiveAgent) => void;
  sound: boolean;
  onSound: (on: boolean) => void;
}) {
  const nameId = useId();
  const [name, setName] = useState(agent?.name ?? "");
  const [available, setAvailable] = useState(agent?.available ?? false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : "denied",
  );

  const save = async (next: LiveAgent) => {
    try {
      const result = await api.live.saveMe(next);
      onSaved(result.agent);
      setMessage({ text: next.available ? "You are available for live chats." : "Saved.", error: false });
    } catch (failure) {
      setAvailable(agent?.available ?? false);
      setMessage({ text: failureMessage(failure, "Your settings could not be saved."), error: true });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save({ name, available });
  };

  return (
    <section
      aria-label="Your live chat settings"
      className="panel flex flex-wrap items-end gap-x-6 gap-y-3 p-4"
    >
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={nameId} className="block text-sm font-semibold">
            Your name (visitors see it)
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            className="mt-1 min-h-11 rounded-lg border border-line px-3"
            autoComplete="name"
          />
        </div>
        <button type="submit" className="btn btn-outline min-h-11">
          Save name
        </button>
      </form>
      <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          role="switch"
          checked={available}
          aria-checked={available}
          disabled={!name.trim()}
          onChange={(event) => {
            // Shown at once; put back if the server does not take it.
            setAvailable(event.target.checked);
            void save({ name: name.trim(), available: event.target.checked });
          }}
          className="size-5 accent-[#6d28d9]"
        />
        Available
      </label>
      <label className="inline-flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={sound}
          onChange={(event) => {
            setSoundEnabled(event.target.checked);
            onSound(event.target.checked);
          }}
          className="size-5 accent-[#6d28d9]"
        />
        Sound for new visitors
      </label>
      {notificationsSupported() && permission !== "granted" && permission !== "denied" ? (
        <button
          type="button"
          className="btn btn-outline min-h-11"
          onClick={() => void Notification.requestPermission().then(setPermission)}
        >
          Turn on browser notifications
        </button>
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
