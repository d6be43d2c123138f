/**
 * The store of leads and of the e-mail outbox: one small interface, implemented for
 * SQLite (embedded default) and PostgreSQL (DATABASE_URL), both held to the same
 * contract by tests/integration/store-contract.test.ts.
 */

import type { LeadAttribution, LeadStatus, LeadType } from "../../app/schemas/lead-metadata.ts";

export { LEAD_STATUSES, LEAD_TYPES } from "../../app/schemas/lead-metadata.ts";
export type { LeadAttribution, LeadStatus, LeadType };

export type JsonObject = { [key: string]: unknown };

export type NewAttachment = {
  /** Already sanitised by the caller. */
  filename: string;
  /** Detected from the bytes by the caller. */
  contentType: string;
  bytes: Uint8Array;
};

export type NewOutboxMessage = {
  /** e.g. "notify-team", "confirm-visitor"; the mail worker knows what each means. */
  kind: string;
  payload: JsonObject;
};

export type NewLead = {
  type: LeadType;
  name: string;
  email: string;
  /** Every validated field of the form, stored verbatim as JSON. */
  payload: JsonObject;
  /** Where the lead came from (issue 13), each in its own column. */
  attribution?: LeadAttribution | undefined;
  /** A chat lead's conversation (issue 13); it must exist in the chat store. */
  conversationId?: string | undefined;
  /** Client-chosen key; a second insert with the same key returns the first lead. */
  idempotencyKey?: string | undefined;
  /** Fingerprint of the request, to tell an honest retry from a reused key. */
  requestHash?: string | undefined;
  attachments?: readonly NewAttachment[];
  /** Committed in the same transaction as the lead, each linked to it by leadId. */
  outbox?: readonly NewOutboxMessage[];
};

export type InsertLeadResult =
  | { outcome: "created"; id: string }
  /** The key was used before. sameRequest is false when the request hash differs. */
  | { outcome: "replayed"; id: string; sameRequest: boolean };

export type AttachmentInfo = {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
};

export type Attachment = AttachmentInfo & { leadId: string; bytes: Uint8Array };

export type Lead = {
  id: string;
  type: LeadType;
  status: LeadStatus;
  name: string;
  email: string;
  payload: JsonObject;
  notes: string | null;
  createdAt: Date;
  attachments: AttachmentInfo[];
  /** Where the lead came from (issue 13); an unknown value is absent. */
  attribution: LeadAttribution;
  /** The support chat conversation a chat lead came from, while it is kept. */
  conversationId: string | null;
};

export type ListLeadsQuery = {
  type?: LeadType;
  status?: LeadStatus;
  /** Default 50, at most 500. */
  limit?: number;
  offset?: number;
};

export type OutboxStatus = "pending" | "processing" | "sent" | "failed";

export type OutboxMessage = {
  id: string;
  kind: string;
  leadId: string | null;
  payload: JsonObject;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
};

/** A message handed to one worker; claimToken proves the claim when completing it. */
export type ClaimedOutboxMessage = OutboxMessage & { claimToken: string };

export type ClaimOutboxOptions = {
  /** How many messages at most. */
  limit: number;
  /** How long the claim holds; after that another worker may take the message over. */
  leaseMs: number;
  now?: Date;
  /** Only messages of these kinds (a worker that can handle only some); all kinds when absent. */
  kinds?: readonly string[];
};

export type FailOutboxOptions = {
  error: string;
  /** When to try again; null gives up (status "failed"). */
  retryAt: Date | null;
};

export interface LeadStore {
  readonly dialect: "sqlite" | "postgres";
  /** Commits the lead, its attachments and its outbox messages atomically (durably) before resolving. */
  insertLead(lead: NewLead): Promise<InsertLeadResult>;
  getLead(id: string): Promise<Lead | undefined>;
  /** Newest first. */
  listLeads(query?: ListLeadsQuery): Promise<Lead[]>;
  countLeads(): Promise<number>;
  getAttachment(id: string): Promise<Attachment | undefined>;
  /**
   * Takes due messages (pending and due, or claimed by a worker whose lease ran out),
   * so that no two concurrent claimers receive the same message.
   */
  claimOutbox(options: ClaimOutboxOptions): Promise<ClaimedOutboxMessage[]>;
  /**
   * Moves a claimed message's lease to now + leaseMs, just before it is sent; false when
   * the claim was lost (the lease ran out and another worker took it over).
   */
  renewOutboxClaim(
    id: string,
    claimToken: string,
    options: { leaseMs: number; now?: Date },
  ): Promise<boolean>;
  /** Marks a claimed message sent; false when the claim was lost (lease expired and taken over). */
  completeOutbox(id: string, claimToken: string, now?: Date): Promise<boolean>;
  /** Records a failed attempt; false when the claim was lost. */
  failOutbox(id: string, claimToken: string, options: FailOutboxOptions): Promise<boolean>;
  listOutbox(query?: { leadId?: string; status?: OutboxStatus }): Promise<OutboxMessage[]>;
  /**
   * Settles a claimed message without sending it (e.g. over the confirmation limit):
   * status "sent" (nothing more to do), sent_at left empty (nothing went out) and
   * lastError "skipped: <reason>". False when the claim was lost. See ADR 503.
   */
  skipOutbox(id: string, claimToken: string, reason: string): Promise<boolean>;
  /**
   * Puts a claimed message back to wait until retryAt without counting the claim as an
   * attempt (e.g. no team address configured yet), noting why in lastError.
   */
  deferOutbox(id: string, claimToken: string, options: { reason: string; retryAt: Date }): Promise<boolean>;
  /**
   * How many messages of `kind` to the address `to` (payload.to, case-insensitive) were
   * created in [since, before.createdAt] and come before `before` in creation order
   * (ties broken by id), whatever their status. The confirmation limit counts with it.
   * With `mailbox` (server/mail/mailbox.ts), messages whose payload.mailbox is that key
   * count instead, so every spelling of one inbox counts together; messages queued
   * before the key existed count by their lower-cased address.
   */
  countEarlierOutboxTo(query: {
    kind: string;
    to: string;
    mailbox?: string | undefined;
    since: Date;
    before: { id: string; createdAt: Date };
  }): Promise<number>;
  close(): Promise<void>;
}
