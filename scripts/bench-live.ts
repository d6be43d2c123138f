import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createSseParser } from "../app/chat/sse-parser.ts";
import { startServer } from "./durability-server.ts";

/**
 * npm run bench:live — issue 30: "1,000 concurrent open visitor streams on one instance,
 * message delivery p50/p99 from send to receipt and memory per stream; goal p99 at most
 * 100 ms on this machine".
 *
 * The production server (node server/main.ts, SQLite, the in-process bus) as a child
 * process; this process plays the team member and every visitor. It opens BENCH_STREAMS
 * (1,000) conversations, has the team member join each, opens one visitor stream per
 * conversation, and then sends BENCH_MESSAGES team replies at BENCH_RATE per second to
 * random conversations. Delivery time is from just before the team's POST to the moment the
 * visitor's stream hands over that message (the POST, the commit, the bus, the read, the
 * push). Memory per stream is the server's resident memory with the streams open minus
 * before, divided by the number of streams. Prints numbers; asserts nothing.
 */

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
/** Team POSTs in flight at most (a team's inbox does not open hundreds of connections). */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 32);
const PASSWORD = "bench-live-password";

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function inBatches<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-bench-live-"));
const server = await startServer({
  dataDir,
  startTimeoutMs: 120_000,
  env: {
    ADMIN_PASSWORD: PASSWORD,
    LIVE_CHAT_HOURS: "always",
    RATE_LIMIT_CHAT_PER_MINUTE: "0",
    LOG_LEVEL: "error",
  },
  // BENCH_DATABASE_URL: the same on PostgreSQL (LISTEN/NOTIFY) instead of the embedded SQLite.
  ...(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {}),
});
const pid = server.process.pid ?? 0;
const origin = server.url;
const json = { "content-type": "application/json", origin };

try {
  const signIn = await fetch(`${origin}/admin/api/session`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = (signIn.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const team = { ...json, cookie, "x-csrf-token": csrfToken };
  const teamNoBody = { origin, cookie, "x-csrf-token": csrfToken };
  await fetch(`${origin}/admin/api/live/me`, {
    method: "PUT",
    headers: team,
    body: JSON.stringify({ name: "Bench", available: true }),
  });

  console.log(`opening ${STREAMS} conversations and joining each…`);
  const conversations = await inBatches(STREAMS, 16, async () => {
    const response = await fetch(`${origin}/api/live/request`, { method: "POST", headers: json, body: "{}" });
    const body = (await response.json()) as {
      conversationId: string;
      conversationToken: string;
      seq: number;
    };
    const joined = await fetch(`${origin}/admin/api/live/conversations/${body.conversationId}/join`, {
      method: "POST",
      headers: teamNoBody,
    });
    const { conversation } = (await joined.json()) as { conversation: { lastSeq: number } };
    return { id: body.conversationId, token: body.conversationToken, lastSeq: conversation.lastSeq };
  });

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssBefore = rssKb(pid);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const postTimes: number[] = [];
  let failed = 0;
  let inFlight = 0;
  const waiting = new Map<string, () => void>();
  const controllers: AbortController[] = [];
  let ready = 0;
  const allReady = new Promise<void>((resolve) => {
    const opened = performance.now();
    void inBatches(STREAMS, 50, async (index) => {
      const conversation = conversations[index];
      if (!conversation) return;
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(`${origin}/api/live/conversations/${conversation.id}/stream`, {
        headers: {
          "x-conversation-token": conversation.token,
          "last-event-id": String(conversation.lastSeq),
        },
        signal: controller.signal,
      });
      const decoder = new TextDecoder();
      let counted = false;
      const parser = createSseParser((message) => {
        if (message.event === "ready" && !counted) {
          counted = true;
          ready += 1;
          if (ready === STREAMS) {
            console.log(`${STREAMS} streams open in ${Math.round(performance.now() - opened)} ms`);
            resolve();
          }
        }
        if (message.event !== "live") return;
        const text = (JSON.parse(message.data) as { text?: string }).text;
        if (!text) return;
        const start = sentAt.get(text);
        if (start === undefined) return;
        latencies.push(performance.now() - start);
        waiting.get(text)?.();
      });
      void (async () => {
        try {
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
            parser.push(decoder.decode(chunk, { stream: true }));
        } catch {
          // closed at the end
        }
      })();
    });
  });
  await allReady;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssWith = rssKb(pid);

  console.log(`sending ${MESSAGES} team replies at ${RATE}/s to random conversations…`);
  const interval = 1000 / RATE;
  const started = performance.now();
  const deliveries: Promise<void>[] = [];
  const loadStart = loadavg()[0] ?? 0;
  for (let index = 0; index < MESSAGES; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const conversation = conversations[Math.floor(Math.random() * conversations.length)];
    if (!conversation) continue;
    const text = `bench message ${index}`;
    deliveries.push(
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(text);
          resolve();
        }, 10_000);
        waiting.set(text, () => {
          clearTimeout(timer);
          waiting.delete(text);
          resolve();
        });
      }),
    );
    while (inFlight >= IN_FLIGHT) await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight += 1;
    const postStart = performance.now();
    sentAt.set(text, postStart);
    void fetch(`${origin}/admin/api/live/conversations/${conversation.id}/messages`, {
      method: "POST",
      headers: team,
      body: JSON.stringify({ text }),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        postTimes.push(performance.now() - postStart);
      })
      .catch(() => {
        failed += 1;
        waiting.get(text)?.();
      })
      .finally(() => {
        inFlight -= 1;
      });
  }
  const sendingMs = performance.now() - started;
  await Promise.all(deliveries);
  const sorted = [...latencies].sort((a, b) => a - b);
  const perStreamKb = (rssWith - rssBefore) / STREAMS;
  const posts = [...postTimes].sort((a, b) => a - b);
  console.log("");
  console.log(`streams open:              ${ready} of ${STREAMS}`);
  console.log(
    `messages delivered:        ${latencies.length} of ${MESSAGES} (offered ${RATE}/s, sent at ${((MESSAGES / sendingMs) * 1000).toFixed(0)}/s, ${failed} POSTs failed)`,
  );
  console.log(`send → receipt p50:        ${percentile(sorted, 50).toFixed(1)} ms`);
  console.log(`send → receipt p90:        ${percentile(sorted, 90).toFixed(1)} ms`);
  console.log(`send → receipt p99:        ${percentile(sorted, 99).toFixed(1)} ms`);
  console.log(`send → receipt max:        ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`);
  console.log(
    `team POST answered p50/p99: ${percentile(posts, 50).toFixed(1)} / ${percentile(posts, 99).toFixed(1)} ms`,
  );
  console.log(`server RSS without streams: ${(rssBefore / 1024).toFixed(1)} MB`);
  console.log(`server RSS with streams:    ${(rssWith / 1024).toFixed(1)} MB`);
  console.log(`memory per open stream:    ${perStreamKb.toFixed(1)} kB`);
  console.log(
    `load average (1 min) at start/end of sending: ${loadStart.toFixed(2)} / ${(loadavg()[0] ?? 0).toFixed(2)}`,
  );
  for (const controller of controllers) controller.abort();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
