import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { IDEMPOTENCY_HEADER } from "../../app/schemas/anti-abuse.ts";
import { ApiError } from "./errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The optional Idempotency-Key header: a UUID, or absent (then every request is new). */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !UUID.test(value.trim())) {
    throw new ApiError(400, `${IDEMPOTENCY_HEADER} must be a UUID.`, {
      [IDEMPOTENCY_HEADER]: "Must be a UUID",
    });
  }
  return value.trim().toLowerCase();
}

/**
 * Fingerprint of what was submitted, so a key reused for a different submission is
 * told apart from an honest retry (which must get the original answer).
 */
export function requestFingerprint(type: string, fields: unknown, fileSha256?: string): string {
  return createHash("sha256")
    .update(JSON.stringify({ type, fields, file: fileSha256 ?? null }))
    .digest("hex");
}
