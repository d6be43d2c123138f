import type { ReactNode } from "react";
import { FormStatus, SubmitButton } from "../components/ui/FormStatus";
import { feedbackFor } from "./feedback";
import { HoneypotField } from "./HoneypotField";
import type { useLeadForm } from "./use-lead-form";

/**
 * The end of every visitor form: the honeypot, the submit button ("Sending..." or
 * "Submitting..." while sending, SPEC §4) and the status line with the upload progress,
 * the success or the failure message.
 */
export function FormActions({
  form,
  label,
  busyLabel,
  uploadLabel = "",
  blocked = false,
  describedBy,
  fullRow = true,
  children,
}: {
  form: ReturnType<typeof useLeadForm>;
  label: string;
  busyLabel: "Sending..." | "Submitting...";
  /** What the progress bar says while a file uploads. */
  uploadLabel?: string;
  /** Keeps the button disabled for a reason of the form's own (e.g. no file chosen yet). */
  blocked?: boolean;
  describedBy?: string;
  /** Spans both columns of a two-column form grid. */
  fullRow?: boolean;
  /** Shown between the button and the status line. */
  children?: ReactNode;
}) {
  return (
    <>
      <HoneypotField />
      <div className={fullRow ? "sm:col-span-2" : undefined}>
        <SubmitButton
          busy={form.submitting}
          disabled={!form.hydrated || blocked}
          label={label}
          busyLabel={busyLabel}
          className="w-full sm:w-auto"
          describedBy={describedBy}
        />
        {children}
        <FormStatus className="mt-4" feedback={feedbackFor(form.state, uploadLabel)} />
      </div>
    </>
  );
}
