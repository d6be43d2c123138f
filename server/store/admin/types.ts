import type { Transaction } from "kysely";
import type { Database } from "../database.ts";
import type { JsonObject, Lead, LeadStatus, LeadType } from "../types.ts";

/** The shapes the admin store answers and accepts (see ../admin-store.ts). */

export type LeadFilter = {
  type?: LeadType | undefined;
  status?: LeadStatus | undefined;
  /** Created at or after. */
  since?: Date | undefined;
  /** Words that must all occur in the lead's visible values (see lead-search.ts). */
  q?: string | undefined;
};

/** Keyset position: the last lead of the previous page. */
export type LeadCursor = { createdAt: string; id: string };

export type LeadPageQuery = LeadFilter & {
  /** Default 50, at most 500. */
  limit?: number | undefined;
  offset?: number | undefined;
  /** Continue after this lead (newest first); takes precedence over offset. */
  after?: LeadCursor | undefined;
};

export type LeadPage = { leads: Lead[]; next: LeadCursor | null };

export type LeadChanges = { status?: LeadStatus | undefined; notes?: string | null | undefined };

export type AuditEntry = {
  id: string;
  at: Date;
  actor: string;
  action: string;
  details: JsonObject;
};

export type ErasureCounts = {
  leads: number;
  attachments: number;
  outbox: number;
  conversations: number;
};

export type RetentionCounts = {
  leads: number;
  conversations: number;
  sessions: number;
  /** Sign-in attempt counters idle for a day. */
  loginFailures: number;
};

/** One counter a sign-in attempt is reserved against, with its delay schedule (ms per attempt). */
export type SignInKey = { key: string; delays: readonly number[] };

export type SignInReservation =
  | { allowed: true /** Each key's attempt count, this one included. */; failures: number[] }
  | { allowed: false; retryAt: Date };

export type AdminSession = { csrfToken: string; createdAt: Date; expiresAt: Date; lastSeenAt: Date };

/**
 * The chat's stored conversations, as far as the admin side needs them. Supplied by the
 * chat part of the product; absent until its table exists, in which case the inbox
 * shows leads only and erasure/retention count zero conversations.
 */
export type ConversationHooks = {
  /**
   * Deletes every conversation in which this exact (lower-cased) address was given, and the
   * conversations the erased leads came from (`leadConversations`, issue 13); answers how many.
   */
  eraseByEmail(
    trx: Transaction<Database>,
    email: string,
    leadConversations: readonly string[],
  ): Promise<number>;
  /** Deletes conversations last active before the cutoff; answers how many. */
  deleteOlderThan(trx: Transaction<Database>, cutoff: Date): Promise<number>;
};
