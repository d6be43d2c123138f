import { formatFileSize } from "../../app/lib/file-size.ts";
import {
  isContactTopic,
  isLeadType,
  LEAD_TYPE_LABELS,
  leadFieldLabel,
  leadFieldText,
  orderedLeadFields,
  plainChatText,
  TRANSCRIPT_FIELD,
  TRANSCRIPT_LABEL,
  type TranscriptEntry,
  transcriptOf,
} from "../../app/schemas/lead-metadata.ts";
import { siteConfig } from "../../app/site.config.ts";
import type { Attachment, Lead, LeadType } from "../store/types.ts";
import { bodyLines, escapeHtml, greetingName, headerText, oneLine, plainAddress } from "./text.ts";

/**
 * The two e-mails the outbox sends, as plain data (no transport here, so they are
 * easy to test). Every value a visitor typed is escaped for HTML and flattened for
 * headers; in the text part, every value is broken into lines at any kind of line break and
 * every line of it indented (or kept on its field's line), so nothing a visitor typed can
 * pose as a line of ours. The confirmation carries none of it except, at most, their name.
 */

export type MailAddress = { name: string; address: string };

export type OutgoingMail = {
  from: string;
  to: (MailAddress | string)[];
  replyTo?: MailAddress | string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Stable across retries, so a receiver can drop a duplicate (ADR 501). */
  messageId: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/** `<outbox-{id}@{domain}>`, the domain taken from MAIL_FROM. */
export function messageIdFor(outboxId: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? "meridian.invalid";
  return `<outbox-${outboxId}@${domain.toLowerCase()}>`;
}

const AUTOMATED_HEADERS = {
  // RFC 3834: tells mail systems (and auto-responders) that no human typed this.
  "Auto-Submitted": "auto-generated",
  "X-Auto-Response-Suppress": "All",
};

// ---------------------------------------------------------------------------
// Team notification

export type LeadField = { label: string; value: string };

function display(key: string, value: unknown): string {
  const text = leadFieldText(key, value);
  // The topic's code too: it is what the CSV export and the admin API carry.
  return key === "topic" && isContactTopic(value) ? `${text} (${value})` : text;
}

/** Every field of the lead, labelled, in reading order (app/schemas/lead-metadata.ts), values as typed. */
export function leadFields(lead: Lead): LeadField[] {
  const payload: Record<string, unknown> = { name: lead.name, email: lead.email, ...lead.payload };
  return orderedLeadFields(payload)
    .filter(([key]) => key !== TRANSCRIPT_FIELD)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => ({ label: leadFieldLabel(key), value: display(key, value) }));
}

const SPEAKERS: Record<TranscriptEntry["sender"], string> = { user: "Visitor", ai: "Assistant" };

/** A chat lead's conversation as the e-mail reads it: "[time, page] Visitor: text" per message. */
function transcriptLines(transcript: readonly TranscriptEntry[]): { heading: string; text: string }[] {
  return transcript.map((entry) => ({
    heading: `${entry.at.slice(0, 16).replace("T", " ")} UTC${entry.page ? `, ${oneLine(entry.page)}` : ""} — ${SPEAKERS[entry.sender]}`,
    text: entry.sender === "ai" ? plainChatText(entry.text) : entry.text,
  }));
}

export function teamNotificationSubject(lead: Lead): string {
  const name = headerText(lead.name, 100) || "a visitor";
  const noun = LEAD_TYPE_LABELS[lead.type]?.toLowerCase() ?? "lead";
  const job = lead.type === "application" ? headerText(String(lead.payload.jobTitle ?? ""), 100) : "";
  return job ? `New ${noun} from ${name}: ${job}` : `New ${noun} from ${name}`;
}

/** An attachment the team e-mail links to instead of carrying. */
export type LinkedAttachment = { filename: string; contentType: string; size: number; url: string };

