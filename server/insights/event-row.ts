import type { ParsedBeaconEvent } from "../../app/schemas/insights.ts";
import { dayOf } from "./days.ts";
import { deviceClass } from "./device.ts";
import type { InsightsEventRow } from "./store.ts";

/**
 * What is kept of one beacon (issue 14, "nothing else"): the page's path, the referring
 * site's host on a visit's first view, utm_source/medium/campaign, the device class and
 * the day's visitor hash. The rest of the query string, the user agent and the address
 * are dropped here.
 */

const UTM_MAX = 100;

function utm(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim().toLowerCase().slice(0, UTM_MAX);
  return value ? value : null;
}

/** "/services/" and "/services" are one page; "/" stays "/". */
export function pagePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function eventRow(
  event: ParsedBeaconEvent,
  context: { now: Date; userAgent: string; visitor: string | null; ownHosts: readonly string[] },
): InsightsEventRow {
  const url = new URL(event.url, "http://site.invalid");
  const isView = event.kind === "view";
  const entry = isView && event.nav !== true;
  let referrerHost = entry && event.referrer ? event.referrer.toLowerCase().replace(/^www\./, "") : null;
  if (referrerHost && context.ownHosts.includes(referrerHost)) referrerHost = null;
  return {
    day: dayOf(context.now),
    at: context.now.toISOString(),
    kind: event.kind,
    path: pagePath(url.pathname),
    referrerHost,
    utmSource: isView ? utm(url.searchParams, "utm_source") : null,
    utmMedium: isView ? utm(url.searchParams, "utm_medium") : null,
    utmCampaign: isView ? utm(url.searchParams, "utm_campaign") : null,
    device: deviceClass(context.userAgent, event.touch === true),
    visitor: context.visitor,
    entry,
    form: event.form ?? null,
  };
}
