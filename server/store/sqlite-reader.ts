import type { SQLInputValue } from "node:sqlite";
import { Worker } from "node:worker_threads";
import type { CompiledQuery } from "kysely";

/**
 * Long reads off the main thread, for the embedded store (issue 28 finding 3). node:sqlite runs
 * a query on the thread that calls it; a scan of every chat message for the inbox's search
 * (tens of milliseconds at 120,000 messages) would hold every other request, a lead included,
 * while it runs. Such reads go to a worker thread with its own read-only connection instead,
 * one at a time, started on first use. PostgreSQL needs none of this (its queries are I/O).
 */

export type QueryReader = {
  /** The rows of a compiled SELECT, read on the worker's connection. */
  all<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  close(): Promise<void>;
};

type Pending = { resolve: (rows: unknown[]) => void; reject: (error: Error) => void };

/** What node:sqlite binds: the same conversions as the main connection's (sqlite-dialect.ts). */
function toParameter(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

export function sqliteReader(file: string, busyTimeoutMs: number): QueryReader {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = undefined;
  };

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(new URL("./sqlite-read-worker.ts", import.meta.url), {
      workerData: { file, busyTimeoutMs },
    });
    thread.on("message", (answer: { id: number; rows?: unknown[]; error?: string }) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.error !== undefined) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.rows ?? []);
      if (pending.size === 0) thread.unref();
    });
    thread.on("error", (error) => failAll(error));
    thread.on("exit", () => failAll(new Error("the store's read thread stopped")));
    thread.unref();
    worker = thread;
    return thread;
  }

  return {
    all<Row>(query: CompiledQuery<Row>) {
      const thread = started();
      const id = nextId++;
      return new Promise<Row[]>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
        // Referenced while a read is waiting, so the process does not exit under it.
        thread.ref();
        thread.postMessage({ id, sql: query.sql, parameters: query.parameters.map(toParameter) });
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}
