import type { ReactNode } from "react";
import type { ConsultationModal } from "../../content/schema";

/**
 * Opens the consultation booking modal configured by `config` (emailTo, heading,
 * description, button text). The modal itself is built by the lead-capture work.
 */
export function ConsultationButton({
  config,
  className = "btn btn-primary",
  children,
}: {
  config: ConsultationModal;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <button type="button" className={className} data-consultation-heading={config.heading}>
      {children ?? config.buttonText}
    </button>
  );
}
