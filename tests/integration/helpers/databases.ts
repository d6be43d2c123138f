import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Real databases for tests, isolated per test file so parallel runs never collide:
 * a fresh temporary directory for SQLite and a freshly created database on the local
 * PostgreSQL server (TEST_POSTGRES_URL, default the trust-auth server on 127.0.0.1).
 */

export const ADMIN_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type Scratch = { url: string; dataDir: string; dispose: () => Promise<void> };

export function scratchDataDir(): { dataDir: string; dispose: () => Promise<void> } {
  const dataDir = mkdtempSync(path.join(tmpdir(), "meridian-test-"));
  return { dataDir, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function scratchPostgresDatabase(): Promise<{ url: string; dispose: () => Promise<void> }> {
  const name = `meridian_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: ADMIN_POSTGRES_URL });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
