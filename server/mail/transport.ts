import nodemailer from "nodemailer";
import type { OutgoingMail } from "./templates.ts";

/** What the worker needs from a mail transport; tests may pass their own. */
export type MailSender = {
  /**
   * Resolves once the server accepted the message for at least one recipient, with
   * those it refused; rejects when it accepted none or the conversation failed.
   */
  send(mail: OutgoingMail, signal: AbortSignal): Promise<{ rejected: string[] }>;
  close(): void;
};

export type SmtpSenderOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
  url: string;
  /** Bounds connecting, the greeting and each wait on the socket. */
  timeoutMs: number;
};

/**
 * nodemailer over SMTP_URL, without a pool: each send opens its own connection, so a
 * server that went away between polls costs nothing but that one attempt, and there is
 * no idle connection to keep alive. Batches are small (ADR 501), so the extra
 * handshakes are cheap. Remote content is never fetched: every attachment is bytes.
 */
export function createSmtpSender({ url, timeoutMs }: SmtpSenderOptions): MailSender {
  const transporter = nodemailer.createTransport({
    url,
    pool: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail, signal) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
        attachments: mail.attachments,
        disableFileAccess: true,
        disableUrlAccess: true,
        signal,
      });
      // nodemailer resolves when at least one recipient was accepted (it rejects when
      // none was). Those rejected are reported, not retried: a retry would repeat the
      // message to everyone who already has it.
      return { rejected: (info.rejected ?? []).map(String) };
    },
    close() {
      transporter.close();
    },
  };
}
