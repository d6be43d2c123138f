import { useId } from "react";

/**
 * Form feedback and the submit button, shared by every form.
 *
 * FormStatus keeps two live regions in the page from the start (so screen readers
 * announce what appears in them): role="status" for success, role="alert" for failure.
 * Upload progress is shown in the same place while a file is being sent.
 */

export type FormFeedback =
  | { kind: "none" }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string }
  | { kind: "uploading"; label: string; percent: number };

export function FormStatus({ feedback, className = "" }: { feedback: FormFeedback; className?: string }) {
  const progressId = useId();
  return (
    <div className={`min-h-[3.25rem] ${className}`}>
      <div role="status" aria-live="polite">
        {feedback.kind === "success" ? (
          <p className="flex items-start gap-2 rounded-lg border border-[#067647]/30 bg-[#ecfdf3] px-4 py-3 font-medium text-[#05603a]">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-4 shrink-0" fill="currentColor">
              <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm3.7 5.3 1.1 1.1-5.9 5.9-3.6-3.6 1.1-1.1 2.5 2.5 4.8-4.8Z" />
            </svg>
            <span>{feedback.message}</span>
          </p>
        ) : null}
        {feedback.kind === "uploading" ? (
          <div className="py-1">
            <label htmlFor={progressId} className="flex justify-between text-sm font-medium text-ink">
              <span>{feedback.label}</span>
              <span>{feedback.percent}%</span>
            </label>
            <progress
              id={progressId}
              max={100}
              value={feedback.percent}
              className="mt-1.5 block h-2 w-full appearance-none overflow-hidden rounded-full bg-line [&::-moz-progress-bar]:bg-accent-ink [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-gradient-to-r [&::-webkit-progress-value]:from-[#0e7490] [&::-webkit-progress-value]:to-[#6d28d9] [&::-webkit-progress-value]:transition-[width]"
            />
          </div>
        ) : null}
      </div>
      <div role="alert">
        {feedback.kind === "error" ? (
          <p className="flex items-start gap-2 rounded-lg border border-[#b42318]/30 bg-[#fef3f2] px-4 py-3 font-medium text-[#b42318]">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-4 shrink-0" fill="currentColor">
              <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.4a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
            </svg>
            <span>{feedback.message}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled = false,
  className = "",
  describedBy,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  className?: string;
  /** id of a note explaining why the button is disabled. */
  describedBy?: string;
}) {
  return (
    <button
      type="submit"
      className={`btn btn-primary min-w-44 ${className}`}
      disabled={busy || disabled}
      aria-describedby={describedBy}
    >
      {busy ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 animate-spin" fill="none">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.35" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}
