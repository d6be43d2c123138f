import { ATTRIBUTION_MAX_LENGTH, type LeadAttribution } from "../schemas/lead-metadata";

/**
 * Where the visitor came from, kept for this tab only (issue 13 "Where every lead came
 * from": "without cookies … kept in sessionStorage, sent with the form"). The first page
 * opened in the tab session, its referrer's host name (another site's only) and the
 * landing address's utm_source / utm_medium / utm_campaign are written once and never
 * overwritten; every form sends them with the page it was sent from. Nothing goes to
 * localStorage or a cookie, and closing the tab forgets it.
 *
 * Values are cleaned here to what the API accepts (app/schemas/attribution.ts), so an odd
 * landing address can never make a visitor's form fail.
 */

export const LANDING_STORAGE_KEY = "meridian:landing";

type Landing = Pick<
  LeadAttribution,
  "landingPage" | "referrerHost" | "utmSource" | "utmMedium" | "utmCampaign"
>;

export type PageLocation = { pathname: string; search: string; host: string };

const UTM_PARAMETERS = [
  ["utmSource", "utm_source"],
  ["utmMedium", "utm_medium"],
  ["utmCampaign", "utm_campaign"],
] as const;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A path as the API takes it: no query or fragment, capped, "/" when unusable. */
export function cleanPath(pathname: string): string | undefined {
  const path = pathname.split(/[?#]/)[0] ?? "";
  if (!path.startsWith("/") || path.startsWith("//") || /[\s\p{Cc}\\]/u.test(path)) return undefined;
  return path.length <= ATTRIBUTION_MAX_LENGTH.sourcePage ? path : undefined;
}

function cleanTag(value: string | null): string | undefined {
  const text = value?.replace(/\p{Cc}/gu, " ").trim();
  return text ? text.slice(0, ATTRIBUTION_MAX_LENGTH.utmSource) : undefined;
}

/** The referrer's host name when it is another site; nothing for our own pages or none. */
export function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (url.host === ownHost) return undefined;
    const host = url.hostname.replace(/^\[|\]$/g, "");
    return host.length <= ATTRIBUTION_MAX_LENGTH.referrerHost ? host : undefined;
  } catch {
    return undefined;
  }
}

/** What a first page view in the tab records. */
export function landingOf(location: PageLocation, referrer: string): Landing {
  const params = new URLSearchParams(location.search);
  const landing: Landing = {
    landingPage: cleanPath(location.pathname),
    referrerHost: referrerHostOf(referrer, location.host),
  };
  for (const [key, parameter] of UTM_PARAMETERS) landing[key] = cleanTag(params.get(parameter));
  return withoutEmpty(landing);
}

/** Records the landing once per tab session (later page views keep the first one). */
export function rememberLanding(): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(LANDING_STORAGE_KEY) !== null) return;
    store.setItem(LANDING_STORAGE_KEY, JSON.stringify(landingOf(window.location, document.referrer)));
  } catch {
    // Storage full or blocked: the lead is simply sent without its landing.
  }
}

function readLanding(): Landing {
  try {
    const stored = storage()?.getItem(LANDING_STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (typeof parsed !== "object" || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    const text = (key: keyof Landing) =>
      typeof record[key] === "string" ? (record[key] as string) : undefined;
    return withoutEmpty({
      landingPage: text("landingPage"),
      referrerHost: text("referrerHost"),
      utmSource: text("utmSource"),
      utmMedium: text("utmMedium"),
      utmCampaign: text("utmCampaign"),
    });
  } catch {
    return {};
  }
}

/** What a form sends beside its own fields: the stored landing and the page it is on now. */
export function currentAttribution(): LeadAttribution {
  rememberLanding();
  return withoutEmpty({ ...readLanding(), sourcePage: cleanPath(window.location.pathname) });
}

function withoutEmpty<T extends Record<string, string | undefined>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
