/**
 * Group commit: concurrent callers' items are gathered and committed together, one
 * transaction (one fsync) for many leads instead of one each. An item's promise
 * settles only after the transaction holding it has committed, so "resolved" still
 * means "durable". Items queue while earlier batches are committing, which is what
 * forms the groups under load; a lone request waits one event-loop turn at most.
 *
 * If a batch fails, each of its items is retried alone, so one bad item cannot fail
 * the others (and gets its own error).
 */
export type CommitBatch<T, R> = (items: readonly T[]) => Promise<R[]>;

type Waiting<T, R> = { item: T; resolve: (value: R) => void; reject: (error: unknown) => void };

export class GroupCommit<T, R> {
  readonly #commit: CommitBatch<T, R>;
  readonly #maxBatch: number;
  readonly #maxInFlight: number;
  #queue: Waiting<T, R>[] = [];
  #inFlight = 0;
  #scheduled = false;

  constructor(commit: CommitBatch<T, R>, options: { maxBatch: number; maxInFlight: number }) {
    this.#commit = commit;
    this.#maxBatch = options.maxBatch;
    this.#maxInFlight = options.maxInFlight;
  }

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  #schedule() {
    if (this.#scheduled || this.#inFlight >= this.#maxInFlight || this.#queue.length === 0) return;
    this.#scheduled = true;
    // setImmediate, not a microtask: lets requests already read from sockets join this batch.
    setImmediate(() => {
      this.#scheduled = false;
      while (this.#inFlight < this.#maxInFlight && this.#queue.length > 0) {
        const batch = this.#queue.splice(0, this.#maxBatch);
        this.#inFlight++;
        void this.#run(batch).finally(() => {
          this.#inFlight--;
          this.#schedule();
        });
      }
    });
  }

  async #run(batch: Waiting<T, R>[]) {
    try {
      const results = await this.#commit(batch.map((waiting) => waiting.item));
      for (const [index, waiting] of batch.entries()) waiting.resolve(results[index] as R);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const waiting of batch) {
        try {
          const [result] = await this.#commit([waiting.item]);
          waiting.resolve(result as R);
        } catch (itemError) {
          waiting.reject(itemError);
        }
      }
    }
  }
}
