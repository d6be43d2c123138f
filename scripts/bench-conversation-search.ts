import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { indexChatMessages } from "../server/store/chat-message-index.ts";
import type { ChatTables } from "../server/store/chat-store.ts";
import { createChatStore } from "../server/store/chat-store.ts";
import type { Database } from "../server/store/database.ts";
import { normaliseForSearch } from "../server/store/lead-search.ts";
import { openPostgresStore } from "../server/store/postgres-store.ts";
import { openSqliteStore } from "../server/store/sqlite-store.ts";
import type { LeadStore } from "../server/store/types.ts";
import { startServer } from "./durability-server.ts";

/**
 * npm run bench:conversation-search — issue 28 finding 3 ("after 120,000 new messages the
 * search took 20.2 s, and a lead submitted meanwhile waited the same 20.2 s"), on SQLite and
 * PostgreSQL:
 *  1. MESSAGES chat messages (10 turns a conversation) stored as the chat stores them, with
 *     their search text computed on write; the first turn of each conversation goes through
 *     ChatStore.appendTurn itself, the rest in bulk with the same values, to keep the set-up short;
 *  2. the real server (server/main.ts) on 127.0.0.1: the inbox's conversation search through
 *     the CRM API (GET /admin/api/conversations?q=…, which also counts the matches), the first
 *     search after start and then SEARCHES more, for a rare word, a common one and one that
 *     is nowhere;
 *  3. leads (POST /api/contact) sent one after another, first on an idle server and then while
 *     searches run back to back, with their answer times;
 *  4. the index job's work on the same number of messages stored before search text was
 *     computed on write (a store upgraded from an earlier version): the time of each batch,
 *     which is how long it holds the store (and, on SQLite, the event loop) at most.
 *
 * Env: BENCH_MESSAGES (120000), BENCH_SEARCHES (10), BENCH_LEADS (40), BENCH_STORES
 * ("sqlite,postgres"), BENCH_POSTGRES_ADMIN_URL (a scratch database is created and dropped there).
 */

const MESSAGES = Math.min(Number(process.env.BENCH_MESSAGES ?? 120_000), 1_000_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10);
const LEADS = Number(process.env.BENCH_LEADS ?? 40);
const STORES = (process.env.BENCH_STORES ?? "sqlite,postgres").split(",").map((name) => name.trim());
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TURNS_PER_CONVERSATION = 10;
const ADMIN_TOKEN = randomBytes(32).toString("hex");

const QUESTIONS = [
  "Do you build mobile apps for retail shops?",
  "How long does a machine learning project usually take?",
  "Can you integrate a chatbot with our existing CRM?",
  "What does a proof of concept cost?",
  "Are you hiring data engineers in London?",
  "Which cloud providers do you work with?",
  "Could you help us forecast demand for our warehouse?",
  "Do you sign an NDA before we share our data?",
];
const REPLY =
  "We do. Our team builds that kind of project in three to six months; the [services page](/services) has the details, and a [quote](#get-quote) takes a day.";

type SeededStore = { store: LeadStore & { db: Kysely<Database> }; close: () => Promise<void> };

