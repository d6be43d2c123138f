import { setTimeout as sleep } from "node:timers/promises";
import type { Attachment, ClaimedOutboxMessage, LeadStore } from "../store/types.ts";
import { jittered, retryDelayMs } from "./backoff.ts";
import { mailboxKey } from "./mailbox.ts";
import {
  type LinkedAttachment,
  type OutgoingMail,
  renderTeamNotification,
  renderVisitorConfirmation,
} from "./templates.ts";
import { plainAddress } from "./text.ts";
import type { MailSender } from "./transport.ts";

/**
 * The outbox worker (ADR 501): polls the store for due messages, claims a small batch
 * under a lease, sends each over SMTP and records the outcome. Any number of workers
 * may run against one store; the claim (SKIP LOCKED on PostgreSQL, the write lock on
 * SQLite) hands each message to one of them only.
 */

export const NOTIFY_TEAM = "notify-team";
export const CONFIRM_VISITOR = "confirm-visitor";

export type MailLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * Delivers an outbox message that is not an e-mail (issue 7: "webhook"). Resolves when
 * delivered (or with `skipped` when there is nothing to deliver any more); throws to be
 * retried with the same backoff and give-up as e-mail.
 */
export type OutboxHandler = (
  message: ClaimedOutboxMessage,
  signal: AbortSignal,
) => Promise<undefined | { skipped: string }>;

export type OutboxWorkerOptions = {
  store: LeadStore;
  /** Absent when there is no SMTP server: then only the kinds in `handlers` are claimed. */
  sender: MailSender | undefined;
  /** Non-mail kinds this worker also delivers, by outbox kind. */
  handlers?: Readonly<Record<string, OutboxHandler>>;
  logger: MailLogger;
  mailFrom: string;
  /** The team addresses; notifications go to these and nowhere else. */
  notifyTo: readonly string[];
  siteUrl: string;
  /** Pause between polls when there was nothing (or not a full batch) to do. */
  pollMs: number;
  /** Messages claimed at once. */
  batchSize: number;
  /** Attempts before a message is given up as failed. */
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Hard limit of one SMTP send; the claim's lease is sized from it. */
  sendTimeoutMs: number;
  /** Confirmations per recipient address per window; 0 sends none. */
  confirmationLimit: number;
  /** Default 24 h. */
  confirmationWindowMs?: number;
  /** Attachments larger than this go into the team e-mail as a link (with attachmentLinks); default: all attached. */
  attachmentMaxBytes?: number | undefined;
  /** Signs the links to large attachments (server/admin/attachment-links.ts). */
  attachmentLinks?: { url(leadId: string): string } | undefined;
  /** How long a notification with no team address to go to waits before looking again. Default 15 min. */
  waitWithoutRecipientMs?: number;
  random?: () => number;
};

export type BatchResult = {
  claimed: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
  deferred: number;
};

export type OutboxWorker = {
  /** Starts the polling loop (idempotent). */
  start(): void;
  /**
   * Stops polling, lets the message being sent finish for up to graceMs (then aborts
   * it), hands the rest of the batch back, and resolves when the loop has exited.
   */
  stop(graceMs?: number): Promise<void>;
  /** Claims and processes one batch; what the loop does each round (tests call it directly). */
  runOnce(): Promise<BatchResult>;
  /** The lease each claim takes. */
  readonly leaseMs: number;
};

