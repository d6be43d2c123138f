import { useEffect, useRef, useState } from "react";
import { Modal } from "../../components/ui/Modal";
import { QuoteForm } from "./QuoteForm";

/** SPEC §9: "Quote form auto-close after success: 3000 ms." */
export const QUOTE_AUTO_CLOSE_MS = 3000;

/**
 * The quote form's modal (SPEC §2 "Quote form": opened from Get Quote and Get free
 * consultation). Loaded on first open by QuoteFormHost, never with the page.
 */
export function QuoteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [formKey, setFormKey] = useState(0);
  const succeeded = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (open) return;
    clearTimeout(closeTimer.current);
    // After a success the fields are already empty; a fresh form also drops the message.
    if (succeeded.current) {
      succeeded.current = false;
      setFormKey((key) => key + 1);
    }
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Get a Quote"
      description="Tell us what you want to build. We reply within one business day, and we are happy to sign an NDA first."
    >
      <QuoteForm
        key={formKey}
        onSuccess={() => {
          // SPEC §4: "On success it shows the server message, clears the fields and closes automatically after 3 seconds."
          succeeded.current = true;
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(onClose, QUOTE_AUTO_CLOSE_MS);
        }}
      />
    </Modal>
  );
}
