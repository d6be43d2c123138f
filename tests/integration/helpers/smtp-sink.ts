import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback for the mail tests (issue 5: "E-mail tests against a
 * real SMTP server on loopback (`smtp-server`)"). It collects every message it accepts
 * and parses it just enough to check content: headers, text and HTML bodies, and
 * attachments as the exact bytes received.
 */

export type MimePart = {
  headers: Map<string, string>;
  contentType: string;
  /** Decoded body bytes of a leaf part. */
  body: Buffer;
  children: MimePart[];
};

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  raw: string;
  /** The top-level header block as received (unfolded lines not joined). */
  headerBlock: string;
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

export type SmtpSink = {
  port: number;
  url: string;
  /** Accepted messages. */
  messages: ReceivedMail[];
  /** Every message whose DATA arrived, before it was answered (accepted or not). */
  arrived: ReceivedMail[];
  /** Resolves when at least `count` messages have arrived. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

export type SmtpSinkOptions = {
  port?: number;
  /** Answer a message with an error instead of accepting it (e.g. a 451 or a 550). */
  refuse?: (mail: ReceivedMail, index: number) => { code: number; message: string } | undefined;
  /** Answer a recipient with an error. */
  refuseRecipient?: (address: string) => { code: number; message: string } | undefined;
  /** Wait this long before answering each message (to widen race windows). */
  delayMs?: number;
};

/** A loopback port that was free a moment ago (for "SMTP down, then up on the same port"). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const arrived: ReceivedMail[] = [];
  let seen = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      callback(refusal ? smtpError(refusal.code, refusal.message) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        const mail = parseMail(raw, {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        const index = seen++;
        arrived.push(mail);
        const finish = () => {
          const refusal = options.refuse?.(mail, index);
          if (refusal) return callback(smtpError(refusal.code, refusal.message));
          messages.push(mail);
          for (const waiter of waiters.splice(0)) waiter();
          callback(null, "queued");
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    arrived,
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------
// A small MIME reader: enough for what nodemailer writes.

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), adjacent ones joined. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, encoding: string, text: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text
        .replace(/_/g, " ")
        .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    });
}

function headerParams(value: string): { value: string; params: Map<string, string> } {
  const [first = "", ...rest] = value.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const params = new Map<string, string>();
  const continued = new Map<string, { index: number; text: string; encoded: boolean }[]>();
  for (const item of rest) {
    const equals = item.indexOf("=");
    if (equals < 0) continue;
    const key = item.slice(0, equals).trim().toLowerCase();
    let text = item.slice(equals + 1).trim();
    if (text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1).replace(/\\(.)/g, "$1");
    const match = /^([^*]+)\*(\d+)?(\*)?$/.exec(key);
    if (match) {
      const name = match[1] ?? key;
      const pieces = continued.get(name) ?? [];
      pieces.push({
        index: Number(match[2] ?? 0),
        text,
        encoded: Boolean(match[3]) || match[2] === undefined,
      });
      continued.set(name, pieces);
    } else {
      params.set(key, decodeHeader(text));
    }
  }
  // RFC 2231: name*0*=utf-8''%E2%80%A6; name*1*=…, or name*=utf-8''…
  for (const [name, pieces] of continued) {
    pieces.sort((a, b) => a.index - b.index);
    let charsetDone = false;
    const bytes: number[] = [];
    for (const piece of pieces) {
      let text = piece.text;
      if (piece.encoded && !charsetDone) {
        text = text.replace(/^[^']*'[^']*'/, "");
        charsetDone = true;
      }
      if (piece.encoded) {
        text.replace(/%([0-9A-Fa-f]{2})|([^%])/g, (_m, hex: string | undefined, char: string | undefined) => {
          if (hex) bytes.push(Number.parseInt(hex, 16));
          else if (char) bytes.push(...Buffer.from(char, "utf8"));
          return "";
        });
      } else {
        bytes.push(...Buffer.from(text, "utf8"));
      }
    }
    params.set(name, Buffer.from(bytes).toString("utf8"));
  }
  return { value: first.trim().toLowerCase(), params };
}

function decodeBody(body: string, encoding: string): Buffer {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      );
    default:
      return Buffer.from(body, "latin1");
  }
}

function parsePart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const headerBlock = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = parseHeaders(headerBlock);
  const contentType = headerParams(headers.get("content-type") ?? "text/plain");
  if (contentType.value.startsWith("multipart/")) {
    const boundary = contentType.params.get("boundary") ?? "";
    const sections = body.split(`--${boundary}`);
    const children = sections
      .slice(1)
      .filter((section) => !section.startsWith("--"))
      .map((section) => parsePart(section.replace(/^\r?\n/, "").replace(/\r?\n$/, "")));
    return { headers, contentType: contentType.value, body: Buffer.alloc(0), children };
  }
  return {
    headers,
    contentType: contentType.value,
    body: decodeBody(body, headers.get("content-transfer-encoding") ?? "7bit"),
    children: [],
  };
}

function leaves(part: MimePart): MimePart[] {
  return part.children.length === 0 ? [part] : part.children.flatMap(leaves);
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const root = parsePart(raw);
  let text = "";
  let html = "";
  const attachments: ReceivedMail["attachments"] = [];
  for (const leaf of leaves(root)) {
    const disposition = headerParams(leaf.headers.get("content-disposition") ?? "");
    if (disposition.value === "attachment") {
      const type = headerParams(leaf.headers.get("content-type") ?? "");
      attachments.push({
        filename: disposition.params.get("filename") ?? type.params.get("name") ?? "",
        contentType: leaf.contentType,
        content: leaf.body,
      });
    } else if (leaf.contentType === "text/plain" && !text) {
      text = leaf.body.toString("utf8").replace(/\r\n/g, "\n");
    } else if (leaf.contentType === "text/html" && !html) {
      html = leaf.body.toString("utf8").replace(/\r\n/g, "\n");
    }
  }
  return {
    envelope,
    raw,
    headerBlock: raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/))),
    headers: root.headers,
    subject: decodeHeader(root.headers.get("subject") ?? ""),
    messageId: root.headers.get("message-id") ?? "",
    text,
    html,
    attachments,
  };
}
