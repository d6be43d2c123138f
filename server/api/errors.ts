import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * A client error with the status and answer the API gives for it. Anything the
 * handlers reject is thrown as an ApiError, so the error handler below is the one
 * place that shapes error answers: `{ error, fields? }`, never a stack trace.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  /** Sent as Retry-After with a 429 or 503. */
  retryAfterSeconds: number | undefined;

  constructor(statusCode: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.statusCode = statusCode;
    this.fields = fields;
  }

  /** A 429 that says when to come back. */
  static tooMany(message: string, retryAfterSeconds: number): ApiError {
    const error = new ApiError(429, message);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }
}

/** Fastify's and its plugins' own client errors, in words a form can show or log. */
const FRIENDLY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body does not match its Content-Length.",
  FST_REQ_FILE_TOO_LARGE: "The file is larger than 10 MB.",
  FST_FILES_LIMIT: "Only one file may be attached.",
  FST_PARTS_LIMIT: "The form has too many parts.",
  FST_FIELDS_LIMIT: "The form has too many fields.",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Unsupported content type.",
};

export function apiErrorHandler(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  if (status >= 500 || status < 400) {
    request.log.error({ err: error }, "lead API request failed");
    return reply.code(500).send({ error: "Something went wrong on our side. Please try again later." });
  }
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
    return reply
      .code(status)
      .send(error.fields ? { error: error.message, fields: error.fields } : { error: error.message });
  }
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  // A malformed multipart body surfaces as a busboy error without a status of its own.
  const message = FRIENDLY_MESSAGES[code] ?? (status === 429 ? error.message : "Bad request.");
  return reply.code(status).send({ error: message });
}
