import { createHmac } from "node:crypto";
import type { Config } from "../config.ts";
import type { OutboxHandler } from "../mail/worker.ts";
import type { LeadStore, NewOutboxMessage, OutboxMessage } from "../store/types.ts";
import type { Clock } from "./auth.ts";
import { leadJson } from "./lead-json.ts";
import { safeEqual } from "./secrets.ts";

/**
 * Outgoing webhooks (ADR 604): with WEBHOOK_URL set, every new lead also enqueues a
 * "webhook" outbox row in the lead's own transaction, and the outbox worker POSTs it
 * as JSON, retrying with backoff until the receiver answers 2xx. The body is signed:
 *
 *   X-Meridian-Signature: v1=<hex HMAC-SHA256(WEBHOOK_SECRET, "<timestamp>.<raw body>")>
 *   X-Meridian-Timestamp: <Unix seconds when this attempt was signed>
 *   X-Meridian-Delivery:  <outbox id; the same on every retry, to deduplicate>
 *   X-Meridian-Event:     lead.created
 *
 * The receiver recomputes the HMAC over the raw body, compares in constant time and
 * rejects timestamps more than five minutes off (replays).
 */

export const WEBHOOK_KIND = "webhook";
export const WEBHOOK_EVENT = "lead.created";
export const SIGNATURE_HEADER = "x-meridian-signature";
export const TIMESTAMP_HEADER = "x-meridian-timestamp";
export const DELIVERY_HEADER = "x-meridian-delivery";
export const EVENT_HEADER = "x-meridian-event";
export const WEBHOOK_TIMEOUT_MS = 10_000;
const TOLERANCE_SECONDS = 300;

/** The outbox row a new lead carries when webhooks are on (none otherwise). */
export function webhookOutboxMessages(config: Pick<Config, "webhookUrl">): NewOutboxMessage[] {
  return config.webhookUrl ? [{ kind: WEBHOOK_KIND, payload: { event: WEBHOOK_EVENT } }] : [];
}

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** What a receiver does; exported for tests and as the reference for integrators. */
export function verifyWebhook(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  now = new Date(),
): boolean {
  if (!headers.signature || !headers.timestamp || !/^\d{1,12}$/.test(headers.timestamp)) return false;
  const timestamp = Number(headers.timestamp);
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  return safeEqual(headers.signature, signWebhook(secret, timestamp, body));
}

export class WebhookError extends Error {
  override name = "WebhookError";
}

export type WebhookDelivery = (
  message: Pick<OutboxMessage, "id" | "leadId">,
  signal?: AbortSignal,
) => Promise<"delivered" | "lead-gone">;

/**
 * POSTs one signed event to the receiver (the headers above); throws a WebhookError unless it
 * answers 2xx, so the outbox worker retries. Lead and live hand-off webhooks both go through here.
 */
export async function postSignedWebhook(delivery: {
  url: string;
  secret: string;
  event: string;
  deliveryId: string;
  body: string;
  fetch: typeof fetch;
  now: Date;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<void> {
  const timestamp = Math.floor(delivery.now.getTime() / 1000);
  const timeout = AbortSignal.timeout(delivery.timeoutMs);
  let response: Response;
  try {
    response = await delivery.fetch(delivery.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Meridian-Webhooks/1",
        [SIGNATURE_HEADER]: signWebhook(delivery.secret, timestamp, delivery.body),
        [TIMESTAMP_HEADER]: String(timestamp),
        [DELIVERY_HEADER]: delivery.deliveryId,
        [EVENT_HEADER]: delivery.event,
      },
      body: delivery.body,
      // A redirect could carry the signed body somewhere unexpected.
      redirect: "manual",
      signal: delivery.signal ? AbortSignal.any([delivery.signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new WebhookError(
      `webhook not delivered: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // The receiver's answer is not needed; drain it so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status >= 300) {
    throw new WebhookError(`webhook receiver answered ${response.status}`);
  }
}

/**
 * Delivers one webhook outbox row; throws (and the worker retries) unless the receiver
 * answers 2xx. A lead deleted or erased meanwhile takes its row with it (ON DELETE
 * CASCADE); should one still arrive, there is nothing left to send.
 */
export function createWebhookDelivery(options: {
  config: Pick<Config, "webhookUrl" | "webhookSecret" | "siteUrl">;
  store: Pick<LeadStore, "getLead">;
  fetch?: typeof fetch;
  clock?: Clock;
  timeoutMs?: number;
}): WebhookDelivery {
  const { webhookUrl, webhookSecret, siteUrl } = options.config;
  if (!webhookUrl || !webhookSecret) throw new Error("webhooks need WEBHOOK_URL and WEBHOOK_SECRET");
  const send = options.fetch ?? fetch;
  const clock = options.clock ?? { now: () => new Date() };
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  return async (message, signal) => {
    const lead = message.leadId ? await options.store.getLead(message.leadId) : undefined;
    if (!lead) return "lead-gone";
    const body = JSON.stringify({
      event: WEBHOOK_EVENT,
      deliveryId: message.id,
      lead: leadJson(lead, siteUrl),
    });
    await postSignedWebhook({
      url: webhookUrl,
      secret: webhookSecret,
      event: WEBHOOK_EVENT,
      deliveryId: message.id,
      body,
      fetch: send,
      now: clock.now(),
      timeoutMs,
      ...(signal ? { signal } : {}),
    });
    return "delivered";
  };
}

/** The outbox worker's handler for "webhook" rows (server/mail/worker.ts). */
export function webhookHandler(deliver: WebhookDelivery): OutboxHandler {
  return async (message, signal) => {
    const outcome = await deliver(message, signal);
    return outcome === "lead-gone" ? { skipped: "the lead no longer exists" } : undefined;
  };
}

/** The handlers main.ts gives the outbox worker: the webhook, when WEBHOOK_URL is set. */
export function webhookHandlers(
  config: Pick<Config, "webhookUrl" | "webhookSecret" | "siteUrl">,
  store: Pick<LeadStore, "getLead">,
): Record<string, OutboxHandler> {
  if (!config.webhookUrl) return {};
  return { [WEBHOOK_KIND]: webhookHandler(createWebhookDelivery({ config, store })) };
}
