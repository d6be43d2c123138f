import { openQuoteForm } from "../../../forms/quote/quote-events";

/** Opens the site's one quote form modal (dialog "Get a Quote"). */
export function QuoteButton({
  label = "Get a Quote",
  className = "btn btn-primary",
}: {
  label?: string;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={openQuoteForm} aria-haspopup="dialog">
      {label}
    </button>
  );
}
