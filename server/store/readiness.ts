/**
 * Whether the store can take a write now, for GET /readyz (issue 28, finding 12: on a full
 * disk every write failed while the health check stayed 200). A probe commits one small
 * write; its outcome is kept for a second, so load balancers polling every instance cost
 * one write a second at most, and a probe that hangs (a stalled database) counts as a
 * failure after PROBE_TIMEOUT_MS. The first failure and the recovery are logged with the
 * database's own words; the polls in between are not.
 */
export type StoreCheck = { writable: true } | { writable: false; reason: string };

export type StoreReadiness = { check(): Promise<StoreCheck> };

type Logger = {
  warn(details: object, message: string): void;
  info(message: string): void;
};

const PROBE_TIMEOUT_MS = 2000;
const REUSE_MS = 1000;

export function storeReadiness(probeWrite: () => Promise<void>, log: Logger): StoreReadiness {
  let last: { at: number; check: StoreCheck } | undefined;
  let running: Promise<StoreCheck> | undefined;

  async function probe(): Promise<StoreCheck> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probeWrite(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`the store did not commit a write within ${PROBE_TIMEOUT_MS} ms`)),
            PROBE_TIMEOUT_MS,
          );
        }),
      ]);
      if (last && !last.check.writable) log.info("store accepts writes again: ready");
      return { writable: true };
    } catch (error) {
      if (!last || last.check.writable) log.warn({ err: error }, "store cannot write: not ready");
      return { writable: false, reason: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async check() {
      if (last && Date.now() - last.at < REUSE_MS) return last.check;
      running ??= probe().then((check) => {
        last = { at: Date.now(), check };
        running = undefined;
        return check;
      });
      return running;
    },
  };
}
