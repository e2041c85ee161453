import type { LiveStatus as Status } from "@/lib/hooks/use-live-event";
import type { BoardSize } from "./leaderboard-table";

const LABEL: Record<Status, string> = {
  live: "Live",
  polling: "Reconnecting",
  connecting: "Connecting…",
  ended: "Stopped: no access",
};

const CLOCK = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

type Props = {
  status: Status;
  isFinal: boolean;
  size?: BoardSize;
  /** When the board last arrived (ms since the epoch): null until the page has its own clock. */
  updatedAt?: number | null;
  /** The phone has no network: the board shown is as old as `updatedAt` says. */
  isOffline?: boolean;
};

/**
 * Whether the board is following the field: live (the stream is open), reconnecting (it polls meanwhile), ended
 * (the viewer lost access), no signal at all, or final once the event is closed; and the time it last arrived.
 */
export function LiveStatus({ status, isFinal, size = "regular", updatedAt = null, isOffline = false }: Props) {
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
  const dot = isOffline
    ? "bg-sand-600"
    : status === "live"
      ? "bg-flag-500 motion-safe:animate-pulse"
      : status === "polling"
        ? "bg-gold-400"
        : "bg-stone-400";
  const updated = updatedAt === null ? null : `Updated ${CLOCK.format(updatedAt)}`;
  return (
    <span
      className={`inline-flex flex-wrap items-center gap-x-2 font-bold ${isTv ? "text-2xl text-board-ink" : "text-label text-ink"}`}
    >
      <span aria-hidden className={`rounded-full ${isTv ? "size-5" : "size-3"} ${dot}`} />
      <span>{isOffline ? "No signal" : LABEL[status]}</span>
      {updated ? <span className="font-semibold">· {updated}</span> : null}
      {isOffline ? (
        <span className="basis-full font-semibold">It follows the field again when the signal returns.</span>
      ) : null}
    </span>
  );
}
