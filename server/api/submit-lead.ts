import { createHash, randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { attributionPart, attributionSchema } from "../../app/schemas/attribution.ts";
import { zodFieldErrors } from "../../app/schemas/field-errors.ts";
import { fieldErrors } from "../../app/schemas/leads.ts";
import type { UploadKind } from "../../app/schemas/uploads.ts";
import { webhookOutboxMessages } from "../admin/webhook.ts";
import type { Config } from "../config.ts";
import { mailboxKey } from "../mail/mailbox.ts";
import type { JsonObject, LeadStore, LeadType, NewAttachment } from "../store/types.ts";
import { looksLikeBot } from "./anti-abuse.ts";
import type { ConversationSource } from "./chat-lead.ts";
import { ApiError } from "./errors.ts";
import { detectFileKind } from "./file-kind.ts";
import { sanitizeFilename } from "./filename.ts";
import { idempotencyKey, requestFingerprint } from "./idempotency.ts";
import { SUCCESS_MESSAGES } from "./messages.ts";
import type { UploadedFile } from "./multipart-form.ts";
import { checkZipContents } from "./zip-contents.ts";

/** The upload kinds that are ZIP containers, unpacked by whoever opens them. */
const ZIP_BASED = new Set(["docx", "xlsx", "pptx", "odt", "zip"]);

export type LeadContext = {
  config: Config;
  store: LeadStore;
  /** The support chat's transcripts: POST /api/chat/lead is mounted only when given. */
  conversations?: ConversationSource | undefined;
};

export type FileRule = {
  field: string;
  label: string;
  required: boolean;
  allowed: readonly UploadKind[];
  upload: UploadedFile | undefined;
};

export type LeadExtension = {
  fields?: JsonObject;
  conversationId?: string | undefined;
  /** Undoes what `extend` reserved, when the lead could not be stored. */
  release?: () => Promise<void>;
};

export type LeadSubmission<Schema extends z.ZodType> = {
  type: LeadType;
  /** The posted fields as received (JSON body or multipart text fields). */
  body: unknown;
  schema: Schema;
  file?: FileRule;
  /** Checks that need server configuration; field → message for each problem. */
  check?: (data: z.output<Schema>) => Record<string, string> | undefined;
  /**
   * Runs once the input is valid, before the insert: fields the server adds to the stored
   * ones (a chat lead's transcript) and the conversation the lead came from.
   */
  extend?: (
    data: z.output<Schema>,
    request: { idempotencyKey: string | undefined },
  ) => Promise<LeadExtension>;
  /** Fields that are checked but never stored (a conversation's secret). */
  privateFields?: readonly string[];
  /** Team addresses to notify; defaults to NOTIFY_TO. */
  notifyTo?: (data: z.output<Schema>) => string[];
  /** The success answer's shape (SPEC 7 differs per endpoint). */
  answer: (message: string, id: string) => object;
};

/**
 * The one path every lead takes: bot check, validation, file check, then a durable
 * insert that also enqueues the e-mails, and only then the success answer.
 * Whatever is wrong with the input is thrown as a 4xx before the store is touched.
 */
export async function submitLead<Schema extends z.ZodType>(
  { config, store }: LeadContext,
  request: FastifyRequest,
  reply: FastifyReply,
  submission: LeadSubmission<Schema>,
) {
  const message = SUCCESS_MESSAGES[submission.type];
  const key = idempotencyKey(request);
  const body = typeof submission.body === "object" && submission.body !== null ? submission.body : {};

  if (looksLikeBot(body as Record<string, unknown>, config.formMinFillMs)) {
    request.log.info({ leadType: submission.type }, "discarded a submission that looks automated");
    return reply.code(201).send(submission.answer(message, randomUUID()));
  }

  const parsed = submission.schema.safeParse(submission.body);
  const problems: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  if (parsed.success) Object.assign(problems, submission.check?.(parsed.data) ?? {});
  // Issue 13: where the lead came from, checked like the form's own fields.
  const attribution = attributionSchema.safeParse(attributionPart(submission.body));
  if (!attribution.success) Object.assign(problems, zodFieldErrors(attribution.error));
  const rule = submission.file;
  if (rule?.required && !rule.upload) problems[rule.field] ??= `${rule.label} is required`;
  if (!parsed.success || !attribution.success || Object.keys(problems).length > 0) {
    throw new ApiError(400, "Some fields are missing or invalid.", problems);
  }
  const data = parsed.data as z.output<Schema> & { name: string; email: string };

  const attachments: NewAttachment[] = [];
  if (rule?.upload) {
    const detected = await detectFileKind(rule.upload.bytes);
    if (!detected || !rule.allowed.includes(detected.kind)) {
      throw new ApiError(415, `${rule.label} must be one of: ${rule.allowed.join(", ").toUpperCase()}.`, {
        [rule.field]: `${rule.label} is not an allowed file type`,
      });
    }
    if (ZIP_BASED.has(detected.kind)) {
      const contents = await checkZipContents(rule.upload.bytes);
      if (!contents.ok && contents.reason === "bomb") {
        throw new ApiError(413, `${rule.label} unpacks to far more than its size and cannot be accepted.`, {
          [rule.field]: `${rule.label} unpacks to far more than its size; please send the document itself`,
        });
      }
      if (!contents.ok) {
        throw new ApiError(
          415,
          `${rule.label} is damaged or not a valid ${detected.kind.toUpperCase()} file.`,
          {
            [rule.field]: `${rule.label} is damaged or not a valid document`,
          },
        );
      }
    }
    attachments.push({
      filename: sanitizeFilename(rule.upload.filename, detected.extensions, rule.field),
      contentType: detected.contentType,
      bytes: rule.upload.bytes,
    });
  }

  const fileSha256 = rule?.upload ? createHash("sha256").update(rule.upload.bytes).digest("hex") : undefined;
  const extension = (await submission.extend?.(data, { idempotencyKey: key })) ?? {};
  const stored: JsonObject = { ...(data as JsonObject) };
  for (const field of submission.privateFields ?? []) delete stored[field];
  const result = await store
    .insertLead({
      type: submission.type,
      name: data.name,
      email: data.email,
      payload: { ...stored, ...extension.fields },
      attribution: attribution.data,
      conversationId: extension.conversationId,
      idempotencyKey: key,
      requestHash: key ? requestFingerprint(submission.type, data, fileSha256) : undefined,
      attachments,
      outbox: [
        {
          kind: "notify-team",
          payload: { to: submission.notifyTo?.(data) ?? config.notifyTo, leadType: submission.type },
        },
        // Carries nothing the visitor typed except their name (issue 5).
        {
          kind: "confirm-visitor",
          payload: {
            to: data.email,
            mailbox: mailboxKey(data.email),
            name: data.name,
            leadType: submission.type,
          },
        },
        // Issue 7: the signed webhook to WEBHOOK_URL, when configured (server/admin/webhook.ts).
        ...webhookOutboxMessages(config),
      ],
    })
    .catch(async (error: unknown) => {
      await extension.release?.().catch(() => {});
      throw error;
    });
  if (result.outcome === "replayed") {
    if (!result.sameRequest) {
      throw new ApiError(422, "This Idempotency-Key was already used for a different submission.");
    }
    reply.header("idempotent-replayed", "true");
  }
  return reply.code(201).send(submission.answer(message, result.id));
}
