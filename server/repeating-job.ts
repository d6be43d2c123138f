/** Timer functions a scheduled job uses; tests pass controllable ones. */
export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export const realTimers: Timers = {
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // A scheduled job must never keep a stopping process alive.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Runs `pass` now and then `intervalMs` after each pass ends (never two at once). A failed pass
 * goes to `onError` and the schedule carries on. `stop` cancels the next pass and waits for one
 * in progress.
 */
export function repeatEvery(
  intervalMs: number,
  pass: () => Promise<unknown>,
  onError: (error: unknown) => void,
  timers: Timers = realTimers,
): { stop(): Promise<void> } {
  let stopped = false;
  let handle: unknown;
  let running: Promise<unknown> = Promise.resolve();

  function tick() {
    if (stopped) return;
    running = pass()
      .catch(onError)
      .finally(() => {
        if (!stopped) handle = timers.setTimeout(tick, intervalMs);
      });
  }

  tick();
  return {
    async stop() {
      stopped = true;
      if (handle !== undefined) timers.clearTimeout(handle);
      await running.catch(() => {});
    },
  };
}
