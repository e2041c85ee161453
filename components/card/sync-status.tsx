"use client";

import { useNow } from "@/lib/hooks/use-now";

const MINUTE_MS = 60_000;

/** "just now", "2 min ago", "1 h 5 min ago": how long since the server last confirmed a save. */
function ago(savedAt: number, now: number): string {
  const minutes = Math.floor((now - savedAt) / MINUTE_MS);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
}

type Props = { waitingCount: number; isOnline: boolean; lastSavedAt: number | null };

/**
 * The keypad's signal line: whether there is signal, how many taps wait on this phone, and how long ago the server
 * last confirmed one. Always one line tall, so the keys never move under the thumb when it changes. Nothing here
 * asks for action: the outbox sends what waits by itself when the signal returns.
 */
export function SyncStatus({ waitingCount, isOnline, lastSavedAt }: Props) {
  const now = useNow(MINUTE_MS / 4);
  const isWaiting = waitingCount > 0 || !isOnline;
  const state = !isOnline
    ? `No signal · ${waitingCount} waiting`
    : waitingCount > 0
      ? `Sending · ${waitingCount} waiting`
      : lastSavedAt !== null && now > 0
        ? `Saved ${ago(lastSavedAt, now)}`
        : "Scores save as you tap";
  return (
    <p
      role="status"
      className={`flex min-h-8 items-center justify-center gap-2 rounded-t-xl px-3 text-sm font-bold ${isWaiting ? "bg-orange-100 text-orange-950" : "bg-stone-200 text-stone-900"}`}
    >
      <span
        aria-hidden
        className={`size-2.5 shrink-0 rounded-full ${!isOnline ? "bg-orange-600" : waitingCount > 0 ? "bg-amber-500 motion-safe:animate-pulse" : "bg-fairway-600"}`}
      />
      {state}
      {!isOnline ? <span className="sr-only">: kept on this phone and sent when the signal returns.</span> : null}
    </p>
  );
}
