import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, apiErrorHandler } from "../api/errors.ts";

/**
 * The lead API's error answers ({ error, fields? }, never a stack trace), plus one
 * the admin side needs: a deliberate 503 ("sign-in is not set up") keeps its message.
 */
export function adminErrorHandler(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError && error.statusCode === 503) {
    return reply.code(503).send({ error: error.message });
  }
  return apiErrorHandler(error, request, reply);
}
