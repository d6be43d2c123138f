import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";

/**
 * The thread behind sqlite-reader.ts: its own read-only connection to the store's file (WAL
 * lets it read while the main thread writes), answering one query at a time.
 */

type Request = { id: number; sql: string; parameters: SQLInputValue[] };

const { file, busyTimeoutMs } = workerData as { file: string; busyTimeoutMs: number };
const db = new DatabaseSync(file, { readOnly: true, timeout: busyTimeoutMs });

parentPort?.on("message", ({ id, sql, parameters }: Request) => {
  try {
    const rows = db
      .prepare(sql)
      .all(...parameters)
      .map((row) => ({ ...row }));
    parentPort?.postMessage({ id, rows });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
