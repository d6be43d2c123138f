import { type FormEvent, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { track } from "../insights/track";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../schemas/anti-abuse";
import { MAX_UPLOAD_BYTES } from "../schemas/uploads";
import { currentAttribution } from "./attribution";
import {
  createAttemptKeys,
  type FingerprintValue,
  initialSubmitState,
  submissionFingerprint,
  submitReducer,
} from "./submission";
import { answerMessage, postLead, SubmitError } from "./transport";
import { useHydrated } from "./use-hydrated";
import { type LeadSchemaName, preloadSchemas, validateLead } from "./validation";

export type LeadFormValues = Record<string, string | boolean>;

export type LeadFormOptions = {
  /** API endpoint, e.g. "/api/contact". */
  endpoint: string;
  /** Which shared zod schema checks the values before sending. */
  schema: LeadSchemaName;
  /** JSON body or multipart form data (SPEC §7). */
  encoding: "json" | "multipart";
  /** The form's own fields from its entries: exactly what the schema checks and the API receives. */
  read: (data: FormData) => LeadFormValues;
  /** The form's single file input (multipart only). */
  file?: { field: string; label: string };
  /** SPEC §8's exact message for this form. */
  failureMessage: string;
  /** Called after the success message is shown and the form was reset. */
  onSuccess?: (message: string) => void;
  /**
   * Called when the API refuses the submission with this status; true when the caller has
   * dealt with it (the form goes back to idle instead of showing the failure message).
   */
  onRefused?: (status: number) => boolean;
};

/** Shown if a success answer ever lacks its message (it should not: the API always sends one). */
const FALLBACK_SUCCESS = "Thank you! We have received your submission.";

const MEGABYTE = 1024 * 1024;

/**
 * Everything a visitor form needs around its fields: the shared submit state machine,
 * browser-side validation with the server's schema, the honeypot and start time,
 * idempotency keys, upload progress, field errors and SPEC's success/failure behaviour.
 */
export function useLeadForm(options: LeadFormOptions) {
  const [state, dispatch] = useReducer(submitReducer, initialSubmitState);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const hydrated = useHydrated();
  const latest = useRef(options);
  latest.current = options;
  // Synchronous guard: a second submit in the same tick (double-click, Enter twice) is
  // ignored even before React has re-rendered the button as disabled.
  const inFlight = useRef(false);
  const startedAt = useRef<number | null>(null);
  const keys = useRef<ReturnType<typeof createAttemptKeys> | null>(null);
  const restoreFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  // Issue 14's form funnel: viewed (on screen), started (first input), submitted, failed.
  const funnelStarted = useRef(false);
  const watchViewed = useCallback((form: HTMLFormElement | null) => {
    if (!form || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      track("form_viewed", latest.current.schema);
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, []);

  // The submit button is disabled while sending, which drops its focus to <body>;
  // hand it back when the submission settles so keyboard users keep their place.
  useEffect(() => {
    if (state.status === "submitting") return;
    const element = restoreFocus.current;
    restoreFocus.current = null;
    if (
      element?.isConnected &&
      (document.activeElement === null || document.activeElement === document.body)
    ) {
      element.focus();
    }
  }, [state.status]);

  const onSubmit = useCallback(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    const { endpoint, schema, encoding, read, file: fileRule, failureMessage, onSuccess } = latest.current;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    restoreFocus.current = submitter instanceof HTMLElement ? submitter : null;
    dispatch({ type: "submit" });
    setFieldErrors({});

    try {
      const entries = new FormData(form);
      const values = read(entries);
      const chosen = fileRule ? entries.get(fileRule.field) : null;
      const file = chosen instanceof File && (chosen.size > 0 || chosen.name !== "") ? chosen : undefined;

      const problems = (await validateLead(schema, values)) ?? {};
      if (file && fileRule && file.size > MAX_UPLOAD_BYTES) {
        problems[fileRule.field] = `${fileRule.label} must be at most ${MAX_UPLOAD_BYTES / MEGABYTE} MB`;
      }
      if (Object.keys(problems).length > 0) {
        setFieldErrors(problems);
        restoreFocus.current = null;
        dispatch({ type: "invalid" });
        focusFirstInvalid(form, problems);
        return;
      }

      const honeypot = entries.get(HONEYPOT_FIELD);
      const antiAbuse = {
        [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
        ...(startedAt.current === null ? {} : { [STARTED_AT_FIELD]: startedAt.current }),
      };
      // Issue 13: where the lead came from goes with every form, beside its own fields.
      const attribution = currentAttribution();
      let body: FormData | Record<string, unknown>;
      if (encoding === "multipart") {
        body = new FormData();
        for (const [key, value] of Object.entries({ ...values, ...attribution, ...antiAbuse }))
          body.append(key, String(value));
        // The file goes last, after every text field.
        if (file && fileRule) body.append(fileRule.field, file, file.name);
      } else {
        body = { ...values, ...attribution, ...antiAbuse };
      }

      keys.current ??= createAttemptKeys();
      const fingerprint: Record<string, FingerprintValue> = { ...values };
      if (file && fileRule) {
        fingerprint[fileRule.field] = { name: file.name, size: file.size, lastModified: file.lastModified };
      }
      const idempotencyKey = keys.current.keyFor(submissionFingerprint(fingerprint));

      try {
        const answer = await postLead({
          url: endpoint,
          body,
          idempotencyKey,
          onUploadProgress: file
            ? (loaded, total) => dispatch({ type: "progress", loaded, total })
            : undefined,
        });
        keys.current.settle();
        form.reset();
        startedAt.current = Date.now();
        const message = answerMessage(answer) ?? FALLBACK_SUCCESS;
        dispatch({ type: "succeed", message });
        track("form_submitted", schema);
        funnelStarted.current = false;
        onSuccess?.(message);
      } catch (error) {
        // SPEC §8: the error is logged to the console; the visitor sees the exact message.
        console.error(error);
        if (error instanceof SubmitError && error.status > 0 && latest.current.onRefused?.(error.status)) {
          dispatch({ type: "reset" });
          return;
        }
        if (error instanceof SubmitError) setFieldErrors(knownFields(form, error.fields));
        dispatch({ type: "fail", message: failureMessage });
        track("form_failed", schema);
      }
    } finally {
      inFlight.current = false;
    }
  }, []);

  /** Back to idle (e.g. when a modal closes after a success). */
  const reset = useCallback(() => {
    dispatch({ type: "reset" });
    setFieldErrors({});
  }, []);

  /** A field's error goes away as soon as the visitor edits that field. */
  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (!funnelStarted.current) {
      funnelStarted.current = true;
      track("form_started", latest.current.schema);
    }
    const target = event.target as HTMLInputElement;
    if (!target.name) return;
    setFieldErrors((errors) => {
      if (!(target.name in errors)) return errors;
      const { [target.name]: _removed, ...rest } = errors;
      return rest;
    });
  }, []);

  return {
    state,
    submitting: state.status === "submitting",
    fieldErrors,
    hydrated,
    reset,
    /** Spread onto the <form>. */
    formProps: {
      method: "post",
      ref: watchViewed,
      onSubmit,
      onInput,
      // The schemas load while the visitor is still typing, not when they press submit.
      onFocus: () => void preloadSchemas().catch(() => {}),
    },
  };
}

function knownFields(form: HTMLFormElement, fields: Record<string, string>): Record<string, string> {
  const known: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (form.elements.namedItem(name)) known[name] = message;
  }
  return known;
}

function focusFirstInvalid(form: HTMLFormElement, problems: Record<string, string>) {
  for (const element of Array.from(form.elements)) {
    if (
      element instanceof HTMLElement &&
      "name" in element &&
      (element as HTMLInputElement).name in problems
    ) {
      requestAnimationFrame(() => element.focus());
      return;
    }
  }
}
