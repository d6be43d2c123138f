import { randomBytes, scryptSync } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import { type Clock, PASSWORD_HASH_SETTING, SESSION_COOKIE } from "../../../server/admin/auth.ts";
import { adminPlugin } from "../../../server/admin/index.ts";
import { apiPlugin } from "../../../server/api/index.ts";
import { type Config, loadConfig } from "../../../server/config.ts";
import { type AdminStore, createAdminStore } from "../../../server/store/admin-store.ts";
import { type ChatStore, chatConversationHooks, createChatStore } from "../../../server/store/chat-store.ts";
import type { Database } from "../../../server/store/database.ts";
import type { QueryReader } from "../../../server/store/sqlite-reader.ts";
import type { LeadStore } from "../../../server/store/types.ts";
import { SITE_ORIGIN, TEAM } from "./api.ts";
import { scratchDataDir } from "./databases.ts";
import { createTestStore, type StoreKind, type TestStore } from "./stores.ts";

export const ADMIN_PASSWORD = "correct horse battery staple";
export const ADMIN_TOKEN = "admin-token-for-tests-0123456789abcdef";

/** A scrypt hash in the stored format (server/admin/secrets.ts) with N = 2^10 instead of 2^15. */
function lowCostHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N: 1024, r: 8, p: 1 });
  return ["scrypt", 1024, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** A clock tests move by hand. */
export function manualClock(
  start = new Date(),
): Clock & { set: (date: Date) => void; advance: (ms: number) => void } {
  let now = start;
  return {
    now: () => new Date(now),
    set: (date) => {
      now = date;
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export type TestAdmin = {
  app: FastifyInstance;
  store: LeadStore & { db: Kysely<Database> };
  adminStore: AdminStore;
  /** The support chat's transcripts in the same database (chat leads copy theirs). */
  chatStore: ChatStore;
  config: Config;
  uiDir: string;
  testStore: TestStore;
  close: () => Promise<void>;
};

/**
 * The lead API and the admin plugin as production mounts them, on a real store of the
 * given kind, driven through app.inject(). The admin screens are a stand-in page.
 */
export async function startTestAdmin(
  kind: StoreKind,
  env: Record<string, string> = {},
  options: {
    clock?: Clock;
    buildUi?: boolean;
    secondInstanceOf?: TestAdmin;
    /**
     * Stores a low-cost scrypt hash of ADMIN_PASSWORD (the stored hash wins, and carries its
     * own parameters), for tests that check dozens of passwords: the production cost of
     * ~100 ms each would make them slow on a shared machine without changing what they show.
     */
    fastPasswordCheck?: boolean;
  } = {},
): Promise<TestAdmin> {
  // A second instance opens its own connection to the first one's database, as a
  // second server process would.
  const first = options.secondInstanceOf;
  const testStore: TestStore = first
    ? await (async () => {
        const reopened = await first.testStore.reopen();
        return { ...first.testStore, store: reopened, dispose: () => reopened.close() };
      })()
    : await createTestStore(kind);
  const store = testStore.store as LeadStore & { db: Kysely<Database> };
  const scratch = scratchDataDir();
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: SITE_ORIGIN,
    DATA_DIR: testStore.location.dataDir ?? scratch.dataDir,
    NOTIFY_TO: TEAM.join(","),
    RATE_LIMIT_FORMS_PER_MINUTE: "0",
    FORM_MIN_FILL_MS: "0",
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD,
    ADMIN_TOKEN,
    ...env,
  });
  const uiDir = path.join(scratch.dataDir, "admin-ui");
  if (options.buildUi !== false) {
    mkdirSync(path.join(uiDir, "assets"), { recursive: true });
    writeFileSync(
      path.join(uiDir, "index.html"),
      '<!doctype html><html><head><meta name="robots" content="noindex"><script type="module" src="/admin/assets/admin-test.js"></script></head><body><div id="admin"></div></body></html>',
    );
    writeFileSync(path.join(uiDir, "assets", "admin-test.js"), "console.log('admin');\n");
  }
  // As server/main.ts builds it: on SQLite, the inbox's long reads go to the store's read thread.
  const adminStore = createAdminStore(store.db, store.dialect, {
    conversations: chatConversationHooks,
    reader: (store as { reader?: QueryReader }).reader,
  });
  if (options.fastPasswordCheck) {
    await adminStore.setSetting(PASSWORD_HASH_SETTING, lowCostHash(config.adminPassword ?? ADMIN_PASSWORD));
  }
  const app = Fastify({ logger: false });
  const chatStore = createChatStore(store.db);
  await app.register(apiPlugin, { prefix: "/api", config, store, conversations: chatStore });
  await app.register(adminPlugin, {
    prefix: "/admin",
    config,
    store,
    adminStore,
    uiDir,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    store,
    adminStore,
    chatStore,
    config,
    uiDir,
    testStore,
    close: async () => {
      await app.close();
      await testStore.dispose();
      await scratch.dispose();
    },
  };
}

export type Session = { cookie: string; csrfToken: string; headers: Record<string, string> };

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

/** Signs in through the API as the browser would; headers carry the cookie, CSRF token and Origin. */
export async function signIn(app: FastifyInstance, password = ADMIN_PASSWORD): Promise<Session> {
  const response = await app.inject({
    method: "POST",
    url: "/admin/api/session",
    headers: { "content-type": "application/json", origin: SITE_ORIGIN },
    payload: JSON.stringify({ password }),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error("sign-in set no session cookie");
  const csrfToken = response.json().csrfToken as string;
  return { cookie, csrfToken, headers: { cookie, "x-csrf-token": csrfToken, origin: SITE_ORIGIN } };
}

export function bearer(token = ADMIN_TOKEN): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
