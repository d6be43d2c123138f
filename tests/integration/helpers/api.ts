import Fastify, { type FastifyInstance } from "fastify";
import { apiPlugin } from "../../../server/api/index.ts";
import { type Config, loadConfig } from "../../../server/config.ts";
import type { LeadStore } from "../../../server/store/types.ts";
import { scratchDataDir } from "./databases.ts";
import { createTestStore, type StoreKind } from "./stores.ts";

export const SITE_ORIGIN = "https://meridian-ai.example";
export const TEAM = ["team@meridian-ai.example", "sales@meridian-ai.example"];

export type TestApi = { app: FastifyInstance; store: LeadStore; config: Config; close: () => Promise<void> };

/**
 * The lead API as it runs in production (the real plugin, a real store of the given
 * kind), mounted on its own Fastify instance and driven through app.inject().
 * The minimum fill time is off unless a test asks for it, so tests can post at once.
 */
export async function startTestApi(kind: StoreKind, env: Record<string, string> = {}): Promise<TestApi> {
  const testStore = await createTestStore(kind);
  const scratch = scratchDataDir();
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: SITE_ORIGIN,
    DATA_DIR: testStore.location.dataDir ?? scratch.dataDir,
    NOTIFY_TO: TEAM.join(","),
    RATE_LIMIT_FORMS_PER_MINUTE: "0",
    FORM_MIN_FILL_MS: "0",
    LOG_LEVEL: "silent",
    ...env,
  });
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, { prefix: "/api", config, store: testStore.store });
  await app.ready();
  return {
    app,
    store: testStore.store,
    config,
    close: async () => {
      await app.close();
      await testStore.dispose();
      await scratch.dispose();
    },
  };
}

export type FilePart = { field: string; filename: string; bytes: Buffer; type?: string };

/** A multipart/form-data body exactly as a browser's FormData would send it. */
export async function multipartBody(fields: Record<string, string>, fileParts: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of fileParts) {
    form.append(
      part.field,
      new Blob([new Uint8Array(part.bytes)], { type: part.type ?? "application/octet-stream" }),
      part.filename,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type") ?? "" },
  };
}

export async function postMultipart(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  fileParts: FilePart[] = [],
  headers: Record<string, string> = {},
) {
  const body = await multipartBody(fields, fileParts);
  return app.inject({ method: "POST", url, payload: body.payload, headers: { ...body.headers, ...headers } });
}

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
}
