import { useEffect, useState } from "react";
import { OPEN_QUOTE_FORM_EVENT } from "./quote-events";

type QuoteModalComponent = typeof import("./QuoteModal").QuoteModal;

/**
 * Mounted once in the root layout. The first open event loads the quote modal's code
 * (so no page carries it in its first-load JavaScript) and shows the dialog; later
 * events reopen the same dialog, which keeps what the visitor typed.
 */
export function QuoteFormHost() {
  const [QuoteModal, setQuoteModal] = useState<QuoteModalComponent | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let requested = false;
    const onOpen = () => {
      setOpen(true);
      if (requested) return;
      requested = true;
      import("./QuoteModal").then(
        (module) => setQuoteModal(() => module.QuoteModal),
        (error: unknown) => {
          // Offline or a stale deployment: the contact page still takes the request.
          console.error("The quote form could not be loaded", error);
          requested = false;
          setOpen(false);
          window.location.assign("/contact");
        },
      );
    };
    window.addEventListener(OPEN_QUOTE_FORM_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_QUOTE_FORM_EVENT, onOpen);
  }, []);

  return QuoteModal ? <QuoteModal open={open} onClose={() => setOpen(false)} /> : null;
}
