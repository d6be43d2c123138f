// @vitest-environment node
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupSqlite } from "../../scripts/backup.ts";
import { PASSWORD_HASH_SETTING } from "../../server/admin/auth.ts";
import { verifyPassword } from "../../server/admin/secrets.ts";
import { createAdminStore } from "../../server/store/admin-store.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import { scratchDataDir } from "./helpers/databases.ts";

/**
 * Issue 7: "`npm run admin:set-password`, stored as a scrypt/argon2 hash" and the operations
 * guide's "SQLite online backup of the file under DATA_DIR" (`npm run backup`).
 */
describe("admin scripts", () => {
  const scratch = scratchDataDir();
  afterAll(async () => {
    await scratch.dispose();
  });

  const run = (script: string, args: string[], input: string) =>
    spawnSync(process.execPath, [path.resolve("scripts", script), ...args], {
      input,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", DATA_DIR: scratch.dataDir, LOG_LEVEL: "silent" },
      timeout: 30_000,
    });

  it("admin:set-password stores a scrypt hash read from a pipe and signs everyone out", async () => {
    const store = await openSqliteStore({ dataDir: scratch.dataDir });
    const adminStore = createAdminStore(store.db, store.dialect);
    const now = new Date();
    await adminStore.createSession({
      id: "a".repeat(64),
      csrfToken: "t",
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    await store.close();

    const result = run("admin-set-password.ts", [], "a long team passphrase\nignored second line\n");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Admin password set in SQLite under .*\. 1 session\(s\) signed out\./);

    const reopened = await openSqliteStore({ dataDir: scratch.dataDir });
    try {
      const admin = createAdminStore(reopened.db, reopened.dialect);
      const hash = (await admin.getSetting(PASSWORD_HASH_SETTING)) ?? "";
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain("passphrase");
      expect(await verifyPassword("a long team passphrase", hash)).toBe(true);
      expect(await admin.getSession("a".repeat(64))).toBeUndefined();
    } finally {
      await reopened.close();
    }

    const cleared = run("admin-set-password.ts", ["--clear"], "");
    expect(cleared.status).toBe(0);
    expect(cleared.stdout).toMatch(/Removed the stored admin password/);
  });

  it("admin:set-password refuses a short password and changes nothing", () => {
    const result = run("admin-set-password.ts", [], "short\n");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/at least 12 characters/);
  });

  it("backup copies a consistent, checked snapshot while the store is open", async () => {
    const store = await openSqliteStore({ dataDir: scratch.dataDir });
    try {
      await store.insertLead({
        type: "contact",
        name: "Ada",
        email: "ada@example.com",
        payload: { message: "Hi" },
      });
      const target = path.join(scratch.dataDir, "backups", "copy.sqlite");
      const result = await backupSqlite(path.join(scratch.dataDir, "meridian.sqlite"), target);
      expect(result).toMatchObject({ target, leads: 1 });
      expect(result.pages).toBeGreaterThan(0);
      const copy = await openSqliteStore({ dataDir: path.dirname(target), fileName: "copy.sqlite" });
      try {
        expect((await copy.listLeads())[0]).toMatchObject({ name: "Ada", payload: { message: "Hi" } });
      } finally {
        await copy.close();
      }
    } finally {
      await store.close();
    }
  });

  it("backup points to pg_dump when the data is in PostgreSQL", () => {
    const result = spawnSync(process.execPath, [path.resolve("scripts/backup.ts")], {
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: "postgres://127.0.0.1:1/none" },
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/pg_dump/);
  });
});
