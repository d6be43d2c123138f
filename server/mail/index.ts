import type { Config } from "../config.ts";
import type { LeadStore } from "../store/types.ts";
import { createSmtpSender, type MailSender } from "./transport.ts";
import { createOutboxWorker, type MailLogger, type OutboxWorker } from "./worker.ts";

export type { OutgoingMail } from "./templates.ts";
export type { MailSender } from "./transport.ts";
export { createSmtpSender } from "./transport.ts";
export type { BatchResult, MailLogger, OutboxWorker, OutboxWorkerOptions } from "./worker.ts";
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
): OutboxWorker | undefined {
  if (!config.smtpUrl && !sender) {
    logger.info({}, "SMTP_URL is not set: e-mails are queued in the outbox but not sent");
    return undefined;
  }
  if (config.notifyTo.length === 0) {
    logger.warn({}, "NOTIFY_TO is empty: team notifications wait in the outbox until it is set");
  }
  const smtp =
    sender ?? createSmtpSender({ url: config.smtpUrl as string, timeoutMs: config.mailSendTimeoutMs });
  const worker = createOutboxWorker({
    store,
    sender: smtp,
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
        smtp.close();
      }
    },
  };
}
