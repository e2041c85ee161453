import type { LiveStatus as Status } from "@/lib/hooks/use-live-event";
import type { BoardSize } from "./leaderboard-table";

const LABEL: Record<Status, string> = {
  live: "Live",
  polling: "Updating every few seconds",
  connecting: "Connecting…",
  ended: "Stopped: no access",
};

/**
 * Whether the board is following the field: live (the stream is open), polling, ended (the viewer lost access),
 * or final once the event is closed.
 */
export function LiveStatus({
  status,
  isFinal,
  size = "regular",
}: {
  status: Status;
  isFinal: boolean;
  size?: BoardSize;
}) {
  const isTv = size === "tv";
  if (isFinal) {
    return (
      <span
        className={`rounded-full px-3 py-1 font-bold ${isTv ? "bg-board-points text-2xl text-ink" : "bg-ink text-label text-on-accent"}`}
      >
        Final
      </span>
    );
  }
  const dot =
    status === "live" ? "bg-flag-500 motion-safe:animate-pulse" : status === "polling" ? "bg-gold-400" : "bg-stone-400";
  return (
    <span
      className={`inline-flex items-center gap-2 font-bold ${isTv ? "text-2xl text-board-ink" : "text-label text-ink"}`}
    >
      <span aria-hidden className={`rounded-full ${isTv ? "size-5" : "size-3"} ${dot}`} />
      {LABEL[status]}
    </span>
  );
}
