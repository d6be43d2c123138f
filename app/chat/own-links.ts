/**
 * Which link targets in a chat reply are the site's own, for the widget (which only ever makes
 * those clickable) and the server (which checks a model's answer against the same list): the
 * site's pages, and the outward pages the site itself links to, exactly.
 */
import { techTalks } from "../content/techtalks.ts";
import { siteConfig } from "../site.config.ts";

const siteHost = new URL(siteConfig.siteUrl).host;
/** The site's e-mail domain: the host without a leading "www.". */
const ownMailDomain = siteHost.replace(/^www\./, "").toLowerCase();

/** Outward pages the site itself links to: scheduling, data requests, social profiles, the TechTalk. */
const ownExternalUrls: readonly string[] = [
  siteConfig.schedulingUrl,
  siteConfig.dataRequestUrl,
  ...siteConfig.social.map((profile) => profile.url),
  ...techTalks.map((talk) => talk.url),
].map((url) => url.replace(/\/+$/, ""));

/** An https URL of the site itself or one of the outward pages it links to. */
export function isOwnUrl(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  if (url.host === siteHost) return true;
  return ownExternalUrls.includes(url.href.replace(/\/+$/, ""));
}

/** An e-mail address at the site's own domain (e.g. hello@meridian-ai.example). */
export function isOwnEmail(address: string): boolean {
  const domain = address.split("@")[1]?.toLowerCase();
  return domain === ownMailDomain;
}

const ownPhoneDigits = siteConfig.contact.phone.replace(/[^\d+]/g, "");

/** The site's own phone number, however it is spaced. */
export function isOwnPhone(number: string): boolean {
  return number.replace(/[^\d+]/g, "") === ownPhoneDigits;
}
