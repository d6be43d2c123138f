/**
 * Device class from the user agent, the three buckets the Insights screen shows. A few
 * well-known tokens are enough for that (ADR 901); a full user-agent parser would add a
 * dependency for detail we never store. iPadOS 13+ says "Macintosh" and cannot be told
 * from a Mac by its user agent alone, so it counts as a desktop.
 */
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|BlackBerry/i;

export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  return "desktop";
}
