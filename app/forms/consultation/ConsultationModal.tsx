import { TextAreaField, TextField } from "../../components/ui/FormField";
import { Modal } from "../../components/ui/Modal";
import type { ConsultationModal as ConsultationConfig } from "../../content/schema";
import { LIMITS } from "../../schemas/form-fields";
import { LEAD_FIELD_LABELS } from "../../schemas/lead-metadata";
import { ContactFields } from "../ContactFields";
import { FormActions } from "../FormActions";
import { text } from "../read-form";
import { useLeadForm } from "../use-lead-form";

/** The same words as the quote form's failure (SPEC §8 names none for this modal). */
export const CONSULTATION_FAILURE_MESSAGE = "Failed to send your request. Please try again later.";

/**
 * The consultation booking modal (SPEC §3: name, email, optional company, optional
 * datetime-local, requirements; configured with emailTo, heading, description and button
 * text), posted as JSON with its emailTo to /api/consultation (PRODUCT-DECISIONS 7).
 * Loaded by ConsultationButton when first needed.
 */
export function ConsultationModal({
  config,
  open,
  onClose,
}: {
  config: ConsultationConfig;
  open: boolean;
  onClose: () => void;
}) {
  const form = useLeadForm({
    endpoint: "/api/consultation",
    schema: "consultation",
    encoding: "json",
    read: (data) => ({
      name: text(data, "name"),
      email: text(data, "email"),
      company: text(data, "company"),
      datetime: text(data, "datetime"),
      requirements: text(data, "requirements"),
      emailTo: config.emailTo,
    }),
    failureMessage: CONSULTATION_FAILURE_MESSAGE,
  });
  const errors = form.fieldErrors;
  return (
    <Modal open={open} onClose={onClose} title={config.heading} description={config.description}>
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        <ContactFields errors={errors} company autoFocus />
        <TextField
          label={LEAD_FIELD_LABELS.datetime}
          optional
          name="datetime"
          type="datetime-local"
          error={errors.datetime}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={LEAD_FIELD_LABELS.requirements}
          name="requirements"
          rows={5}
          required
          maxLength={LIMITS.longText}
          placeholder="What would you like to discuss?"
          error={errors.requirements}
        />
        <FormActions form={form} label={config.buttonText} busyLabel="Submitting..." />
      </form>
    </Modal>
  );
}
