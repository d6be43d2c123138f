import { CheckboxField, SelectField, TextAreaField } from "../../components/ui/FormField";
import type { HomePage } from "../../content/schema";
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, LIMITS } from "../../schemas/form-fields";
import { LEAD_FIELD_LABELS } from "../../schemas/lead-metadata";
import { ContactFields } from "../ContactFields";
import { FormActions } from "../FormActions";
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
        label={LEAD_FIELD_LABELS.topic}
        name="topic"
        required
        placeholder={copy.topicPlaceholder}
        options={copy.topics}
        error={errors.topic}
      />
      <ContactFields errors={errors} phone="optional" company />
      <TextAreaField
        className="sm:col-span-2"
        label={LEAD_FIELD_LABELS.message}
        name="message"
        rows={5}
        required
        maxLength={LIMITS.longText}
        error={errors.message}
      />
      <CheckboxField className="sm:col-span-2" label={copy.ndaLabel} name="nda" error={errors.nda} />
      <FormActions form={form} label={copy.submitLabel} busyLabel="Submitting..." />
    </form>
  );
}
