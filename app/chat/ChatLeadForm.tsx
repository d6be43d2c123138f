import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { TextAreaField } from "../components/ui/FormField";
import { chatHandoffCopy } from "../content/chat";
import { ContactFields } from "../forms/ContactFields";
import { CONTACT_FAILURE_MESSAGE } from "../forms/contact/messages";
import { FormActions } from "../forms/FormActions";
import { text } from "../forms/read-form";
import { useLeadForm } from "../forms/use-lead-form";
import { LIMITS } from "../schemas/form-fields";
import { LEAD_FIELD_LABELS } from "../schemas/lead-metadata";
import type { ConversationKey } from "./chat-state";

/**
 * Issue 13: the small form inside the chat window that passes the conversation to the team
 * ("name, e-mail, optional phone/company, optional note, a link to the privacy policy"),
 * sent through the one submit machine every visitor form uses (shared zod schema,
 * honeypot, idempotency key, field errors, SPEC §8's contact failure message). Its own
 * chunk, fetched when the window first offers it, so the window itself stays small.
 */
export type ChatLeadFormProps = {
  /** The conversation the server issued; its secret proves the hand-off (issue 28). */
  conversation: ConversationKey;
  /** The API's success message; the window shows it as the assistant's reply. */
  onSent: (message: string) => void;
  /**
   * The server will not take this conversation: it was passed on already ("sent", 409) or it
   * no longer knows it ("unknown", 404). The window says so in the conversation.
   */
  onRefused: (reason: "sent" | "unknown") => void;
  onCancel: () => void;
  /** Called before the privacy policy link navigates (on a phone the window steps aside). */
  onLeave: () => void;
  /** Called once the form is on screen (the window keeps the latest messages in view). */
  onShown?: () => void;
};

export default function ChatLeadForm({
  conversation,
  onSent,
  onRefused,
  onCancel,
  onLeave,
  onShown,
}: ChatLeadFormProps) {
  const titleId = useId();
  const introId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useLeadForm({
    endpoint: "/api/chat/lead",
    schema: "chatLead",
    encoding: "json",
    read: (data) => ({
      name: text(data, "name"),
      email: text(data, "email"),
      phone: text(data, "phone"),
      company: text(data, "company"),
      note: text(data, "note"),
      conversationId: conversation.id,
      conversationToken: conversation.token,
    }),
    failureMessage: CONTACT_FAILURE_MESSAGE,
    onSuccess: onSent,
    onRefused: (status) => {
      if (status !== 404 && status !== 409) return false;
      onRefused(status === 409 ? "sent" : "unknown");
      return true;
    },
  });
  // The shared form hook watches the form for the insights funnel; this form also needs it for focus.
  const { ref: watchForm, ...formProps } = form.formProps;
  const attachForm = (node: HTMLFormElement | null) => {
    formRef.current = node;
    return watchForm(node);
  };

  // Focus moves into the form when it opens (issue 13: "focus moves into the inline form and back").
  useEffect(() => {
    const name = formRef.current?.elements.namedItem("name");
    if (name instanceof HTMLElement) name.focus();
    onShown?.();
  }, [onShown]);

  return (
    <section aria-labelledby={titleId} className="border-t border-line bg-white px-4 pt-3 pb-2">
      <h3 id={titleId} className="text-base font-semibold text-ink">
        {chatHandoffCopy.formTitle}
      </h3>
      <p id={introId} className="mt-1 text-sm text-muted">
        {chatHandoffCopy.formIntro}
      </p>
      <form
        ref={attachForm}
        {...formProps}
        aria-labelledby={titleId}
        aria-describedby={introId}
        onKeyDown={(event) => {
          // Escape leaves the form (back to the conversation), not the whole window.
          if (event.key === "Escape") {
            event.stopPropagation();
            onCancel();
          }
        }}
        className="relative mt-3 grid gap-4"
      >
        <ContactFields errors={form.fieldErrors} phone="optional" company />
        <TextAreaField
          label={LEAD_FIELD_LABELS.note}
          optional
          name="note"
          rows={3}
          maxLength={LIMITS.note}
          error={form.fieldErrors.note}
        />
        <p className="text-sm text-muted">
          {chatHandoffCopy.privacyBefore}
          <Link
            to="/privacy-policy"
            className="font-medium text-accent-ink underline underline-offset-2"
            onClick={onLeave}
          >
            {chatHandoffCopy.privacyLink}
          </Link>
          {chatHandoffCopy.privacyAfter}
        </p>
        <FormActions form={form} label={chatHandoffCopy.submit} busyLabel="Sending..." fullRow={false}>
          <button
            type="button"
            className="btn btn-outline mt-3 w-full sm:mt-0 sm:ml-3 sm:w-auto"
            onClick={onCancel}
          >
            {chatHandoffCopy.cancel}
          </button>
        </FormActions>
      </form>
    </section>
  );
}