type Plan =
  | { action: "send"; mail: OutgoingMail }
  | { action: "skip"; reason: string }
  | { action: "defer"; reason: string; retryAt: Date }
  | { action: "fail"; reason: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_IDLE_BACKOFF_MS = 60_000;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, sender, logger } = options;
  const random = options.random ?? Math.random;
  const confirmationWindowMs = options.confirmationWindowMs ?? DAY_MS;
  const waitWithoutRecipientMs = options.waitWithoutRecipientMs ?? 15 * 60_000;
  // A claim holds a message for one send (bounded by sendTimeoutMs) plus as long again,
  // at most 10 s, to record the outcome; each message's lease is renewed just before it
  // is sent, so a batch never outlives it. A worker that dies frees its messages one
  // lease later (issue 12 item 8), and the next owner sends again: at-least-once, with
  // the same Message-ID (ADR 501).
  const leaseMs = options.sendTimeoutMs + Math.min(options.sendTimeoutMs, 10_000);
  const team = new Map(options.notifyTo.map((address) => [address.toLowerCase(), address]));

  let loop: Promise<void> | undefined;
  let stopping = false;
  const stopPolling = new AbortController();
  const abortSends = new AbortController();

  async function plan(message: ClaimedOutboxMessage): Promise<Plan> {
    if (message.kind === NOTIFY_TEAM) return planTeamNotification(message);
    if (message.kind === CONFIRM_VISITOR) return planConfirmation(message);
    // A newer version may have enqueued a kind this one does not know (rolling
    // deploy): leave it for a worker that does, without using up its attempts.
    return {
      action: "defer",
      reason: `unknown outbox kind "${message.kind}" for this version; waiting`,
      retryAt: new Date(Date.now() + waitWithoutRecipientMs),
    };
  }

  /**
   * Recipients are the team addresses the message names (the consultation modal's
   * emailTo) that are still on NOTIFY_TO, else all of NOTIFY_TO: whatever the row
   * says, a notification never leaves for an address outside the team (ADR 502).
   */
  function teamRecipients(requested: unknown): string[] {
    const named = (Array.isArray(requested) ? requested : [])
      .filter((value): value is string => typeof value === "string")
      .map((value) => team.get(value.trim().toLowerCase()))
      .filter((value): value is string => value !== undefined);
    return named.length > 0 ? [...new Set(named)] : [...team.values()];
  }

  async function planTeamNotification(message: ClaimedOutboxMessage): Promise<Plan> {
    const to = teamRecipients(message.payload.to);
    if (to.length === 0) {
      return {
        action: "defer",
        reason: "waiting: no team address to notify (NOTIFY_TO is empty)",
        retryAt: new Date(Date.now() + waitWithoutRecipientMs),
      };
    }
    const lead = message.leadId ? await store.getLead(message.leadId) : undefined;
    if (!lead) return { action: "fail", reason: `lead ${message.leadId ?? "(none)"} not found` };
    const attachments: Attachment[] = [];
    const linked: LinkedAttachment[] = [];
    for (const info of lead.attachments) {
      // Too large to carry (base64 adds a third): the e-mail links to it instead (ADR 805).
      if (options.attachmentLinks && info.size > (options.attachmentMaxBytes ?? Number.POSITIVE_INFINITY)) {
        linked.push({ ...info, url: options.attachmentLinks.url(lead.id) });
        continue;
      }
      const attachment = await store.getAttachment(info.id);
      if (!attachment) throw new Error(`attachment ${info.id} of lead ${lead.id} is missing`);
      attachments.push(attachment);
    }
    return {
      action: "send",
      mail: renderTeamNotification({
        outboxId: message.id,
        lead,
        attachments,
        linked,
        to,
        mailFrom: options.mailFrom,
        siteUrl: options.siteUrl,
      }),
    };
  }

  async function planConfirmation(message: ClaimedOutboxMessage): Promise<Plan> {
    const to = plainAddress(message.payload.to);
    if (!to) return { action: "fail", reason: "the recipient is not a single plain e-mail address" };
    const limit = options.confirmationLimit;
    if (limit <= 0) return { action: "skip", reason: "visitor confirmations are turned off" };
    const earlier = await store.countEarlierOutboxTo({
      kind: CONFIRM_VISITOR,
      to,
      mailbox: typeof message.payload.mailbox === "string" ? message.payload.mailbox : mailboxKey(to),
      since: new Date(message.createdAt.getTime() - confirmationWindowMs),
      before: { id: message.id, createdAt: message.createdAt },
    });
    if (earlier >= limit) {
      return {
        action: "skip",
        reason: `${earlier} earlier confirmations to this address within ${Math.round(confirmationWindowMs / 3_600_000)} h (limit ${limit})`,
      };
    }
    return {
      action: "send",
      mail: renderVisitorConfirmation({
        outboxId: message.id,
        to,
        name: message.payload.name,
        leadType: message.payload.leadType,
        mailFrom: options.mailFrom,
        siteUrl: options.siteUrl,
      }),
    };
  }

  /** A refusal that will not change by retrying: the server said 5xx to this recipient or message. */
  function isPermanent(message: ClaimedOutboxMessage, error: unknown): boolean {
    // A team address refused is a configuration problem someone will fix: keep trying.
    if (message.kind !== CONFIRM_VISITOR) return false;
    const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
    return (
      (code === "EENVELOPE" || code === "EMESSAGE") &&
      typeof responseCode === "number" &&
      responseCode >= 500 &&
      responseCode < 600
    );
  }

  async function settleFailure(message: ClaimedOutboxMessage, error: unknown, result: BatchResult) {
    const description = describeError(error);
    const context = { outboxId: message.id, kind: message.kind, attempts: message.attempts };
    const giveUp = isPermanent(message, error) || message.attempts >= options.maxAttempts;
    const retryAt = giveUp
      ? null
      : new Date(
          Date.now() +
            retryDelayMs(
              message.attempts,
              { baseMs: options.retryBaseMs, maxMs: options.retryMaxMs },
              random,
            ),
        );
    const error_ =
      giveUp && !isPermanent(message, error)
        ? `gave up after ${message.attempts} attempts: ${description}`
        : description;
    const recorded = await store.failOutbox(message.id, message.claimToken, { error: error_, retryAt });
    if (!recorded) logger.warn(context, "outbox claim lost before the failure could be recorded");
    if (giveUp) {
      result.failed++;
      logger.error({ ...context, error: error_ }, "e-mail given up; marked failed");
    } else {
      result.retried++;
      logger.warn({ ...context, error: description, retryAt }, "e-mail not sent; will retry");
    }
  }

  /** A non-mail kind: the handler delivers, the outcome is recorded like a send's. */
  async function processWithHandler(
    message: ClaimedOutboxMessage,
    handler: OutboxHandler,
    result: BatchResult,
  ) {
    const context = { outboxId: message.id, kind: message.kind, attempts: message.attempts };
    let outcome: Awaited<ReturnType<OutboxHandler>>;
    try {
      const signal = AbortSignal.any([abortSends.signal, AbortSignal.timeout(options.sendTimeoutMs)]);
      outcome = await handler(message, signal);
    } catch (error) {
      await settleFailure(message, error, result);
      return;
    }
    if (outcome?.skipped) {
      await store.skipOutbox(message.id, message.claimToken, outcome.skipped);
      result.skipped++;
      logger.info({ ...context, reason: outcome.skipped }, "outbox message skipped");
      return;
    }
    result.sent++;
    if (!(await store.completeOutbox(message.id, message.claimToken))) {
      logger.warn(context, "outbox message delivered but the claim was lost; it may be delivered again");
    }
  }

  async function processOne(message: ClaimedOutboxMessage, result: BatchResult) {
    const context = { outboxId: message.id, kind: message.kind, attempts: message.attempts };
    // When the batch's earlier messages used up half the lease or more, take a full one
    // for this message now. If the claim ran out meanwhile and another worker took it,
    // that worker sends it.
    const leaseLeft = message.lockedUntil ? message.lockedUntil.getTime() - Date.now() : 0;
    if (
      leaseLeft < leaseMs / 2 &&
      !(await store.renewOutboxClaim(message.id, message.claimToken, { leaseMs }))
    ) {
      logger.info(context, "outbox claim taken over by another worker; not sending");
      return;
    }
    const handler = options.handlers?.[message.kind];
    if (handler) return processWithHandler(message, handler, result);
    let planned: Plan;
    try {
      planned = await plan(message);
    } catch (error) {
      await settleFailure(message, error, result);
      return;
    }
    if (planned.action === "skip") {
      await store.skipOutbox(message.id, message.claimToken, planned.reason);
      result.skipped++;
      logger.info({ ...context, reason: planned.reason }, "e-mail skipped");
      return;
    }
    if (planned.action === "defer") {
      await store.deferOutbox(message.id, message.claimToken, planned);
      result.deferred++;
      logger.warn({ ...context, reason: planned.reason }, "e-mail waiting");
      return;
    }
    if (planned.action === "fail") {
      await store.failOutbox(message.id, message.claimToken, { error: planned.reason, retryAt: null });
      result.failed++;
      logger.error({ ...context, error: planned.reason }, "e-mail cannot be sent; marked failed");
      return;
    }

    let rejected: string[];
    try {
      if (!sender) throw new Error("no SMTP server configured");
      const signal = AbortSignal.any([abortSends.signal, AbortSignal.timeout(options.sendTimeoutMs)]);
      ({ rejected } = await sender.send(planned.mail, signal));
    } catch (error) {
      await settleFailure(message, error, result);
      return;
    }
    result.sent++;
    if (rejected.length > 0)
      logger.warn({ ...context, rejected }, "e-mail sent, but some recipients were refused");
    // The one unavoidable at-least-once window (ADR 501): the server has the message,
    // but if this record does not land, the lease runs out and it is sent again, with
    // the same Message-ID so the receiver can tell.
    try {
      const recorded = await store.completeOutbox(message.id, message.claimToken);
      if (!recorded) {
        logger.warn(
          { ...context, messageId: planned.mail.messageId },
          "e-mail sent but the claim was lost; it may be sent again",
        );
      }
    } catch (error) {
      logger.error(
        { ...context, messageId: planned.mail.messageId, error: describeError(error) },
        "e-mail sent but not recorded; it will be sent again when the lease runs out",
      );
    }
  }

  async function runOnce(): Promise<BatchResult> {
    const result: BatchResult = { claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0, deferred: 0 };
    // Without an SMTP server, e-mail waits untouched (0 attempts); only handler kinds are claimed.
    const kinds = sender ? undefined : Object.keys(options.handlers ?? {});
    const batch = await store.claimOutbox({ limit: options.batchSize, leaseMs, ...(kinds ? { kinds } : {}) });
    result.claimed = batch.length;
    for (const [index, message] of batch.entries()) {
      if (stopping) {
        // Shutting down: give the rest back now instead of letting their lease expire.
        for (const rest of batch.slice(index)) {
          await store
            .deferOutbox(rest.id, rest.claimToken, { reason: "released at shutdown", retryAt: new Date() })
            .catch(() => {});
        }
        break;
      }
      try {
        await processOne(message, result);
      } catch (error) {
        // The store failed while recording; the lease will free the message.
        logger.error(
          { outboxId: message.id, error: describeError(error) },
          "could not record an e-mail outcome",
        );
      }
    }
    return result;
  }

  async function run() {
    let errorsInARow = 0;
    while (!stopping) {
      let full = false;
      try {
        const result = await runOnce();
        errorsInARow = 0;
        full = result.claimed >= options.batchSize;
      } catch (error) {
        errorsInARow++;
        logger.error({ error: describeError(error), errorsInARow }, "outbox poll failed");
      }
      if (stopping) break;
      const delay =
        errorsInARow > 0
          ? Math.min(MAX_IDLE_BACKOFF_MS, options.pollMs * 2 ** errorsInARow)
          : full
            ? 0
            : options.pollMs;
      if (delay > 0) {
        await sleep(jittered(delay, random), undefined, { signal: stopPolling.signal }).catch(() => {});
      }
    }
  }

  return {
    leaseMs,
    runOnce,
    start() {
      if (loop || stopping) return;
      loop = run();
    },
    async stop(graceMs = 5000) {
      stopping = true;
      stopPolling.abort();
      if (!loop) return;
      const timer = setTimeout(() => abortSends.abort(new Error("mail worker stopping")), graceMs);
      try {
        await loop;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** One line for last_error and the log: code, SMTP reply code and message; never the credentials. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const parts = [
    typeof code === "string" ? code : undefined,
    typeof responseCode === "number" ? String(responseCode) : undefined,
    error.message.replace(/\s+/g, " ").trim(),
  ].filter(Boolean);
  return parts.join(" ");
}
