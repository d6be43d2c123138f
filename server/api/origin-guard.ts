import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "./errors.ts";

/**
 * Same-origin only. Browsers send Origin on every cross-site POST, so a request
 * whose Origin is present and not one of ours comes from another site's page (a
 * CSRF or a form-spam relay) and is refused. A request without Origin is not a
 * browser cross-site request (curl, a CRM, a server-side integration) and passes;
 * the other protections still apply to it. No CORS headers are ever granted.
 *
 * `refuseCrossSiteFetch` also refuses what the browser itself labels cross-site
 * (Sec-Fetch-Site), for the admin side, where no other site has any business.
 */
export function originCheck(
  allowedOrigins: readonly string[],
  { refuseCrossSiteFetch = false }: { refuseCrossSiteFetch?: boolean } = {},
) {
  const allowed = new Set(allowedOrigins.map((origin) => origin.toLowerCase()));
  return function assertAllowedOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin.toLowerCase())) {
      throw new ApiError(403, "Requests from this origin are not allowed.");
    }
    if (refuseCrossSiteFetch && request.headers["sec-fetch-site"] === "cross-site") {
      throw new ApiError(403, "Cross-site requests are not allowed.");
    }
  };
}

/** The origin check as an onRequest hook. */
export function originGuard(allowedOrigins: readonly string[]) {
  const assertAllowedOrigin = originCheck(allowedOrigins);
  return async function checkOrigin(request: FastifyRequest, _reply: FastifyReply) {
    assertAllowedOrigin(request);
  };
}
