import { z } from "zod";
import { contentOpeningHours, type LiveHours } from "./hours.ts";

/**
 * The live hand-off's settings from the environment:
 * - LIVE_CHAT_HOURS: unset = the content's opening hours; `always` for a team that staffs the
 *   chat round the clock; `never` for one that only answers by e-mail.
 * - LIVE_CHAT_JOIN_TIMEOUT_MS: how long the visitor waits for someone to join before the
 *   window offers the e-mail path (default two minutes; tests shorten it).
 */
export type LiveSettings = {
  hours: LiveHours;
  joinTimeoutMs: number;
  /** A team member counts as available while their screen was seen this recently. */
  agentSeenMs: number;
};

const envSchema = z.object({
  LIVE_CHAT_HOURS: z
    .enum(["always", "never", "content"], "LIVE_CHAT_HOURS must be always, never or content.")
    .optional(),
  LIVE_CHAT_JOIN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
});

export function liveSettings(env: Record<string, string | undefined> = process.env): LiveSettings {
  const value = envSchema.parse(env);
  const hours: LiveHours =
    value.LIVE_CHAT_HOURS === "always" || value.LIVE_CHAT_HOURS === "never"
      ? { kind: value.LIVE_CHAT_HOURS }
      : contentOpeningHours();
  return { hours, joinTimeoutMs: value.LIVE_CHAT_JOIN_TIMEOUT_MS, agentSeenMs: 60_000 };
}
