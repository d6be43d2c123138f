import { FileField, TextAreaField } from "../../components/ui/FormField";
import { LIMITS, QUOTE_FILE_FIELD } from "../../schemas/form-fields";
import { LEAD_FIELD_LABELS } from "../../schemas/lead-metadata";
import { acceptAttribute, QUOTE_DOCUMENT_KINDS } from "../../schemas/uploads";
import { ContactFields } from "../ContactFields";
import { FormActions } from "../FormActions";
import { text } from "../read-form";
import { useLeadForm } from "../use-lead-form";

/** SPEC §8: "Quote submission fails (any error)". */
export const QUOTE_FAILURE_MESSAGE = "Failed to send your request. Please try again later.";

/**
 * The quote request (SPEC §3: name, email, requirements, optional document), posted as
 * multipart form data to /api/quote (SPEC §7); the answer's data.message is shown.
 */
export function QuoteForm({ onSuccess }: { onSuccess?: () => void }) {
  const form = useLeadForm({
    endpoint: "/api/quote",
    schema: "quote",
    encoding: "multipart",
    read: (data) => ({
      name: text(data, "name"),
      email: text(data, "email"),
      requirements: text(data, "requirements"),
    }),
    file: { field: QUOTE_FILE_FIELD, label: "Document" },
    failureMessage: QUOTE_FAILURE_MESSAGE,
    onSuccess,
  });
  const errors = form.fieldErrors;
  return (
    <form {...form.formProps} encType="multipart/form-data" className="relative grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields errors={errors} autoFocus />
      </div>
      <TextAreaField
        label={LEAD_FIELD_LABELS.requirements}
        name="requirements"
        rows={5}
        required
        maxLength={LIMITS.longText}
        placeholder="What would you like to build? Goals, timeline, budget range…"
        error={errors.requirements}
      />
      <FileField
        label="Document"
        optional
        name={QUOTE_FILE_FIELD}
        accept={acceptAttribute(QUOTE_DOCUMENT_KINDS)}
        hint="A brief, specification or mock-up: PDF, Word, text, image, spreadsheet, slides or ZIP, up to 10 MB."
        error={errors[QUOTE_FILE_FIELD]}
      />
      <FormActions
        form={form}
        label="Send Request"
        busyLabel="Submitting..."
        uploadLabel="Uploading your document"
        fullRow={false}
      />
    </form>
  );
}
