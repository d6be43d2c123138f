import { IDEMPOTENCY_HEADER } from "../schemas/anti-abuse";

/**
 * Posts one lead to the API with XMLHttpRequest: unlike fetch, it reports upload
 * progress, which the forms with files show. JSON bodies go as application/json,
 * FormData as multipart (the browser writes the boundary).
 */

/** A failed submission: `status` 0 means the request never got an answer (network, timeout). */
export class SubmitError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(message: string, status: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = "SubmitError";
    this.status = status;
    this.fields = fields;
  }
}

export type PostLeadOptions = {
  url: string;
  body: FormData | Record<string, unknown>;
  idempotencyKey: string;
  onUploadProgress?: (loaded: number, total: number) => void;
  /** No answer after this long counts as a failure (a large upload on a slow line still fits). */
  timeoutMs?: number;
};

export const DEFAULT_TIMEOUT_MS = 120_000;

export function postLead({
  url,
  body,
  idempotencyKey,
  onUploadProgress,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: PostLeadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.timeout = timeoutMs;
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    if (onUploadProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
      };
    }
    request.onload = () => {
      const answer = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(answer);
        return;
      }
      const record = isRecord(answer) ? answer : {};
      const fields = isRecord(record.fields) ? stringValues(record.fields) : {};
      const message = typeof record.error === "string" ? record.error : `HTTP ${request.status}`;
      reject(new SubmitError(`${url} answered ${request.status}: ${message}`, request.status, fields));
    };
    request.onerror = () => reject(new SubmitError(`${url}: network error`, 0));
    request.ontimeout = () => reject(new SubmitError(`${url}: no answer within ${timeoutMs} ms`, 0));
    request.onabort = () => reject(new SubmitError(`${url}: request aborted`, 0));
    if (body instanceof FormData) {
      request.send(body);
    } else {
      request.setRequestHeader("Content-Type", "application/json");
      request.send(JSON.stringify(body));
    }
  });
}

/** The success text of an answer: SPEC §7 reads `data.message` for quotes, `message` otherwise. */
export function answerMessage(answer: unknown): string | undefined {
  if (!isRecord(answer)) return undefined;
  if (typeof answer.message === "string") return answer.message;
  if (isRecord(answer.data) && typeof answer.data.message === "string") return answer.data.message;
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (typeof value === "string") result[key] = value;
  return result;
}
