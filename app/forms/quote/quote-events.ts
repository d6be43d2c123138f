/**
 * Any "Get Quote" / "Get free consultation" button opens the one quote form modal through
 * this event, so pages never import the form's code; the modal host loads it on demand.
 */
export const OPEN_QUOTE_FORM_EVENT = "meridian:open-quote-form";

export function openQuoteForm(): void {
  window.dispatchEvent(new CustomEvent(OPEN_QUOTE_FORM_EVENT));
}
