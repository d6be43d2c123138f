/**
 * Exponential backoff with "equal jitter": the n-th failed attempt waits between half
 * and all of min(max, base · 2^(n-1)). The random half keeps instances that failed
 * together (an SMTP outage) from retrying in lockstep; the fixed half keeps the delay
 * growing.
 */
export function retryDelayMs(
  attempt: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A poll interval spread ±25 % so several instances do not query in step. */
export function jittered(ms: number, random: () => number = Math.random): number {
  return Math.round(ms * (0.75 + random() * 0.5));
}
