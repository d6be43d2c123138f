import type { SaveMessage } from "./use-lead-save";

/** Always rendered, so a screen reader hears the message the moment it appears. */
export function SaveFeedback({ message }: { message: SaveMessage | null }) {
  const tone = message?.tone ?? "ok";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`min-h-6 text-sm ${tone === "error" ? "text-red-800" : "text-emerald-800"}`}
    >
      {message?.text ?? null}
    </p>
  );
}
