/**
 * The home page's Contact Us form with the topic selector (SPEC §2 Home, section 8).
 * Built by the lead-capture work; the home page only places it.
 */
export function HomeContactForm() {
  return null;
}
