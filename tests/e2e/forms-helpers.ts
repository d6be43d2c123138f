import type { Page, Request } from "@playwright/test";

/** What the API's error handler answers for a 5xx (server/api/errors.ts). */
const SERVER_ERROR = { error: "Something went wrong on our side. Please try again later." };

/**
 * Every POST the page sends to `path` (fulfilled by a route or not), in order. A
 * pass-through route is installed too, because Chromium reports a multipart body with
 * a file only for intercepted requests.
 */
export async function recordPosts(page: Page, path: string): Promise<Request[]> {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) seen.push(request);
  });
  await page.route(
    (url) => url.pathname === path,
    (route) => route.continue(),
  );
  return seen;
}

/** The next POST to `path` is answered 500, as a failing server would; later ones reach the server. */
export async function failNextPost(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify(SERVER_ERROR) }),
    { times: 1 },
  );
}

/**
 * Holds POSTs to `path` until `release()` is called, then lets them through to the real
 * server, so a test can look at the form while it is submitting.
 */
export async function holdPosts(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** console.error messages the page logged. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** A small, real PDF (the API checks a file's bytes, not its name). */
export const pdfFile = (name = "resume.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
});

/** The value of one field in a multipart body as Chromium sent it. */
export function multipartField(request: Request, name: string): string | undefined {
  const body = request.postDataBuffer()?.toString("latin1") ?? "";
  const match = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body);
  return match?.[1];
}
