import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * An answer given before the request body has all arrived (a 413 for a body over its
 * limit, a 429 or 403 from a hook) must not close the connection under a client still
 * sending: the peer's kernel answers the unread bytes with a reset, and a client such as
 * Node's fetch then sees EPIPE or ECONNRESET instead of the answer (issue 28, finding 13).
 * So the rest of the body is read and thrown away, and the connection stays usable; only
 * a body past DISCARD_LIMIT_BYTES (declared or sent) has its connection cut.
 */
export const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;

/** onSend hook: keeps the connection open and drains what is left of the request body. */
export function discardUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > DISCARD_LIMIT_BYTES) {
    reply.header("connection", "close");
    return;
  }
  // Fastify asks for the connection to be closed after a refused body; reading it to the
  // end instead keeps the framing intact, so the connection can carry the next request.
  reply.removeHeader("connection");
  raw.unpipe();
  let discarded = 0;
  raw.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) raw.socket.destroy();
  });
  raw.on("error", () => {});
  raw.resume();
}
