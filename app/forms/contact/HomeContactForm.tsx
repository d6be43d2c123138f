import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/FormField";
import { FormStatus, SubmitButton } from "../../components/ui/FormStatus";
import type { HomePage } from "../../content/schema";
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, LIMITS } from "../../schemas/form-fields";
import { feedbackFor } from "../feedback";
import { HoneypotField } from "../HoneypotField";
import { checked, text } from "../read-form";
import { useLeadForm } from "../use-lead-form";
import { CONTACT_FAILURE_MESSAGE } from "./messages";

export type HomeContactCopy = Pick<
  HomePage["contact"],
  "topicPlaceholder" | "topics" | "ndaLabel" | "submitLabel"
>;

/**
 * SPEC §3/§5 fixed texts of the form, used when the page passes no copy of its own
 * (the home page passes `homePage.contact` from app/content).
 */
const defaultCopy: HomeContactCopy = {
  topicPlaceholder: "How can we help you?",
  topics: CONTACT_TOPICS.map((value) => ({ value, label: CONTACT_TOPIC_LABELS[value] })),
  ndaLabel: "Please sign an NDA first",
  submitLabel: "Send Message",
};

/**
 * The home page's Contact Us form (SPEC §2 Home, section 8): topic, name, email, optional
 * phone and company, message and the NDA flag (PRODUCT-DECISIONS 8), posted as JSON to
 * /api/contact (SPEC §7); "Submitting..." while sending (SPEC §4).
 */
export function HomeContactForm({ copy = defaultCopy }: { copy?: HomeContactCopy } = {}) {
  const form = useLeadForm({
    endpoint: "/api/contact",
    schema: "homeContact",
    encoding: "json",
    read: (data) => ({
      name: text(data, "name"),
      email: text(data, "email"),
      phone: text(data, "phone"),
      company: text(data, "company"),
      message: text(data, "message"),
      topic: text(data, "topic"),
      nda: checked(data, "nda"),
    }),
    failureMessage: CONTACT_FAILURE_MESSAGE,
  });
  const errors = form.fieldErrors;
  return (
    <form
      {...form.formProps}
      aria-label="Contact us"
      className="card relative grid gap-5 p-6 text-left sm:grid-cols-2 sm:p-8"
    >
      <SelectField
        className="sm:col-span-2"
        label="Topic"
        name="topic"
        required
        placeholder={copy.topicPlaceholder}
        options={copy.topics}
        error={errors.topic}
      />
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
        label="Phone"
        optional
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={LIMITS.phone}
        error={errors.phone}
      />
      <TextField
        label="Company"
        optional
        name="company"
        autoComplete="organization"
        maxLength={LIMITS.company}
        error={errors.company}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Message"
        name="message"
        rows={5}
        required
        maxLength={LIMITS.longText}
        error={errors.message}
      />
      <CheckboxField className="sm:col-span-2" label={copy.ndaLabel} name="nda" error={errors.nda} />
      <HoneypotField />
      <div className="sm:col-span-2">
        <SubmitButton
          busy={form.submitting}
          disabled={!form.hydrated}
          label={copy.submitLabel}
          busyLabel="Submitting..."
          className="w-full sm:w-auto"
        />
        <FormStatus className="mt-4" feedback={feedbackFor(form.state, "")} />
      </div>
    </form>
  );
}
