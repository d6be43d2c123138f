// @vitest-environment node
import { describe, expect, it } from "vitest";
import { runSigkillDurability } from "../../scripts/durability-sigkill.ts";
import { scratchDataDir, scratchPostgresDatabase } from "./helpers/databases.ts";

/**
 * Issue 5: "A lead is durably committed before success is answered. Prove it: a test
 * fires a burst of concurrent submissions, kills the server with SIGKILL mid-burst,
 * restarts it on the same data, and finds every acknowledged id intact."
 * The real server (server/main.ts) runs as a child process on 127.0.0.1.
 */
describe("SIGKILL mid-burst loses no acknowledged lead", () => {
  it("on SQLite", { timeout: 120_000 }, async () => {
    const data = scratchDataDir();
    try {
      const report = await runSigkillDurability({
        store: "sqlite",
        dataDir: data.dataDir,
        burst: 1200,
        killAfter: 400,
      });
      expect(report.killSignal).toBe("SIGKILL");
      expect(report.acknowledged).toBeGreaterThanOrEqual(400);
      // The kill really happened mid-burst: some submissions never got an answer.
      expect(report.unacknowledged).toBeGreaterThan(0);
      expect(report.missing).toEqual([]);
      expect(report.restartedServerAccepts).toBe(true);
    } finally {
      await data.dispose();
    }
  });

  it("on PostgreSQL", { timeout: 120_000 }, async () => {
    const data = scratchDataDir();
    const database = await scratchPostgresDatabase();
    try {
      const report = await runSigkillDurability({
        store: "postgres",
        dataDir: data.dataDir,
        databaseUrl: database.url,
        burst: 1200,
        killAfter: 400,
      });
      expect(report.killSignal).toBe("SIGKILL");
      expect(report.acknowledged).toBeGreaterThanOrEqual(400);
      expect(report.unacknowledged).toBeGreaterThan(0);
      expect(report.missing).toEqual([]);
      expect(report.restartedServerAccepts).toBe(true);
    } finally {
      await database.dispose();
      await data.dispose();
    }
  });
});
