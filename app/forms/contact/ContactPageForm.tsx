import { TextAreaField, TextField } from "../../components/ui/FormField";
import { LIMITS } from "../../schemas/form-fields";
import { LEAD_FIELD_LABELS } from "../../schemas/lead-metadata";
import { ContactFields } from "../ContactFields";
import { FormActions } from "../FormActions";
import { text } from "../read-form";
import { useLeadForm } from "../use-lead-form";
import { CONTACT_FAILURE_MESSAGE } from "./messages";

/**
 * The /contact page's message form (SPEC §3: name, email, subject, message; all required),
 * posted as JSON to /api/contact; "Sending..." while sending (SPEC §4).
 */
export function ContactPageForm({ submitLabel, labelledBy }: { submitLabel: string; labelledBy?: string }) {
  const form = useLeadForm({
    endpoint: "/api/contact",
    schema: "pageContact",
    encoding: "json",
    read: (data) => ({
      name: text(data, "name"),
      email: text(data, "email"),
      subject: text(data, "subject"),
      message: text(data, "message"),
    }),
    failureMessage: CONTACT_FAILURE_MESSAGE,
  });
  const errors = form.fieldErrors;
  return (
    <form {...form.formProps} aria-labelledby={labelledBy} className="relative grid gap-5 sm:grid-cols-2">
      <ContactFields errors={errors} />
      <TextField
        className="sm:col-span-2"
        label={LEAD_FIELD_LABELS.subject}
        name="subject"
        required
        maxLength={LIMITS.subject}
        error={errors.subject}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={LEAD_FIELD_LABELS.message}
        name="message"
        rows={6}
        required
        maxLength={LIMITS.longText}
        error={errors.message}
      />
      <FormActions form={form} label={submitLabel} busyLabel="Sending..." />
    </form>
  );
}