async function scratchDatabase(kind: string) {
  if (kind !== "postgres") return { url: undefined, drop: async () => {} };
  const name = `chat_search_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function openStore(kind: string, dataDir: string, url: string | undefined): Promise<SeededStore> {
  const store = (
    kind === "postgres"
      ? await openPostgresStore({ connectionString: url as string })
      : await openSqliteStore({ dataDir })
  ) as LeadStore & { db: Kysely<Database> };
  return { store, close: () => store.close() };
}

/** MESSAGES messages; `indexed` false stores them as an earlier version did (no search text). */
async function seed(db: Kysely<Database>, indexed: boolean) {
  const chats = createChatStore(db);
  const tables = db.withTables<ChatTables>();
  const conversations = Math.ceil(MESSAGES / (2 * TURNS_PER_CONVERSATION));
  const start = Date.now() - 30 * 24 * 3600_000;
  for (let first = 0; first < conversations; first += 100) {
    const ids: string[] = [];
    for (let index = first; index < Math.min(first + 100, conversations); index++) {
      const id = randomUUID();
      ids.push(id);
      const at = new Date(start + index * 60_000);
      const question = `${QUESTIONS[index % QUESTIONS.length]}${index % 997 === 0 ? " Our zeppelin fleet needs it." : ""}`;
      if (indexed) {
        await chats.appendTurn({
          conversationId: id,
          user: { text: question, at },
          reply: { text: REPLY, at: new Date(at.getTime() + 1000) },
        });
      } else {
        await tables
          .insertInto("chat_conversations")
          .values({ id, message_count: 2, created_at: at.toISOString(), updated_at: at.toISOString() })
          .execute();
      }
    }
    await tables.transaction().execute(async (trx) => {
      for (const [offset, id] of ids.entries()) {
        const at = start + (first + offset) * 60_000;
        const rows = [];
        for (let seq = indexed ? 3 : 1; seq <= 2 * TURNS_PER_CONVERSATION; seq++) {
          const sender = seq % 2 === 1 ? ("user" as const) : ("ai" as const);
          const text = sender === "user" ? QUESTIONS[(first + offset + seq) % QUESTIONS.length] : REPLY;
          rows.push({
            id: randomUUID(),
            conversation_id: id,
            seq,
            sender,
            text: text ?? "",
            meta: null,
            created_at: new Date(at + seq * 1000).toISOString(),
            search_text: indexed ? normaliseForSearch(text ?? "") : null,
            indexed: indexed ? 1 : 0,
          });
        }
        await trx.insertInto("chat_messages").values(rows).execute();
        await trx
          .updateTable("chat_conversations")
          .set({ message_count: 2 * TURNS_PER_CONVERSATION })
          .where("id", "=", id)
          .execute();
      }
    });
  }
}

const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return performance.now() - started;
}

async function measureServer(kind: string, dataDir: string, databaseUrl: string | undefined) {
  const server = await startServer({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { ADMIN_TOKEN, RATE_LIMIT_FORMS_PER_MINUTE: "0" },
  });
  try {
    const search = (q: string) =>
      timed(() =>
        fetch(`${server.url}/admin/api/conversations?q=${encodeURIComponent(q)}`, {
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        }),
      );
    const lead = (index: number) =>
      timed(() =>
        fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: JSON.stringify({
            name: "Bench Visitor",
            email: `bench${index}@example.com`,
            subject: "Bench",
            message: "A lead sent while the inbox searches.",
          }),
        }),
      );
    const first = await search("warehouse");
    const searches: Record<string, number[]> = { zeppelin: [], warehouse: [], nowhere: [] };
    for (let run = 0; run < SEARCHES; run++) {
      for (const term of Object.keys(searches))
        searches[term]?.push(await search(term === "nowhere" ? "quasar" : term));
    }
    const idle: number[] = [];
    for (let index = 0; index < LEADS; index++) idle.push(await lead(index));
    let searching = true;
    const duringSearches: number[] = [];
    const searchLoop = (async () => {
      let count = 0;
      while (searching) {
        await search(count++ % 2 === 0 ? "warehouse" : "quasar");
      }
      return count;
    })();
    for (let index = 0; index < LEADS; index++) {
      duringSearches.push(await lead(LEADS + index));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    searching = false;
    const searchesMeanwhile = await searchLoop;
    console.log(`\n${kind}: the first search after start ("warehouse"): ${ms(first)}`);
    for (const [term, runs] of Object.entries(searches)) {
      console.log(
        `  search "${term === "nowhere" ? "quasar" : term}" (${term === "zeppelin" ? "a few conversations" : term === "warehouse" ? "every conversation" : "none"}): median ${ms(percentile(runs, 0.5))}, max ${ms(Math.max(...runs))}`,
      );
    }
    console.log(
      `  a lead on an idle server: median ${ms(percentile(idle, 0.5))}, max ${ms(Math.max(...idle))}; while searches ran back to back (${searchesMeanwhile} of them): median ${ms(percentile(duringSearches, 0.5))}, max ${ms(Math.max(...duringSearches))}`,
    );
  } finally {
    await server.stop();
  }
}

async function measureIndexJob(kind: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-chat-index-bench-"));
  const scratch = await scratchDatabase(kind);
  try {
    const { store, close } = await openStore(kind, dataDir, scratch.url);
    try {
      await seed(store.db, false);
      const batches: number[] = [];
      const started = performance.now();
      for (;;) {
        const batchStarted = performance.now();
        const indexed = await indexChatMessages(store.db);
        if (indexed === 0) break;
        batches.push(performance.now() - batchStarted);
      }
      console.log(
        `  index job on ${MESSAGES.toLocaleString("en-GB")} messages stored before indexing on write: ${batches.length} batches in ${ms(performance.now() - started)} (without its pauses); a batch: median ${ms(percentile(batches, 0.5))}, max ${ms(Math.max(...batches))}`,
      );
    } finally {
      await close();
    }
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const kind of STORES) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-chat-search-bench-"));
  const scratch = await scratchDatabase(kind);
  try {
    const seeded = await openStore(kind, dataDir, scratch.url);
    const seedStarted = performance.now();
    await seed(seeded.store.db, true);
    console.log(
      `${kind}: ${MESSAGES.toLocaleString("en-GB")} messages stored with their search text in ${ms(performance.now() - seedStarted)}`,
    );
    await seeded.close();
    await measureServer(kind, dataDir, scratch.url);
    await measureIndexJob(kind);
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
