import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A Server-Sent Events answer on the raw socket. Fastify lets go of the reply (hijack), so
 * the stream is written here: the headers that keep proxies from buffering or transforming
 * it (X-Accel-Buffering for nginx; docs/OPERATIONS.md for the rest), a comment every
 * HEARTBEAT_MS so idle timeouts (the server's own, ADR 802, and a proxy's) never fire on a
 * quiet conversation, and `retry` so a browser's EventSource comes back quickly.
 */

export const HEARTBEAT_MS = 15_000;
const RETRY_MS = 2000;

export type SseStream = {
  send(event: string, data: unknown, id?: number): void;
  /** Resolves when the client goes away (or the server closes the stream). */
  closed: Promise<void>;
  close(): void;
};

export function openSse(
  request: FastifyRequest,
  reply: FastifyReply,
  extraHeaders: Record<string, string> = {},
): SseStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-store, no-transform",
    "x-accel-buffering": "no",
    "x-content-type-options": "nosniff",
    connection: "keep-alive",
    ...extraHeaders,
  });
  // The socket's idle timeout would close a quiet stream; the heartbeat keeps it alive instead.
  request.raw.socket.setTimeout(0);
  request.raw.socket.setNoDelay(true);
  raw.write(`retry: ${RETRY_MS}\n: open\n\n`);
  let finished = false;
  let resolveClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  const heartbeat = setInterval(() => {
    if (!finished) raw.write(": ping\n\n");
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const finish = () => {
    if (finished) return;
    finished = true;
    clearInterval(heartbeat);
    resolveClosed();
  };
  raw.on("close", finish);
  raw.on("error", finish);
  return {
    send(event, data, id) {
      if (finished) return;
      raw.write(`${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    closed,
    close() {
      if (finished) return;
      finish();
      raw.end();
    },
  };
}

/** The event a stream resumes after: the Last-Event-ID header (a browser's reconnect) or `?after=`. */
export function resumeAfter(request: FastifyRequest): number {
  const header = request.headers["last-event-id"];
  const query = (request.query as Record<string, unknown> | undefined)?.after;
  const text = typeof header === "string" && header !== "" ? header : typeof query === "string" ? query : "0";
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
}
