import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type Answerer, createAnswerer } from "../../../server/chat/answerer.ts";
import { issueConversation } from "../../../server/chat/conversation-access.ts";
import { chatPlugin } from "../../../server/chat/plugin.ts";
import { type ChatService, createChatService } from "../../../server/chat/service.ts";
import { type Config, loadConfig } from "../../../server/config.ts";
import { type ChatStore, createChatStore } from "../../../server/store/chat-store.ts";
import type { Database } from "../../../server/store/database.ts";
import type { LeadStore } from "../../../server/store/types.ts";
import { SITE_ORIGIN } from "./api.ts";
import { createTestStore, type StoreKind } from "./stores.ts";

let knowledge: Answerer | undefined;

/** The chat's knowledge as the server builds it from the content, once per test file. */
export function sharedKnowledge(): Answerer {
  knowledge ??= createAnswerer();
  return knowledge;
}

export function chatStoreOf(store: LeadStore): ChatStore {
  return createChatStore((store as LeadStore & { db: Kysely<Database> }).db);
}

export type TestChatApi = {
  app: FastifyInstance;
  store: ChatStore;
  leadStore: LeadStore & { db: Kysely<Database> };
  config: Config;
  close: () => Promise<void>;
};

/**
 * POST /api/chat as it runs in production (the real plugin, a real store of the given kind,
 * the real index with its sentence vectors), on its own Fastify instance driven through app.inject(). The rate limit
 * is off unless a test sets RATE_LIMIT_CHAT_PER_MINUTE.
 */
export async function startChatApi(
  kind: StoreKind,
  env: Record<string, string> = {},
  service?: (config: Config) => ChatService,
): Promise<TestChatApi> {
  const testStore = await createTestStore(kind);
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: SITE_ORIGIN,
    DATA_DIR: testStore.location.dataDir ?? "/tmp",
    RATE_LIMIT_CHAT_PER_MINUTE: "0",
    LOG_LEVEL: "silent",
    ...env,
  });
  const store = chatStoreOf(testStore.store);
  const app = Fastify({ logger: false });
  await app.register(chatPlugin, {
    prefix: "/api",
    config,
    store,
    chat: service ? service(config) : createChatService(sharedKnowledge(), { model: config.chatModel }),
  });
  await app.ready();
  return {
    app,
    store,
    leadStore: testStore.store as LeadStore & { db: Kysely<Database> },
    config,
    close: async () => {
      await app.close();
      await testStore.dispose();
    },
  };
}

export type StoredTurn = { user: string; reply?: string; at?: Date; page?: string };

/**
 * A conversation stored as POST /api/chat creates one: a server-issued id and secret (only its
 * hash stored), with these turns. Answers what the widget keeps: the id and the secret.
 */
export async function storeProvenConversation(
  store: ChatStore,
  turns: readonly StoredTurn[],
): Promise<{ conversationId: string; conversationToken: string }> {
  const issued = issueConversation(randomUUID());
  let first = true;
  for (const turn of turns) {
    const at = turn.at ?? new Date();
    await store.appendTurn({
      conversationId: issued.conversationId,
      tokenHash: first ? issued.tokenHash : undefined,
      user: { text: turn.user, at, meta: turn.page ? { page: turn.page } : undefined },
      reply: { text: turn.reply ?? `Answer to: ${turn.user}`, at: new Date(at.getTime() + 1000) },
    });
    first = false;
  }
  return { conversationId: issued.conversationId, conversationToken: issued.token };
}
