import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Fastify from "fastify";
import { MAX_HISTORY_ITEMS, MAX_MESSAGE_CHARS } from "../app/chat/limits.ts";
import { createAnswerer } from "../server/chat/answerer.ts";
import {
  MAX_ANSWERED_REPLY_CHARS,
  MAX_ANSWERED_TURN_CHARS,
  MAX_ANSWERED_VISITOR_TURNS,
} from "../server/chat/bounded-history.ts";
import type { HistoryItem } from "../server/chat/conversation.ts";
import { chatPlugin } from "../server/chat/plugin.ts";
import { createChatService } from "../server/chat/service.ts";
import { loadConfig } from "../server/config.ts";
import { createChatStore } from "../server/store/chat-store.ts";
import { openSqliteStore } from "../server/store/sqlite-store.ts";

/**
 * npm run bench:chat-history — issue 28 finding 5 ("A crafted 20-item chat history costs about
 * 0.41 s of event-loop time per request against 44 ms normally"): the event-loop time of one
 * POST /api/chat (the real plugin and answerer, a SQLite transcript
 * store, Fastify inject) for
 *  - an ordinary first question;
 *  - the worst request the API accepts: MAX_HISTORY_ITEMS history items and a message, each
 *    MAX_MESSAGE_CHARS long, of the site's own words, never seen before (so nothing the
 *    answerer remembered helps);
 *  - the same history with a short question, which isolates what the history costs;
 *  - messages of several lengths without history (what the message alone costs);
 *  - the same worst request handed to the chat service whole, as it was before the bound.
 * Event-loop time is the busy time of the loop while one request runs (performance's
 * eventLoopUtilization), with nothing else running. Median and max of BENCH_RUNS (8).
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const WORDS = (
  "mobile app python react healthcare retail logistics machine learning model cost price quote " +
  "project timeline months team hire careers remote london office hours blog post case study " +
  "chatbot assistant cloud aws data pipeline security privacy policy contact email phone consultation " +
  "forecast demand warehouse integration crm api startup enterprise fintech education platform"
).split(" ");

let seed = 20_261_207;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
let serial = 0;
/** `length` characters of the site's words, each text different (a serial number leads it). */
function text(length: number): string {
  let out = `${++serial}`;
  while (out.length < length) out += ` ${WORDS[Math.floor(random() * WORDS.length)]}`;
  return out.slice(0, length).trim();
}

function worstHistory(): HistoryItem[] {
  return Array.from({ length: MAX_HISTORY_ITEMS }, (_, index) => ({
    text: text(MAX_MESSAGE_CHARS),
    sender: index % 2 === 0 ? "user" : "ai",
  }));
}

const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
};

/** The loop's busy time while `work` runs, in ms. */
async function busyTime(work: () => Promise<unknown>): Promise<number> {
  const before = performance.eventLoopUtilization();
  await work();
  const used = performance.eventLoopUtilization(before);
  return used.active;
}

async function measure(label: string, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await busyTime(work));
  console.log(
    `${label.padEnd(66)} median ${percentile(times, 0.5).toFixed(0).padStart(5)} ms, max ${Math.max(...times)
      .toFixed(0)
      .padStart(5)} ms`,
  );
  return times;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-chat-history-bench-"));
const store = await openSqliteStore({ dataDir });
const knowledge = createAnswerer();
const service = createChatService(knowledge);
const app = Fastify({ logger: false });
await app.register(chatPlugin, {
  prefix: "/api",
  config: loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_CHAT_PER_MINUTE: "0", LOG_LEVEL: "silent" }),
  store: createChatStore(store.db),
  chat: service,
});
await app.ready();

const post = async (payload: object) => {
  const response = await app.inject({ method: "POST", url: "/api/chat", payload });
  if (response.statusCode !== 200) throw new Error(`POST /api/chat answered ${response.statusCode}`);
};

console.log(
  `POST /api/chat, event-loop time per request (bound: last ${MAX_ANSWERED_VISITOR_TURNS} visitor turns of at most ${MAX_ANSWERED_TURN_CHARS} characters and the last reply of at most ${MAX_ANSWERED_REPLY_CHARS}):`,
);
// Warm-up: the first answers compile the answerer's code paths.
for (let run = 0; run < 10; run++) await post({ message: text(80), history: [] });

await measure("an ordinary first question (80 characters, no history)", () =>
  post({ message: text(80), history: [] }),
);
const worst = await measure(
  `the worst accepted: ${MAX_HISTORY_ITEMS} history items and a message, ${MAX_MESSAGE_CHARS} characters each`,
  () => post({ message: text(MAX_MESSAGE_CHARS), history: worstHistory() }),
);
await measure(`the worst history with a short question (80 characters)`, () =>
  post({ message: text(80), history: worstHistory() }),
);
for (const length of [200, 500, 1000, MAX_MESSAGE_CHARS])
  await measure(`a message of ${length} characters alone`, () =>
    post({ message: text(length), history: [] }),
  );
await measure("the worst accepted, handed to the answerer whole (before the bound)", () =>
  service.answer({ message: text(MAX_MESSAGE_CHARS), history: worstHistory() }),
);
console.log(
  `\nWorst case with the bound: ${Math.max(...worst).toFixed(0)} ms of event-loop time for one request (goal: at most 100 ms).`,
);

await app.close();
await store.close();
rmSync(dataDir, { recursive: true, force: true });
