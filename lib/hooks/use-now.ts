import { useSyncExternalStore } from "react";

/**
 * `Date.now()` to the `intervalMs` below, read again every `intervalMs`, for a line that says how long ago something
 * was; 0 in the server's render, which cannot know the reader's clock.
 */
export function useNow(intervalMs: number): number {
  return useSyncExternalStore(
    (onChange) => {
      const timer = setInterval(onChange, intervalMs);
      return () => clearInterval(timer);
    },
    () => Math.floor(Date.now() / intervalMs) * intervalMs,
    () => 0,
  );
}
