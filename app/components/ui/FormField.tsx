import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { useId } from "react";
import { Icon } from "./Icon";

/**
 * Form fields with a visible label, an optional hint and an error that is tied to the
 * control (aria-invalid + aria-describedby), built once for every form (docs/product.md, design direction).
 * Controls are uncontrolled: the form reads them with FormData and resets them natively.
 * Browser-level checks (`required`, `type="email"`) are passed straight through (SPEC §5).
 */

type FieldFrame = {
  label: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

/** Border colours meet 3:1 against white (WCAG 1.4.11); the error red 6.5:1. */
export const controlClass =
  "block w-full rounded-lg border border-[#7c879b] bg-white px-3.5 py-2.5 text-base text-ink shadow-[inset_0_1px_2px_rgb(11_18_32/0.04)] transition-colors placeholder:text-[#6b7588] hover:border-ink disabled:cursor-not-allowed disabled:bg-surface aria-invalid:border-[#b42318] aria-invalid:bg-[#fffbfa]";

const labelClass = "mb-1.5 block text-[0.9375rem] font-semibold text-ink";

function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

function Label({
  htmlFor,
  children,
  optional,
}: {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {children}
      {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
    </label>
  );
}

function HintAndError({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId?: string;
  hint?: ReactNode;
  errorId?: string;
  error?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-[#b42318]">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.4a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

/** What a field's control carries to be tied to its label, hint and error. */
type ControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

/** Label, control, hint and error: the frame every labelled field shares. */
function Field({
  label,
  optional,
  hint,
  error,
  className,
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <Label htmlFor={id} optional={optional}>
        {label}
      </Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <HintAndError hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

export type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id"> & { name: string };

/** A single-line input: text, email, tel, datetime-local… */
export function TextField({
  label,
  optional,
  hint,
  error,
  className,
  type = "text",
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} optional={optional} hint={hint} error={error} className={className}>
      {(control) => <input {...control} type={type} className={controlClass} {...input} />}
    </Field>
  );
}

export type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className" | "id"> & { name: string };

export function TextAreaField({
  label,
  optional,
  hint,
  error,
  className,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} optional={optional} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea {...control} rows={rows} className={`${controlClass} min-h-28 resize-y`} {...textarea} />
      )}
    </Field>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "id" | "children"> & {
    name: string;
    options: readonly SelectOption[];
    /** A disabled first option shown until a choice is made (SPEC §5: "How can we help you?"). */
    placeholder?: string;
  };

export function SelectField({
  label,
  optional,
  hint,
  error,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} optional={optional} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={`${controlClass} appearance-none pr-10 invalid:text-[#566074]`}
            defaultValue={placeholder === undefined ? undefined : ""}
            {...select}
          >
            {placeholder === undefined ? null : (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} className="text-ink">
                {option.label}
              </option>
            ))}
          </select>
          {/* 2.1 in 24-unit space is the former 1.75 px line at 20 px. */}
          <Icon
            name="chevron-down"
            size={20}
            strokeWidth={2.1}
            className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </Field>
  );
}

export type CheckboxFieldProps = Omit<FieldFrame, "optional"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id" | "type"> & { name: string };

export function CheckboxField({ label, hint, error, className, ...input }: CheckboxFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-[0.9875rem] text-ink"
      >
        <input
          id={id}
          type="checkbox"
          className="size-5 shrink-0 cursor-pointer rounded accent-[#5b34d6]"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <span>{label}</span>
      </label>
      <HintAndError hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

export type FileFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id" | "type" | "multiple"> & {
    name: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A single-file input; the browser's own button and file name stay (familiar, accessible). */
export function FileField({ label, optional, hint, error, className, ...input }: FileFieldProps) {
  return (
    <Field label={label} optional={optional} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          type="file"
          className={`${controlClass} cursor-pointer border-dashed py-2 text-[0.9375rem] file:mr-4 file:min-h-9 file:cursor-pointer file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-700`}
          {...input}
        />
      )}
    </Field>
  );
}
