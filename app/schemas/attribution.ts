import { z } from "zod";
import { optionalText } from "./fields.ts";
import { ATTRIBUTION_LABELS, ATTRIBUTION_MAX_LENGTH, type AttributionKey } from "./lead-metadata.ts";

/**
 * Where a lead came from (issue 13 "Where every lead came from"), sent by the browser
 * beside every form's own fields and checked here by the API before anything is stored.
 * Pages are paths on this site only (no scheme, host, query or fragment: a query string
 * can carry personal data, and an absolute address is not "a page the form was sent
 * from"); the referrer is a host name only. Each value is trimmed and length-capped; an
 * empty value means "not known".
 */

/** The base a path is resolved against: a path that leaves it names another site. */
const SITE_BASE = "https://site.invalid";

export function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  // Whitespace, control characters, backslashes (read as "/" by URL parsers), query, fragment.
  if (/[\s\p{Cc}\\?#]/u.test(value)) return false;
  try {
    return new URL(value, SITE_BASE).origin === SITE_BASE;
  } catch {
    return false;
  }
}

/** An optional path on this site, trimmed and capped: the rule for every page a browser reports. */
export function sitePathField(label: string, maxLength: number) {
  return optionalText(label, maxLength).refine((value) => value === undefined || isSitePath(value), {
    error: `${label} must be a path on this site, such as /services`,
  });
}

function sitePath(key: AttributionKey) {
  return sitePathField(ATTRIBUTION_LABELS[key], ATTRIBUTION_MAX_LENGTH[key]);
}

function hostName(key: AttributionKey) {
  const label = ATTRIBUTION_LABELS[key];
  return optionalText(label, ATTRIBUTION_MAX_LENGTH[key]).pipe(
    z.hostname({ error: `${label} must be a host name, such as www.example.com` }).optional(),
  );
}

function campaignTag(key: AttributionKey) {
  const label = ATTRIBUTION_LABELS[key];
  return optionalText(label, ATTRIBUTION_MAX_LENGTH[key]).refine(
    (value) => value === undefined || !/\p{Cc}/u.test(value),
    { error: `${label} must be plain text on one line` },
  );
}

export const attributionSchema = z.object({
  sourcePage: sitePath("sourcePage"),
  landingPage: sitePath("landingPage"),
  referrerHost: hostName("referrerHost"),
  utmSource: campaignTag("utmSource"),
  utmMedium: campaignTag("utmMedium"),
  utmCampaign: campaignTag("utmCampaign"),
});

export type AttributionInput = z.input<typeof attributionSchema>;
export type Attribution = z.output<typeof attributionSchema>;

/** Only the attribution keys of a posted body, so a form field can never be read as one. */
export function attributionPart(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null) return {};
  const record = body as Record<string, unknown>;
  const part: Record<string, unknown> = {};
  for (const key of Object.keys(ATTRIBUTION_LABELS) as AttributionKey[]) {
    if (Object.hasOwn(record, key)) part[key] = record[key];
  }
  return part;
}
