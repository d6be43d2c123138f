import type { Kysely } from "kysely";
import { realTimers, repeatEvery, type Timers } from "../repeating-job.ts";
import { INDEX_BATCH, indexChatMessages } from "../store/chat-message-index.ts";
import type { Database } from "../store/database.ts";

/**
 * Indexes the chat messages no request indexed (issue 28): those stored before search text
 * and addresses were computed on write, and any an older instance writes during a rolling
 * upgrade. One batch of INDEX_BATCH messages per transaction, a pause between batches so
 * requests run in between, until none is left; then again every CHECK_INTERVAL_MS. Every
 * instance may run it (the values are the same whoever computes them).
 */

export const CHECK_INTERVAL_MS = 10 * 60 * 1000;
/** Between two batches: long enough for the requests waiting behind one to run. */
export const PAUSE_BETWEEN_BATCHES_MS = 50;

export type IndexJobLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export function startChatIndexJob(options: {
  db: Kysely<Database>;
  logger: IndexJobLogger;
  timers?: Timers;
  intervalMs?: number;
  batch?: number;
}) {
  const timers = options.timers ?? realTimers;
  const batch = options.batch ?? INDEX_BATCH;
  let stopping = false;
  const pause = () => new Promise<void>((resolve) => timers.setTimeout(resolve, PAUSE_BETWEEN_BATCHES_MS));

  /** Works until no message is left to index; answers how many it indexed. */
  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const indexed = await indexChatMessages(options.db, batch);
      total += indexed;
      if (indexed < batch || stopping) break;
      await pause();
    }
    if (total > 0)
      options.logger.info({ indexed: total }, "chat: indexed messages stored before indexing on write");
    return total;
  }

  const schedule = repeatEvery(
    options.intervalMs ?? CHECK_INTERVAL_MS,
    runOnce,
    (error) => options.logger.error({ err: error }, "chat index job failed; retrying at the next run"),
    timers,
  );
  return {
    runOnce,
    async stop() {
      stopping = true;
      await schedule.stop();
    },
  };
}
