/**
 * One key per mailbox, for counting what is sent to it (the visitor confirmation's cap,
 * issue 12 item 5). Different spellings that reach the same inbox get the same key:
 * letter case, a `+tag` (sub-addressing, RFC 5233, honoured by Gmail, Outlook.com, iCloud,
 * Fastmail, Proton and most servers), and the dots Gmail ignores in its local parts.
 * Only a key: mail still goes to the address as typed.
 */

/** Providers whose local parts ignore dots, and the domain each is known by. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1).replace(/\.$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}
