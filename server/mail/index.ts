import type { Config } from "../config.ts";
import type { LeadStore } from "../store/types.ts";
import { createSmtpSender, type MailSender } from "./transport.ts";
import { createOutboxWorker, type MailLogger, type OutboxHandler, type OutboxWorker } from "./worker.ts";

export type { OutgoingMail } from "./templates.ts";
export type { MailSender } from "./transport.ts";
export { createSmtpSender } from "./transport.ts";
export type { BatchResult, MailLogger, OutboxHandler, OutboxWorker, OutboxWorkerOptions } from "./worker.ts";
export { CONFIRM_VISITOR, createOutboxWorker, NOTIFY_TEAM } from "./worker.ts";

export type MailConfig = Pick<
  Config,
  | "smtpUrl"
  | "mailFrom"
  | "notifyTo"
  | "siteUrl"
  | "mailPollMs"
  | "mailBatchSize"
  | "mailMaxAttempts"
  | "mailRetryBaseMs"
  | "mailRetryMaxMs"
  | "mailSendTimeoutMs"
  | "mailAttachmentMaxBytes"
  | "confirmationLimitPerAddressPerDay"
>;

/**
 * Starts the outbox worker for this process, or, without SMTP_URL, says once that
 * e-mail is queued but not sent and starts nothing: the messages wait in the outbox,
 * and a later start with SMTP_URL sends them. Call after the store is open; stop() the
 * worker before closing the store.
 */
export function startMailWorker(
  config: MailConfig,
  store: LeadStore,
  logger: MailLogger,
  sender?: MailSender,
  /** Non-mail outbox kinds to deliver too (issue 7: webhooks); they run even without SMTP_URL. */
  handlers: Readonly<Record<string, OutboxHandler>> = {},
  /** Signs links to attachments above MAIL_ATTACHMENT_MAX_BYTES; without it every file is attached. */
  attachmentLinks?: { url(leadId: string): string },
): OutboxWorker | undefined {
  const mail = Boolean(config.smtpUrl || sender);
  if (!mail) {
    logger.info({}, "SMTP_URL is not set: e-mails are queued in the outbox but not sent");
    if (Object.keys(handlers).length === 0) return undefined;
  }
  if (mail && config.notifyTo.length === 0) {
    logger.warn({}, "NOTIFY_TO is empty: team notifications wait in the outbox until it is set");
  }
  const smtp = mail
    ? (sender ?? createSmtpSender({ url: config.smtpUrl as string, timeoutMs: config.mailSendTimeoutMs }))
    : undefined;
  const worker = createOutboxWorker({
    store,
    sender: smtp,
    handlers,
    logger,
    mailFrom: config.mailFrom,
    notifyTo: config.notifyTo,
    siteUrl: config.siteUrl,
    pollMs: config.mailPollMs,
    batchSize: config.mailBatchSize,
    maxAttempts: config.mailMaxAttempts,
    retryBaseMs: config.mailRetryBaseMs,
    retryMaxMs: config.mailRetryMaxMs,
    sendTimeoutMs: config.mailSendTimeoutMs,
    confirmationLimit: config.confirmationLimitPerAddressPerDay,
    attachmentMaxBytes: config.mailAttachmentMaxBytes,
    attachmentLinks,
  });
  worker.start();
  logger.info({ batchSize: config.mailBatchSize, pollMs: config.mailPollMs }, "outbox worker started");
  return {
    leaseMs: worker.leaseMs,
    runOnce: worker.runOnce,
    start: worker.start,
    async stop(graceMs) {
      try {
        await worker.stop(graceMs);
      } finally {
        smtp?.close();
      }
    },
  };
}
