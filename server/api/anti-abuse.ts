import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../../app/schemas/anti-abuse.ts";

/**
 * Bot signals that make a submission be answered like a success but not stored
 * (telling a bot it was caught only teaches it):
 *  - the honeypot field has any value;
 *  - the form came back sooner than minFillMs after it was rendered.
 * A missing or unreadable startedAt is accepted: API clients (a CRM, curl) post without
 * one and rate limits still bound them. A startedAt in the future (the visitor's clock
 * runs ahead of ours) is accepted too, so clock skew never drops a real lead.
 */
export function looksLikeBot(body: Record<string, unknown>, minFillMs: number, now = Date.now()): boolean {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") return true;
  if (minFillMs <= 0) return false;
  const raw = body[STARTED_AT_FIELD];
  const startedAt =
    typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
  if (!Number.isFinite(startedAt)) return false;
  const elapsed = now - startedAt;
  return elapsed >= 0 && elapsed < minFillMs;
}
