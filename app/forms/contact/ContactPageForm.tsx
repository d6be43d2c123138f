import { TextAreaField, TextField } from "../../components/ui/FormField";
import { FormStatus, SubmitButton } from "../../components/ui/FormStatus";
import { LIMITS } from "../../schemas/form-fields";
import { feedbackFor } from "../feedback";
import { HoneypotField } from "../HoneypotField";
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
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={LIMITS.name}
        error={errors.name}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={LIMITS.email}
        error={errors.email}
      />
      <TextField
        className="sm:col-span-2"
        label="Subject"
        name="subject"
        required
        maxLength={LIMITS.subject}
        error={errors.subject}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Message"
        name="message"
        rows={6}
        required
        maxLength={LIMITS.longText}
        error={errors.message}
      />
      <HoneypotField />
      <div className="sm:col-span-2">
        <SubmitButton
          busy={form.submitting}
          disabled={!form.hydrated}
          label={submitLabel}
          busyLabel="Sending..."
          className="w-full sm:w-auto"
        />
        <FormStatus className="mt-4" feedback={feedbackFor(form.state, "")} />
      </div>
    </form>
  );
}
