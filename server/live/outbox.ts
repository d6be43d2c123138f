import { liveReplyMail, liveWaitingMail } from "../../app/content/live-chat.ts";
import { postSignedWebhook, WEBHOOK_TIMEOUT_MS } from "../admin/webhook.ts";
import type { Config } from "../config.ts";
import { messageIdFor } from "../mail/templates.ts";
import { escapeHtml } from "../mail/text.ts";
import { createSmtpSender, type MailSender } from "../mail/transport.ts";
import type { OutboxHandler } from "../mail/worker.ts";

/**
 * The live hand-off's outbox rows (ADR 501/604: e-mail and webhooks leave only through the
 * outbox, committed with what caused them, retried with the worker's backoff):
 * - live-webhook: a conversation started waiting, signed as the lead webhooks are, event
 *   `live_chat.waiting`;
 * - live-notify-team: the same, by e-mail to NOTIFY_TO, when no team member was available;
 * - live-reply: a team member's reply to a conversation that went to e-mail, to the address
 *   the visitor left (the row belongs to that chat lead, so erasure takes it along).
 */

export const LIVE_WEBHOOK = "live-webhook";
export const LIVE_NOTIFY_TEAM = "live-notify-team";
export const LIVE_REPLY = "live-reply";
export const LIVE_WEBHOOK_EVENT = "live_chat.waiting";

const AUTOMATED_HEADERS = { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" };

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function html(body: string): string {
  return `<!doctype html><html><body>${body
    .split("\n\n")
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("")}</body></html>`;
}

export function liveMailHandlers(
  config: Pick<Config, "mailFrom" | "notifyTo" | "siteUrl">,
  sender: MailSender,
): Record<string, OutboxHandler> {
  return {
    [LIVE_NOTIFY_TEAM]: async (message, signal) => {
      if (config.notifyTo.length === 0) return { skipped: "NOTIFY_TO is empty" };
      const link = `${config.siteUrl.replace(/\/$/, "")}/admin/live`;
      const body = liveWaitingMail.body(null, link);
      await sender.send(
        {
          from: config.mailFrom,
          to: [...config.notifyTo],
          subject: liveWaitingMail.subject,
          text: body,
          html: html(body),
          messageId: messageIdFor(message.id, config.mailFrom),
          headers: AUTOMATED_HEADERS,
          attachments: [],
        },
        signal,
      );
      return undefined;
    },
    [LIVE_REPLY]: async (message, signal) => {
      const to = text(message.payload.to);
      if (!to) return { skipped: "no address" };
      const name = text(message.payload.name) || undefined;
      const body = [
        liveReplyMail.greeting(name),
        liveReplyMail.intro(text(message.payload.agent) || "Our team"),
        text(message.payload.text),
        liveReplyMail.outro,
      ].join("\n\n");
      await sender.send(
        {
          from: config.mailFrom,
          to: [to],
          replyTo: config.notifyTo[0],
          subject: liveReplyMail.subject,
          text: body,
          html: html(body),
          messageId: messageIdFor(message.id, config.mailFrom),
          headers: {},
          attachments: [],
        },
        signal,
      );
      return undefined;
    },
  };
}

/** The signed webhook of a waiting conversation, with the lead webhooks' headers and signature. */
export function liveWebhookHandler(
  config: Pick<Config, "webhookUrl" | "webhookSecret" | "siteUrl">,
  fetchImpl: typeof fetch = fetch,
): OutboxHandler {
  const { webhookUrl, webhookSecret } = config;
  if (!webhookUrl || !webhookSecret) throw new Error("webhooks need WEBHOOK_URL and WEBHOOK_SECRET");
  return async (message, signal) => {
    const body = JSON.stringify({
      event: LIVE_WEBHOOK_EVENT,
      deliveryId: message.id,
      conversation: {
        id: text(message.payload.conversationId),
        page: text(message.payload.page) || null,
        requestedAt: text(message.payload.requestedAt),
        url: `${config.siteUrl.replace(/\/$/, "")}/admin/live?conversation=${encodeURIComponent(text(message.payload.conversationId))}`,
      },
    });
    await postSignedWebhook({
      url: webhookUrl,
      secret: webhookSecret,
      event: LIVE_WEBHOOK_EVENT,
      deliveryId: message.id,
      body,
      fetch: fetchImpl,
      now: new Date(),
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      signal,
    });
    return undefined;
  };
}

/**
 * The handlers main.ts adds to the outbox worker: the webhook when WEBHOOK_URL is set, the
 * e-mails when SMTP_URL is (without it they wait in the outbox, as every e-mail does).
 */
export function liveOutboxHandlers(
  config: Pick<
    Config,
    "webhookUrl" | "webhookSecret" | "siteUrl" | "smtpUrl" | "mailFrom" | "notifyTo" | "mailSendTimeoutMs"
  >,
  sender?: MailSender,
): { handlers: Record<string, OutboxHandler>; close: () => void } {
  const handlers: Record<string, OutboxHandler> = {};
  if (config.webhookUrl && config.webhookSecret) handlers[LIVE_WEBHOOK] = liveWebhookHandler(config);
  const smtp =
    sender ??
    (config.smtpUrl
      ? createSmtpSender({ url: config.smtpUrl, timeoutMs: config.mailSendTimeoutMs })
      : undefined);
  if (smtp) Object.assign(handlers, liveMailHandlers(config, smtp));
  return { handlers, close: () => (sender ? undefined : smtp?.close()) };
}
