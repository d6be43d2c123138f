import { z } from "zod";
import { CONVERSATION_TOKEN_PATTERN } from "../../app/chat/limits.ts";
import { MAX_LIVE_MESSAGE_CHARS } from "../../app/chat/live-protocol.ts";
import { sitePathField } from "../../app/schemas/attribution.ts";
import { ATTRIBUTION_MAX_LENGTH } from "../../app/schemas/lead-metadata.ts";
import { ApiError } from "../api/errors.ts";

/** The live hand-off's request bodies, checked as the chat's are (server/chat/plugin.ts). */

const conversationId = z.uuid("conversationId must be a UUID.");
const conversationToken = z
  .string("conversationToken must be text.")
  .regex(CONVERSATION_TOKEN_PATTERN, "conversationToken is not one this server issued.");
const page = sitePathField("page", ATTRIBUTION_MAX_LENGTH.sourcePage);

export const liveProofSchema = z.object({ conversationId, conversationToken });

export const liveRequestSchema = z
  .object({
    conversationId: conversationId.optional(),
    conversationToken: conversationToken.optional(),
    page,
  })
  .refine((body) => (body.conversationId === undefined) === (body.conversationToken === undefined), {
    error: "conversationId and conversationToken go together.",
    path: ["conversationToken"],
  });

export const liveMessageText = z
  .string("Please type a message.")
  .trim()
  .min(1, "Please type a message.")
  .max(
    MAX_LIVE_MESSAGE_CHARS,
    `A message can be at most ${MAX_LIVE_MESSAGE_CHARS.toLocaleString("en-GB")} characters.`,
  );

export const liveVisitorMessageSchema = z.object({
  conversationId,
  conversationToken,
  text: liveMessageText,
  page,
});

export const teamMessageSchema = z.object({ text: liveMessageText });

export const agentSchema = z.object({
  name: z
    .string("Please give the name visitors see.")
    .trim()
    .min(1, "Please give the name visitors see.")
    .max(60, "A name can be at most 60 characters."),
  available: z.boolean("available must be true or false."),
});

/** A saved reply's shortcut without its slash, as the URL names it ("hours" for /hours). */
export const shortcutNameSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,29}$/,
    "A shortcut is a slash and up to 30 lower-case letters, digits or dashes, such as /hours.",
  )
  .transform((name) => `/${name}`);

export const savedReplySchema = z.object({
  text: z.string().trim().min(1, "Please write the reply.").max(MAX_LIVE_MESSAGE_CHARS),
});

export const conversationParams = z.object({ id: conversationId });

/** Parses or answers 400 with the first message per field. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new ApiError(400, "The request body must be a JSON object.");
  return parseValue(schema, body);
}

export function parseValue<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "body");
    fields[field] ??= issue.message;
  }
  throw new ApiError(400, Object.values(fields)[0] ?? "Invalid request.", fields);
}