export function renderTeamNotification(input: {
  outboxId: string;
  lead: Lead;
  attachments: readonly Attachment[];
  linked?: readonly LinkedAttachment[] | undefined;
  to: readonly string[];
  mailFrom: string;
  siteUrl: string;
}): OutgoingMail {
  const { lead, attachments } = input;
  const subject = teamNotificationSubject(lead);
  const fields = leadFields(lead);
  const received = lead.createdAt.toISOString();

  const textLines = [subject, ""];
  for (const field of fields) {
    const lines = bodyLines(field.value);
    if (lines.length > 1) {
      textLines.push(`${field.label}:`, ...lines.map((line) => `  ${line}`));
    } else {
      textLines.push(`${field.label}: ${lines[0] ?? ""}`);
    }
  }
  const transcript = transcriptLines(transcriptOf(lead.payload) ?? []);
  if (transcript.length > 0) {
    textLines.push("", `${TRANSCRIPT_LABEL}:`);
    for (const line of transcript) {
      textLines.push("", `  ${line.heading}`, ...bodyLines(line.text).map((part) => `  ${part}`));
    }
  }
  textLines.push("");
  for (const attachment of attachments) {
    textLines.push(
      `Attached: ${oneLine(attachment.filename)} (${attachment.contentType}, ${formatFileSize(attachment.size)})`,
    );
  }
  const linked = input.linked ?? [];
  for (const file of linked) {
    textLines.push(
      `Too large to attach: ${oneLine(file.filename)} (${file.contentType}, ${formatFileSize(file.size)}). Download it within 7 days: ${file.url}`,
    );
  }
  textLines.push(
    `Lead id: ${lead.id}`,
    `Received: ${received}`,
    "",
    "Reply to this e-mail to answer the visitor directly.",
    `— ${siteConfig.brandName} website (${input.siteUrl})`,
  );

  const rows = fields
    .map(
      (field) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(field.label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(field.value)}</td></tr>`,
    )
    .join("\n");
  const attachmentItems = attachments
    .map(
      (attachment) =>
        `<li>${escapeHtml(attachment.filename)} (${escapeHtml(attachment.contentType)}, ${formatFileSize(attachment.size)})</li>`,
    )
    .join("");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<table cellspacing="0" cellpadding="0">\n${rows}\n</table>`,
    transcript.length > 0
      ? `<h2 style="font-size:16px">${escapeHtml(TRANSCRIPT_LABEL)}</h2>\n` +
        transcript
          .map(
            (line) =>
              `<p style="margin:8px 0 0;color:#555;font-size:12px">${escapeHtml(line.heading)}</p>` +
              `<p style="margin:2px 0 0;white-space:pre-wrap">${escapeHtml(line.text)}</p>`,
          )
          .join("\n")
      : "",
    attachmentItems ? `<p>Attached:</p><ul>${attachmentItems}</ul>` : "",
    linked.length > 0
      ? `<p>Too large to attach (the links work for 7 days; the file stays in the inbox):</p><ul>${linked
          .map(
            (file) =>
              `<li><a href="${escapeHtml(file.url)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)}, ${formatFileSize(file.size)})</li>`,
          )
          .join("")}</ul>`
      : "",
    `<p style="color:#555">Lead id: ${escapeHtml(lead.id)}<br>Received: ${escapeHtml(received)}</p>`,
    '<p style="color:#555">Reply to this e-mail to answer the visitor directly.</p>',
    "</body></html>",
  ].join("\n");

  return {
    from: input.mailFrom,
    to: [...input.to],
    // Reply-To only: From stays ours, so SPF/DMARC hold and nothing is sent "as" the visitor.
    replyTo: plainAddress(lead.email) ? { name: headerText(lead.name, 100), address: lead.email } : undefined,
    subject,
    text: textLines.join("\n"),
    html,
    messageId: messageIdFor(input.outboxId, input.mailFrom),
    headers: { ...AUTOMATED_HEADERS, "X-Meridian-Lead-Id": lead.id },
    attachments: attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.bytes.buffer, attachment.bytes.byteOffset, attachment.bytes.byteLength),
    })),
  };
}

// ---------------------------------------------------------------------------
// Visitor confirmation

const CONFIRMATION_NOUNS: Record<LeadType, string> = {
  quote: "quote request",
  contact: "message",
  application: "application",
  consultation: "consultation request",
  chat: "message from our support chat",
};

const CONFIRMATION_NEXT_STEP: Record<LeadType, string> = {
  quote: "We'll get back to you within one business day.",
  contact: "We'll get back to you within one business day.",
  application: "Our team will review your application and contact you if there is a match.",
  consultation: "We'll be in touch within one business day to confirm a time.",
  chat: "We'll get back to you within one business day.",
};

/**
 * A short, fixed confirmation. It goes to whatever address was typed into the form,
 * so it must never carry text the visitor typed (issue 5): no message, no subject,
 * no company — only the name, and not even that when it looks like a link.
 */
export function renderVisitorConfirmation(input: {
  outboxId: string;
  to: string;
  name: unknown;
  leadType: unknown;
  mailFrom: string;
  siteUrl: string;
}): OutgoingMail {
  const type: LeadType | undefined = isLeadType(input.leadType) ? input.leadType : undefined;
  const noun = type ? CONFIRMATION_NOUNS[type] : "message";
  const nextStep = type ? CONFIRMATION_NEXT_STEP[type] : "We'll get back to you within one business day.";
  const name = greetingName(input.name);
  const greeting = name ? `Hello ${name},` : "Hello,";
  const brand = siteConfig.brandName;
  const subject = `We received your ${noun} — ${brand}`;
  const paragraphs = [
    `Thank you for contacting ${brand}. This is a short automatic confirmation that we received your ${noun}.`,
    nextStep,
    `If you did not contact us, you can ignore this e-mail; we will not write again about it.`,
  ];
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    "Kind regards,",
    brand,
    siteConfig.contact.phone,
    input.siteUrl,
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>Kind regards,<br>${escapeHtml(brand)}<br>${escapeHtml(siteConfig.contact.phone)}<br>${escapeHtml(input.siteUrl)}</p>`,
    "</body></html>",
  ].join("\n");
  return {
    from: input.mailFrom,
    // The bare address: a display name is text the visitor chose, shown by mail clients
    // before anything else (issue 12 item 5).
    to: [input.to],
    subject,
    text,
    html,
    messageId: messageIdFor(input.outboxId, input.mailFrom),
    headers: { ...AUTOMATED_HEADERS },
    attachments: [],
  };
}
