import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { createSseParser, type SseMessage } from "../../../app/chat/sse-parser.ts";
import { buildApp } from "../../../server/app.ts";
import type { ChatService } from "../../../server/chat/service.ts";
import { type Config, loadConfig } from "../../../server/config.ts";
import type { LiveSettings } from "../../../server/live/settings.ts";
import { createChatStore } from "../../../server/store/chat-store.ts";
import type { Database } from "../../../server/store/database.ts";
import type { LeadStore } from "../../../server/store/types.ts";
import { ADMIN_PASSWORD } from "./admin-app.ts";
import { scratchDataDir } from "./databases.ts";

/**
 * The live hand-off as production mounts it (server/app.ts) on a real store, listening on a
 * loopback port, so streams are real HTTP responses read as they arrive. The assistant is a
 * fixed answer: these tests are about who answers, not what.
 */

export const LIVE_ORIGIN = "http://127.0.0.1";
export const ASSISTANT_REPLY = "Here is what the assistant knows.";

export const fixedAssistant: ChatService = {
  modelEnabled: false,
  async answer(input) {
    const notFound = input.message.includes("unknowable");
    return {
      reply: ASSISTANT_REPLY,
      intent: notFound ? "not-found" : "test",
      kind: notFound ? "not-found" : "answer",
      offerHandoff: false,
      source: "rules",
      sources: [],
    };
  },
};

export type LiveInstance = {
  app: FastifyInstance;
  url: string;
  config: Config;
  close: () => Promise<void>;
};

export async function startLiveInstance(
  store: LeadStore,
  options: { settings: LiveSettings; databaseUrl?: string; env?: Record<string, string> },
): Promise<LiveInstance> {
  const scratch = scratchDataDir();
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: LIVE_ORIGIN,
    DATA_DIR: scratch.dataDir,
    BUILD_DIR: scratch.dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_FORMS_PER_MINUTE: "0",
    RATE_LIMIT_CHAT_PER_MINUTE: "0",
    ADMIN_PASSWORD,
    ...options.env,
  });
  const db = (store as LeadStore & { db: Kysely<Database> }).db;
  const app = await buildApp({
    config,
    store,
    chat: { service: fixedAssistant, store: createChatStore(db) },
    live: {
      settings: options.settings,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    close: async () => {
      await app.close();
      await scratch.dispose();
    },
  };
}

export const alwaysOpen = (joinTimeoutMs = 120_000): LiveSettings => ({
  hours: { kind: "always" },
  joinTimeoutMs,
  agentSeenMs: 60_000,
});

export type StreamReader = {
  messages: SseMessage[];
  /** Resolves with the first message (already received or still to come) that matches. */
  next(match: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
  status: number;
};

/** Opens an SSE response with fetch and collects its messages. */
export async function openStream(url: string, headers: Record<string, string>): Promise<StreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const messages: SseMessage[] = [];
  const waiters: { match: (message: SseMessage) => boolean; resolve: (message: SseMessage) => void }[] = [];
  const parser = createSseParser((message) => {
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  if (response.ok && response.body) {
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
          parser.push(decoder.decode(chunk, { stream: true }));
      } catch {
        // aborted
      }
    })();
  }
  return {
    messages,
    status: response.status,
    next(match, timeoutMs = 5000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no matching stream message in time")), timeoutMs);
        waiters.push({
          match,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      });
    },
    close() {
      controller.abort();
    },
  };
}

/** The `live` events' payloads of a stream. */
export function liveEvents(
  reader: StreamReader,
): { seq: number; type: string; text?: string; status?: string; sender?: string; author?: string | null }[] {
  return reader.messages
    .filter((message) => message.event === "live")
    .map((message) => JSON.parse(message.data));
}

export async function signInAt(
  url: string,
): Promise<{ cookie: string; csrfToken: string; headers: Record<string, string> }> {
  const response = await fetch(`${url}/admin/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: LIVE_ORIGIN },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, csrfToken, headers: { cookie, "x-csrf-token": csrfToken, origin: LIVE_ORIGIN } };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: LIVE_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function putJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: LIVE_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
