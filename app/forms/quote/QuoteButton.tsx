import type { ReactNode } from "react";
import { openQuoteForm } from "./quote-events";

/** A button that opens the quote form modal (its code loads on first use). */
export function QuoteButton({
  className = "btn btn-primary",
  children = "Get Quote",
}: {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={openQuoteForm}>
      {children}
    </button>
  );
}
