import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "./errors.ts";

/**
 * Each endpoint takes exactly one body type. Checked before the body is parsed:
 * Fastify would otherwise happily parse text/plain into a string, and the client
 * would get a confusing field error instead of 415.
 */
export function requireContentType(expected: "application/json" | "multipart/form-data") {
  return async function checkContentType(request: FastifyRequest, _reply: FastifyReply) {
    const mediaType = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (mediaType !== expected) {
      throw new ApiError(415, `Unsupported content type: send ${expected}.`);
    }
  };
}
