import type { FastifyRequest } from "fastify";

/**
 * What the request log keeps of a request. A query string can carry what must not sit in
 * logs for weeks: the inbox search (`q`, often an e-mail address), the `since` of a CRM
 * sync, the `signature` that makes an attachment link work without signing in (issue 28,
 * finding 9). So the log keeps the path and the query's parameter names, never their values.
 */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const names = url
    .slice(queryStart + 1)
    .split("&")
    .filter((pair) => pair.length > 0)
    .map((pair) => `${pair.split("=", 1)[0]}=[redacted]`);
  return names.length > 0 ? `${url.slice(0, queryStart)}?${names.join("&")}` : url.slice(0, queryStart);
}

/** Fastify's own request serializer (fastify/lib/logger-pino.js) with the URL cut down by urlForLog. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: urlForLog(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
