import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "./errors.ts";

/**
 * Same-origin only. Browsers send Origin on every cross-site POST, so a request
 * whose Origin is present and not one of ours comes from another site's page (a
 * CSRF or a form-spam relay) and is refused. A request without Origin is not a
 * browser cross-site request (curl, a CRM, a server-side integration) and passes;
 * the other protections still apply to it. No CORS headers are ever granted.
 */
export function originGuard(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => origin.toLowerCase()));
  return async function checkOrigin(request: FastifyRequest, _reply: FastifyReply) {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!allowed.has(origin.toLowerCase())) {
      throw new ApiError(403, "Requests from this origin are not allowed.");
    }
  };
}
