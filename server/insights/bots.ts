import { isbot } from "isbot";

/**
 * Requests that are not a person viewing a page (issue 14: "not for prefetches, not for
 * known bots and crawlers"): a user agent on isbot's list (a maintained list of crawlers,
 * monitors and headless browsers, ADR 901) or none at all, and a browser fetching a page
 * speculatively (Sec-Purpose / Purpose: prefetch, which also covers prerender).
 */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === "" || isbot(userAgent);
}

export function isPrefetch(headers: Record<string, string | string[] | undefined>): boolean {
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"] ?? headers["x-moz"];
  const value = Array.isArray(purpose) ? purpose.join(",") : (purpose ?? "");
  return /prefetch|preview/i.test(value);
}
