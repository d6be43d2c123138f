import { useEffect, useId, useRef, useState } from "react";
import { FileField } from "../../components/ui/FormField";
import { RESUME_FILE_FIELD } from "../../schemas/form-fields";
import { acceptAttribute, RESUME_KINDS } from "../../schemas/uploads";
import { ContactFields } from "../ContactFields";
import { FormActions } from "../FormActions";
import { text } from "../read-form";
import { useLeadForm } from "../use-lead-form";

/** SPEC §8: "Application fails". */
export const APPLY_FAILURE_MESSAGE = "Failed to submit your application. Please try again later.";

/**
 * The application form (SPEC §3: name, email, phone, jobTitle, resume), posted as
 * multipart form data to /api/apply (SPEC §7). SPEC §4: "The submit control is disabled
 * until a file is chosen. On success it shows the server message and clears the fields
 * and the file."
 */
export function ApplyForm({ jobTitle }: { jobTitle: string }) {
  const [hasFile, setHasFile] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Issue 31: a file chosen before the page hydrated is in the input, but its change event
  // came before React listened; the button must still know of it.
  useEffect(() => {
    setHasFile((fileInput.current?.files?.length ?? 0) > 0);
  }, []);
  const noteId = useId();
  const form = useLeadForm({
    endpoint: "/api/apply",
    schema: "application",
    encoding: "multipart",
    read: (data) => ({
      name: text(data, "name"),
      email: text(data, "email"),
      phone: text(data, "phone"),
      jobTitle,
    }),
    file: { field: RESUME_FILE_FIELD, label: "Resume" },
    failureMessage: APPLY_FAILURE_MESSAGE,
    // form.reset() empties the file input without a change event.
    onSuccess: () => setHasFile(false),
  });
  const errors = form.fieldErrors;
  return (
    <form
      {...form.formProps}
      encType="multipart/form-data"
      aria-label="Application"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <ContactFields errors={errors} phone="required" wideName />
      <FileField
        ref={fileInput}
        className="sm:col-span-2"
        label="Resume"
        name={RESUME_FILE_FIELD}
        required
        accept={acceptAttribute(RESUME_KINDS)}
        hint="PDF, Word, OpenDocument, RTF or plain text, up to 10 MB."
        error={errors[RESUME_FILE_FIELD]}
        onChange={(event) => setHasFile((event.currentTarget.files?.length ?? 0) > 0)}
      />
      <FormActions
        form={form}
        label="Submit Application"
        busyLabel="Submitting..."
        uploadLabel="Uploading your resume"
        blocked={!hasFile}
        describedBy={hasFile ? undefined : noteId}
      >
        {hasFile ? null : (
          <p id={noteId} className="mt-2 text-sm text-muted">
            Attach your resume to send the application.
          </p>
        )}
      </FormActions>
    </form>
  );
}
