/**
 * Where the scores typed on this phone stand: how many are still on their way and whether there is a signal.
 * Nothing here asks for action: the outbox sends them by itself when the signal returns.
 */
export function SyncStatus({ waitingCount, isOnline }: { waitingCount: number; isOnline: boolean }) {
  if (waitingCount === 0 && isOnline) return null;
  const waiting = `${waitingCount} ${waitingCount === 1 ? "score" : "scores"} waiting for signal`;
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-xl border-2 border-orange-700 bg-orange-50 px-4 py-3 text-base text-stone-950"
    >
      <span
        aria-hidden
        className="mt-1.5 size-3 shrink-0 rounded-full bg-orange-600 shadow-[0_0_0_1px_var(--color-orange-900)]"
      />
      <span>
        <strong className="font-bold">{waitingCount > 0 ? waiting : "No signal"}</strong>
        {waitingCount > 0
          ? isOnline
            ? ". Sending now."
            : ". They are kept on this phone and sent when the signal returns."
          : ". Keep scoring: scores are kept on this phone until it returns."}
      </span>
    </p>
  );
}
