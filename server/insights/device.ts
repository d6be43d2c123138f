/**
 * Device class from the user agent, the three buckets the Insights screen shows. A few
 * well-known tokens are enough for that (ADR 901); a full user-agent parser would add a
 * dependency for detail we never store. iPadOS 13+ says "Macintosh" and cannot be told
 * from a Mac by its user agent alone: the beacon says when the screen is a touch screen, and
 * a "Mac" with one is an iPad (Macs have none).
 */
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|BlackBerry/i;

const MAC = /Macintosh/;

export function deviceClass(userAgent: string, touchScreen = false): DeviceClass {
  if (TABLET.test(userAgent) || (touchScreen && MAC.test(userAgent))) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  return "desktop";
}
