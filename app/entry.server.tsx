import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server.node";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Renders a page at build time (the site is prerendered; react-router.config.ts). A static page
 * is written whole, so the render waits for everything and no Suspense boundary is left for a
 * script to fill in: React otherwise moves a boundary larger than ~12.5 KB out of place, into a
 * hidden element that an inline script swaps in, and the page's content sits inside one
 * (root.tsx; issue 31). Without a script it would never be shown.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
