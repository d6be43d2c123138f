import { createSmtpSender, type MailSender } from "../../../server/mail/transport.ts";
import {
  type BatchResult,
  createOutboxWorker,
  type MailLogger,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "../../../server/mail/worker.ts";
import type { LeadStore, OutboxMessage } from "../../../server/store/types.ts";
import { SITE_ORIGIN, TEAM } from "./api.ts";

export const MAIL_FROM = "Meridian AI Studio <no-reply@meridian-ai.example>";

export type LogEntry = { level: "info" | "warn" | "error"; details: object; message: string };

/** A logger that remembers what it was told. */
export function recordingLogger(): MailLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (details, message) => entries.push({ level: "info", details, message }),
    warn: (details, message) => entries.push({ level: "warn", details, message }),
    error: (details, message) => entries.push({ level: "error", details, message }),
  };
}

export type TestWorker = OutboxWorker & { sender: MailSender; logger: ReturnType<typeof recordingLogger> };

/** The real worker and the real nodemailer SMTP sender, with test-sized timings. */
export function testWorker(
  store: LeadStore,
  smtpUrl: string,
  overrides: Partial<OutboxWorkerOptions> = {},
): TestWorker {
  const sender = overrides.sender ?? createSmtpSender({ url: smtpUrl, timeoutMs: 5_000 });
  const logger = recordingLogger();
  const worker = createOutboxWorker({
    store,
    sender,
    logger,
    mailFrom: MAIL_FROM,
    notifyTo: TEAM,
    siteUrl: SITE_ORIGIN,
    pollMs: 20,
    batchSize: 5,
    maxAttempts: 10,
    retryBaseMs: 40,
    retryMaxMs: 200,
    sendTimeoutMs: 5_000,
    confirmationLimit: 3,
    ...overrides,
  });
  return Object.assign(worker, { sender, logger });
}

/** Runs batches until a claim comes back empty; the summed outcome. */
export async function drain(worker: OutboxWorker): Promise<BatchResult> {
  const total: BatchResult = { claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0, deferred: 0 };
  for (;;) {
    const result = await worker.runOnce();
    for (const key of Object.keys(total) as (keyof BatchResult)[]) total[key] += result[key];
    if (result.claimed === 0) return total;
  }
}

export async function waitUntil<T>(
  probe: () => Promise<T | undefined | false>,
  { timeoutMs = 15_000, everyMs = 25, what = "condition" } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves when no message is pending or processing any more. */
export function waitForSettled(store: LeadStore, timeoutMs = 20_000): Promise<OutboxMessage[]> {
  return waitUntil(
    async () => {
      const all = await store.listOutbox();
      return all.every((message) => message.status === "sent" || message.status === "failed") && all;
    },
    { timeoutMs, what: "the outbox to settle" },
  );
}

/** What the Message-ID of an outbox row must be (ADR 501). */
export function expectedMessageId(outboxId: string): string {
  return `<outbox-${outboxId}@meridian-ai.example>`;
}
