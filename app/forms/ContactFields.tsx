import { TextField } from "../components/ui/FormField";
import { LIMITS } from "../schemas/form-fields";
import { LEAD_FIELD_LABELS } from "../schemas/lead-metadata";

/**
 * Who is writing: Name and Email (always required), then Phone and Company when a form
 * asks for them (SPEC §3/§5), labelled as the lead metadata names them (the team's e-mail
 * and inbox use the same words). The fields sit directly in the form's own grid.
 */
export function ContactFields({
  errors,
  phone,
  company = false,
  autoFocus = false,
  wideName = false,
}: {
  errors: Partial<Record<string, string>>;
  /** Whether the form asks for a phone number, and whether it must be given. */
  phone?: "required" | "optional";
  /** An optional Company field. */
  company?: boolean;
  /** Name gets the focus when the form's dialog opens. */
  autoFocus?: boolean;
  /** Name spans both columns of the form's grid. */
  wideName?: boolean;
}) {
  return (
    <>
      <TextField
        className={wideName ? "sm:col-span-2" : undefined}
        label={LEAD_FIELD_LABELS.name}
        name="name"
        autoComplete="name"
        required
        maxLength={LIMITS.name}
        error={errors.name}
        data-autofocus={autoFocus ? "" : undefined}
      />
      <TextField
        label={LEAD_FIELD_LABELS.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={LIMITS.email}
        error={errors.email}
      />
      {phone ? (
        <TextField
          label={LEAD_FIELD_LABELS.phone}
          optional={phone === "optional"}
          required={phone === "required"}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          error={errors.phone}
        />
      ) : null}
      {company ? (
        <TextField
          label={LEAD_FIELD_LABELS.company}
          optional
          name="company"
          autoComplete="organization"
          maxLength={LIMITS.company}
          error={errors.company}
        />
      ) : null}
    </>
  );
}
