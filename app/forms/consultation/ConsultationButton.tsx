import { type ReactNode, useCallback, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { ConsultationModal as ConsultationConfig } from "../../content/schema";

type ModalComponent = typeof import("./ConsultationModal").ConsultationModal;

/**
 * Opens the consultation booking modal configured by `config` (emailTo, heading,
 * description, button text). The modal's code is fetched when the visitor points at or
 * focuses the button (or at the latest on click), never with the page.
 */
export function ConsultationButton({
  config,
  className = "btn btn-primary",
  children,
}: {
  config: ConsultationConfig;
  className?: string;
  children?: ReactNode;
}) {
  const [ConsultationModal, setConsultationModal] = useState<ModalComponent | null>(null);
  const [open, setOpen] = useState(false);
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import("./ConsultationModal").then(
      (module) => setConsultationModal(() => module.ConsultationModal),
      (error: unknown) => {
        requested.current = false;
        setOpen(false);
        console.error("The consultation form could not be loaded", error);
      },
    );
  }, []);

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        {children ?? config.buttonText}
      </button>
      {ConsultationModal
        ? // In <body>, so no ancestor's layout (hidden, a <p>, a carousel slide) can affect the dialog.
          createPortal(
            <ConsultationModal config={config} open={open} onClose={() => setOpen(false)} />,
            document.body,
          )
        : null}
    </>
  );
}
