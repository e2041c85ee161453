/** The first retry waits up to a second; each failure doubles the ceiling. */
export const BACKOFF_BASE_MS = 1_000;
/** A phone back in signal should not wait long for its scores to leave. */
export const BACKOFF_CAP_MS = 30_000;

/**
 * Capped exponential back-off with full jitter: random(0, min(cap, base·2^attempt)). The jitter spreads the
 * retries of a whole fourball regaining signal at once, and every retry gets a fresh connection.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}
